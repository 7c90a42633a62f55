import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginBusy } from '../../lib/busy';
import { SpinnerOverlay } from './spinner-overlay';

describe('SpinnerOverlay (SPEC 4, 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows "Sending…" 10 ms after a request starts and hides 10 ms after it ends', () => {
    render(<SpinnerOverlay scope="page" />);
    const status = screen.getByRole('status');
    const end = beginBusy('page');
    act(() => vi.advanceTimersByTime(9));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Sending…');
    expect(status.className).toContain('z-[99999]');
    expect(status.className).toContain('bg-[rgba(51,51,51,0.8)]');
    end();
    act(() => vi.advanceTimersByTime(9));
    expect(status.textContent).toBe('Sending…');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('never flashes for a request shorter than the show delay', () => {
    render(<SpinnerOverlay scope="page" />);
    const status = screen.getByRole('status');
    const end = beginBusy('page');
    act(() => vi.advanceTimersByTime(5));
    end();
    act(() => vi.advanceTimersByTime(50));
    expect(status.textContent).toBe('');
  });

  it('keeps focus where it was', () => {
    render(
      <>
        <button type="button">Send</button>
        <SpinnerOverlay scope="page" />
      </>,
    );
    const button = screen.getByRole('button');
    button.focus();
    const end = beginBusy('page');
    act(() => vi.advanceTimersByTime(20));
    expect(document.activeElement).toBe(button);
    end();
    act(() => vi.advanceTimersByTime(20));
    expect(document.activeElement).toBe(button);
  });
});
