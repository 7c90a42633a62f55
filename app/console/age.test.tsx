import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { duration, FirstContactTimer, Received, relativeTime } from './age';

afterEach(cleanup);

const at = Date.parse('2026-11-25T16:31:00.000Z');
const ago = (ms: number) => new Date(at - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago, as people do', () => {
    expect(relativeTime(ago(20_000), at)).toBe('just now');
    expect(relativeTime(ago(4 * 60_000 + 5_000), at)).toBe('4 min ago');
    expect(relativeTime(ago(3 * 3_600_000), at)).toBe('3 h ago');
    expect(relativeTime(ago(26 * 3_600_000), at)).toBe('1 day ago');
    expect(relativeTime(ago(5 * 86_400_000), at)).toBe('5 days ago');
    expect(relativeTime(ago(40 * 86_400_000), at)).toBe('Oct 16, 2026');
  });
  it('never says "in the future" for a clock a little behind the server', () => {
    expect(relativeTime(new Date(at + 3_000).toISOString(), at)).toBe('just now');
  });
});

describe('duration', () => {
  it('reads a median', () => {
    expect(duration(null)).toBe('–');
    expect(duration(45_000)).toBe('45 s');
    expect(duration(4 * 60_000)).toBe('4 min');
    expect(duration(125 * 60_000)).toBe('2 h 5 min');
    expect(duration(3 * 86_400_000)).toBe('3 days');
  });
});

describe('Received', () => {
  it('shows the age, the exact time in <time dateTime> and for screen readers, and Overdue', () => {
    const iso = new Date(Date.now() - 7 * 60_000).toISOString();
    const { container, rerender } = render(<Received at={iso} overdue />);
    const time = container.querySelector('time') as HTMLTimeElement;
    expect(time.getAttribute('datetime')).toBe(iso);
    expect(time.textContent).toMatch(/^7 min ago, \w{3} \d{1,2}, \d{4}/);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(container.textContent).toContain('Overdue');
    rerender(<Received at={iso} overdue={false} />);
    expect(container.textContent).not.toContain('Overdue');
  });
});

describe('the lead page’s first-contact timer', () => {
  const received = new Date(Date.now() - 20 * 60_000).toISOString();
  it('counts down while the lead is new, then says by how much it is overdue', () => {
    const { container, rerender } = render(
      <FirstContactTimer
        receivedAt={received}
        dueAt={new Date(Date.now() + 10 * 60_000).toISOString()}
        contactedAt={null}
      />,
    );
    expect(container.textContent).toMatch(/First contact due in (9|10) min/);
    rerender(
      <FirstContactTimer
        receivedAt={received}
        dueAt={new Date(Date.now() - 65 * 60_000).toISOString()}
        contactedAt={null}
      />,
    );
    expect(container.textContent).toMatch(/First contact overdue by 1 h 5 min/);
  });
  it('says how long the first contact took, and the target when it was missed', () => {
    const r = Date.parse(received);
    const iso = (ms: number) => new Date(r + ms).toISOString();
    const { container, rerender } = render(
      <FirstContactTimer receivedAt={received} dueAt={iso(15 * 60_000)} contactedAt={iso(14 * 60_000)} />,
    );
    expect(container.textContent).toContain('First contact after 14 min');
    expect(container.textContent).not.toContain('target');
    rerender(
      <FirstContactTimer receivedAt={received} dueAt={iso(15 * 60_000)} contactedAt={iso(62 * 60_000)} />,
    );
    expect(container.textContent).toContain('First contact after 1 h 2 min (target 15 min)');
  });
});
