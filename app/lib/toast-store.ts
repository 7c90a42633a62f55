// The toasts asked for, and whether the toast container is wanted yet. notify.ts queues a request
// here; the page's toast region (components/forms/toasts.tsx), which <FeedbackLayer>
// mounts once a toast is wanted, shows what waited and every request after. So lib/ never imports
// the component, and react-toastify and its CSS load with the first toast, not with the page
// (initial JS budget, scripts/check-budgets.ts). Kept apart from notify.ts so the page bundle
// carries only this queue, not the messages.
import { useSyncExternalStore } from 'react';
import type { ToastText } from './error-messages';

export type ToastRequest = ToastText & { type: 'success' | 'error' };

let wanted = false;
const listeners = new Set<() => void>();

/** The requests waiting for the page's toast region, and its `show` while it is mounted (toasts.tsx). */
export const toastQueue: { waiting: ToastRequest[]; show?: (request: ToastRequest) => void } = {
  waiting: [],
};

/** Shows the toast at once when the region is there, else once it has mounted (it mounts with the first). */
export function queueToast(request: ToastRequest): void {
  if (toastQueue.show) toastQueue.show(request);
  else toastQueue.waiting.push(request);
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
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
