// Toasts on demand: the request waits in toast-store.ts until the toast region, loaded with the
// first toast, shows it (initial JS budget, docs/architecture.md).
import type { ApiError } from './api';
import { describeFailure, toastTitles } from './error-messages';
import { queueToast } from './toast-store';

export function notifySuccess(message: string): void {
  queueToast({ type: 'success', title: toastTitles.success, message });
}

/** The global response-error handler of SPEC 8: one toast per failed request. */
export function reportFailure(error: ApiError): void {
  queueToast({ type: 'error', ...describeFailure(error.failure) });
}
