// Editors' rich text (decision 089): what the pages show of Markdown, and what the form refuses.
import { describe, expect, test } from 'vitest';
import { linksOf, parseRichText, plainText, richText } from './rich-text.ts';

describe('rich text', () => {
  test('reads paragraphs, bold and links, the runs merged where their marks agree', () => {
    const { paragraphs, problems } = parseRichText(
      'Call us or [compare **fiber**](/internet) now.\n\nIt is **free**: $0 & no fees.',
    );
    expect(problems).toEqual([]);
    expect(paragraphs).toEqual([
      [
        { text: 'Call us or ' },
        { text: 'compare ', href: '/internet' },
        { text: 'fiber', bold: true, href: '/internet' },
        { text: ' now.' },
      ],
      [{ text: 'It is ' }, { text: 'free', bold: true }, { text: ': $0 & no fees.' }],
    ]);
    expect(plainText(paragraphs)).toBe('Call us or compare fiber now.\n\nIt is free: $0 & no fees.');
    expect(linksOf(paragraphs)).toEqual(['/internet', '/internet']);
  });

  test.each([
    ['## A heading', 'The page does not show headings'],
    ['- one\n- two', 'The page does not show lists'],
    ['Some *italics*', 'The page does not show italics'],
    ['![logo](/x.png)', 'The page does not show images'],
    ['<b>bold</b>', 'The page does not show HTML'],
    [
      '[here](javascript:alert(1))',
      'The link “javascript:alert(1)” must be a path on this site (/internet) or an https:// address',
    ],
    [
      '[here](http://example.com)',
      'The link “http://example.com” must be a path on this site (/internet) or an https:// address',
    ],
    [
      '[here](//evil.example)',
      'The link “//evil.example” must be a path on this site (/internet) or an https:// address',
    ],
  ])('refuses %j: %s', (markdown, message) => {
    expect(parseRichText(markdown).problems).toEqual([message]);
    expect(
      richText(500)
        .safeParse(markdown)
        .error?.issues.map((i) => i.message),
    ).toEqual([message]);
  });

  test('text that only looks like Markdown stays text', () => {
    expect(parseRichText('TV + internet for $45.99 (a bundle)').paragraphs).toEqual([
      [{ text: 'TV + internet for $45.99 (a bundle)' }],
    ]);
  });

  test('text past its length is refused for its length alone, without reading it', () => {
    // A heading would be a problem if it were read: past the length, it is not.
    const long = `# Heading\n\n${'[a](/b)'.repeat(2000)}`;
    expect(
      richText(800)
        .safeParse(long)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Keep it under 800 characters']);
  });

  test('the site’s contacts are written {phone}, {email} and {hours}; another name in braces is refused', () => {
    expect(richText(800).safeParse('Call us at {phone}, {hours}, or write to {email}.').success).toBe(true);
    expect(
      richText(800)
        .safeParse('Call us at {phon} or {}.')
        .error?.issues.map((i) => i.message),
    ).toEqual([
      '“{phon}” is not one of {phone}, {email} and {hours}',
      '“{}” is not one of {phone}, {email} and {hours}',
    ]);
  });
});
