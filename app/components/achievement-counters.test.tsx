import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { achievements } from '../../content/about.ts';
import { counterAnimation } from '../../content/base/ui.ts';
import { fakeViewportPerTest, stubReducedMotion } from '../test/fake-intersection-observer';
import { AchievementCounters } from './achievement-counters';

const viewport = fakeViewportPerTest(cleanup);

function values(): string[] {
  return screen.getAllByTestId('achievement-value').map((el) => el.textContent ?? '');
}

describe('AchievementCounters', () => {
  it('shows every counter with its label', () => {
    render(<AchievementCounters items={achievements} />);
    for (const a of achievements) expect(screen.getByText(a.label)).toBeTruthy();
    // Screen readers always get the final figures.
    expect(screen.getByText('28K', { selector: '.sr-only' })).toBeTruthy();
  });

  it('waits at 0 until half the strip is visible', () => {
    render(<AchievementCounters items={achievements} />);
    expect(viewport().observers[0]?.options?.threshold).toBe(counterAnimation.threshold);
    expect(values()).toEqual(['0K', '0K', '0K', '0K']);
    act(() => viewport().intersect(0.3));
    act(() => vi.advanceTimersByTime(2000));
    expect(values()).toEqual(['0K', '0K', '0K', '0K']);
  });

  it('counts from 0 to the targets in about 1000 ms, once', () => {
    render(<AchievementCounters items={achievements} />);
    act(() => viewport().intersect(0.5));
    act(() => vi.advanceTimersByTime(counterAnimation.durationMs / 2));
    expect(values()).toEqual(['14K', '7K', '34K', '5K']);
    act(() => vi.advanceTimersByTime(counterAnimation.durationMs / 2));
    expect(values()).toEqual(['28K', '13K', '68K', '10K']);
    expect(vi.getTimerCount()).toBe(0);
    expect(viewport().observers.every((o) => o.disconnected)).toBe(true);
  });

  it('shows the targets at once with reduced motion', () => {
    stubReducedMotion(true);
    render(<AchievementCounters items={achievements} />);
    expect(values()).toEqual(['28K', '13K', '68K', '10K']);
    act(() => viewport().intersect(1));
    expect(values()).toEqual(['28K', '13K', '68K', '10K']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
