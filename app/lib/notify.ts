// Toasts on demand: react-toastify and its CSS load with the first toast, not with the page
// (initial JS budget, docs/architecture.md). The container mounts in <FeedbackLayer> once wanted.
import type { ApiError } from './api';
import { describeFailure, type ToastText, toastTitles } from './error-messages';
import { wantToasts } from './toast-store';

export type ToastRequest = ToastText & { type: 'success' | 'error' };

export async function notify(request: ToastRequest): Promise<void> {
  wantToasts();
  const { showToast } = await import('../components/forms/toasts');
  await showToast(request);
}

export function notifySuccess(message: string): Promise<void> {
  return notify({ type: 'success', title: toastTitles.success, message });
}

/** The global response-error handler of SPEC 8: one toast per failed request. */
export function reportFailure(error: ApiError): Promise<void> {
  return notify({ type: 'error', ...describeFailure(error.failure) });
}
