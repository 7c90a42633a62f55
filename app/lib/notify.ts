// Toasts on demand: react-toastify and its CSS load with the first toast, not with the page
// (initial JS budget, DESIGN.md). The container mounts in <FeedbackLayer> once wanted.
import { useSyncExternalStore } from 'react';
import type { ApiError } from './api';
import { describeFailure, type ToastText, toastTitles } from './error-messages';

export type ToastRequest = ToastText & { type: 'success' | 'error' };

let wanted = false;
const listeners = new Set<() => void>();

export function loadToasts() {
  return import('../components/forms/toasts');
}

export async function notify(request: ToastRequest): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const { showToast } = await loadToasts();
  showToast(request);
}

export function notifySuccess(message: string): Promise<void> {
  return notify({ type: 'success', title: toastTitles.success, message });
}

/** The global response-error handler of SPEC 8: one toast per failed request. */
export function reportFailure(error: ApiError): Promise<void> {
  return notify({ type: 'error', ...describeFailure(error.failure) });
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}
