import { describe, expect, it } from 'vitest';
import {
  headerSafe,
  notificationSubject,
  renderNotification,
  truncateGraphemes,
} from '../mail/notification.ts';

describe('subject lines (issue 13, item 9)', () => {
  it('truncates between graphemes, never inside an emoji', () => {
    const family = '👨‍👩‍👧‍👦'; // 11 code units, one grapheme
    for (let pad = 0; pad < 12; pad++) {
      const s = headerSafe(`${'x'.repeat(pad)}${family.repeat(20)}`, 40);
      expect(s.length).toBeLessThanOrEqual(40);
      expect(s).not.toContain('\ufffd');
      expect(s.endsWith('…')).toBe(true);
      // What is left before the ellipsis is whole families only.
      expect(s.slice(pad, -1).replaceAll(family, '')).toBe('');
      expect(Buffer.from(s, 'utf8').toString('utf8')).toBe(s); // no lone surrogate
    }
    expect(truncateGraphemes('abc', 3)).toBe('abc');
    expect(truncateGraphemes('e\u0301e\u0301e\u0301', 4)).toBe('e\u0301…');
  });

  it('strips bidi controls and line breaks of every kind, and splits encoded-words', () => {
    for (const c of [
      '\u202e',
      '\u202d',
      '\u202a',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      expect(headerSafe(`pay${c}moc.exe`), JSON.stringify(c)).toBe('paymoc.exe');
    }
    for (const br of ['\r\n', '\r', '\n', '\u0085', '\u2028', '\u2029', '\v', '\f']) {
      expect(headerSafe(`a${br}Bcc: x@y.z`)).toBe('a Bcc: x@y.z');
    }
    const s = notificationSubject('contact', { subject: '=?UTF-8?B?SGVsbG8=?=' });
    expect(s).not.toMatch(/=\?/);
    expect(s).toBe('New contact request: = ?UTF-8?B?SGVsbG8= ?=');
  });
});

describe('plain-text notification (issue 13, item 5)', () => {
  const render = (value: string) =>
    renderNotification(
      {
        id: 'L1',
        kind: 'contact',
        createdAt: '2026-01-01T00:00:00.000Z',
        fields: [
          ['Comment', value],
          ['Page', '/'],
        ],
      },
      'S',
    ).text;

  it('indents a multi-line value on every kind of line break, so no line can pose as a field', () => {
    for (const br of ['\n', '\r\n', '\r', '\u0085', '\u2028', '\u2029', '\v', '\f']) {
      const text = render(`Hi${br}E-mail: attacker@example.net`);
      const lines = text.split('\n');
      expect(lines, JSON.stringify(br)).toContain('  E-mail: attacker@example.net');
      expect(lines.some((l) => l.startsWith('E-mail:'))).toBe(false);
      expect(text).not.toMatch(/[\r\u0085\u2028\u2029\v\f]/);
    }
  });
});
