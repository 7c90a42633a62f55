// "A request is in flight" state behind the spinner overlay (SPEC 4 and 9): shown 10 ms after the
// first request starts, hidden 10 ms after the last one ends. Two scopes, because a modal
// <dialog> sits in the top layer above any z-index: a dialog shows its own overlay.
import { useSyncExternalStore } from 'react';

export type BusyScope = 'page' | 'dialog';
export const spinnerShowDelayMs = 10;
export const spinnerHideDelayMs = 10;

const inFlight: Record<BusyScope, number> = { page: 0, dialog: 0 };
const visible: Record<BusyScope, boolean> = { page: false, dialog: false };
const timers: Partial<Record<BusyScope, ReturnType<typeof setTimeout>>> = {};
const listeners = new Set<() => void>();

function settle(scope: BusyScope, delay: number) {
  clearTimeout(timers[scope]);
  timers[scope] = setTimeout(() => {
    const next = inFlight[scope] > 0;
    if (visible[scope] !== next) {
      visible[scope] = next;
      for (const l of listeners) l();
    }
  }, delay);
}

/** Marks one request as started; call the returned function exactly once when it ends. */
export function beginBusy(scope: BusyScope = 'page'): () => void {
  inFlight[scope]++;
  if (inFlight[scope] === 1) settle(scope, spinnerShowDelayMs);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight[scope]--;
    if (inFlight[scope] === 0) settle(scope, spinnerHideDelayMs);
  };
}

export function isBusy(scope: BusyScope): boolean {
  return inFlight[scope] > 0;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSpinnerVisible(scope: BusyScope): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible[scope],
    () => false,
  );
}
