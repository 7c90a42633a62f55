import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { progressAnimation } from '../../content/base/ui.ts';
import { homePackages } from '../../content/packages.ts';
import { fakeViewportPerTest, stubReducedMotion } from '../test/fake-intersection-observer';
import { PackageCard, targetMbps } from './package-card';

const recommended = homePackages[2];
if (!recommended) throw new Error('home packages missing');

function renderInRouter(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

function shown(): number {
  return Number(screen.getByTestId('mbps-value').textContent);
}

const viewport = fakeViewportPerTest(cleanup);

describe('PackageCard', () => {
  it('parses the target speed', () => {
    expect(targetMbps('120')).toBe(120);
    expect(targetMbps('1,200')).toBe(1200);
  });

  it('shows title, description, price, duration label and RECOMMENDATION', () => {
    renderInRouter(<PackageCard pkg={recommended} planDurationLabel="Six Months" />);
    expect(screen.getByRole('heading', { name: /Internet \+ TV Box/ })).toBeTruthy();
    expect(screen.getByText('$69.99')).toBeTruthy();
    expect(screen.getByText('Six Months plan')).toBeTruthy();
    expect(screen.getByText('Recommendation')).toBeTruthy();
    for (const line of recommended.packageDescription) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Internet \+ TV Box ?, up to 120 Mbps$/ })).toBeTruthy();
  });

  it('has no RECOMMENDATION header when not recommended', () => {
    renderInRouter(<PackageCard pkg={homePackages[0] ?? recommended} />);
    expect(screen.queryByText('Recommendation')).toBeNull();
  });

  it('observes at threshold 0.1 and does not count before the card is visible', () => {
    renderInRouter(<PackageCard pkg={recommended} />);
    expect(viewport().observers).toHaveLength(1);
    expect(viewport().observers[0]?.options?.threshold).toBe(progressAnimation.threshold);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe(0);
  });

  it('counts by 5 every 20 ms once visible, stops at the target, and runs once', () => {
    renderInRouter(<PackageCard pkg={recommended} />);
    act(() => viewport().intersect(0.1));
    expect(viewport().observers[0]?.disconnected).toBe(true);
    act(() => vi.advanceTimersByTime(progressAnimation.stepMs));
    expect(shown()).toBe(progressAnimation.step);
    act(() => vi.advanceTimersByTime(progressAnimation.stepMs * 3));
    expect(shown()).toBe(progressAnimation.step * 4);
    // 120 / 5 = 24 steps in total.
    act(() => vi.advanceTimersByTime(progressAnimation.stepMs * 19));
    expect(shown()).toBe(115);
    act(() => vi.advanceTimersByTime(progressAnimation.stepMs * 10));
    expect(shown()).toBe(120);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a sliver of visibility below the threshold', () => {
    renderInRouter(<PackageCard pkg={recommended} />);
    act(() => viewport().intersect(0.05));
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(0);
  });

  it('shows the target at once with reduced motion', () => {
    stubReducedMotion(true);
    renderInRouter(<PackageCard pkg={recommended} />);
    act(() => viewport().intersect(1));
    expect(shown()).toBe(120);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Choose Plan calls the handler with the package', () => {
    const onChoosePlan = vi.fn();
    renderInRouter(<PackageCard pkg={recommended} onChoosePlan={onChoosePlan} />);
    act(() => screen.getByRole('button', { name: 'Choose Plan' }).click());
    expect(onChoosePlan).toHaveBeenCalledWith(recommended);
  });

  it('Choose Plan is a link to the contact page without a handler', () => {
    renderInRouter(<PackageCard pkg={recommended} />);
    expect(screen.getByRole('link', { name: 'Choose Plan' }).getAttribute('href')).toBe('/contact-us');
  });
});
