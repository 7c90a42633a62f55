// The one place for the texts of SPEC 8 (global error handler) and the toast titles, and the mapping
// from a failed request to the toast a visitor sees. The UI and the tests read them from here.
// Plain TS with no imports, so Node can load it directly in the e2e tests.

export const toastTitles = {
  success: 'Success',
  error: 'Error!',
  unauthorized: 'Unauthorized',
} as const;

export const errorMessages = {
  /** Prefix of a client-side network error event's message. */
  clientErrorPrefix: 'Error: ',
  accessDenied: 'Access denied. Please check your credentials.',
  serverOffline: 'Server is offline',
  argumentCount: 'Argument Count Error: Too few arguments to function.',
  serverError: 'Something went wrong on the server.',
  unexpected: 'An unexpected error occurred.',
  tryLater: 'Something went wrong, try again later.',
  /** Messages of client-side failures (the "network error event" row of SPEC 8). */
  deviceOffline: 'You are offline. Check your connection and try again.',
  timedOut: 'The request took too long. Please try again.',
} as const;

/** 429: SPEC 8 has no row for it; "An unexpected error occurred." would not say what to do. */
export function tooManyRequestsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'Too many requests. Please wait a minute and try again.';
  }
  const s = Math.ceil(retryAfterSeconds);
  if (s < 60) return `Too many requests. Please try again in ${s} second${s === 1 ? '' : 's'}.`;
  const m = Math.ceil(s / 60);
  return `Too many requests. Please try again in ${m} minute${m === 1 ? '' : 's'}.`;
}

/**
 * How a request failed, as the API client sees it:
 * - `client`: a client-side error event (the visitor's device is offline, the request timed out,
 *   an answer could not be read); SPEC 8's "client-side network error event".
 * - `http`: the server could not be reached (status 0, fetch rejected: refused or dropped
 *   connection) or answered with an error status.
 */
export type RequestFailure =
  | { kind: 'client'; message: string }
  | { kind: 'http'; status: number; exception?: string; retryAfterSeconds?: number };

export type ToastText = { title: string; message: string };

/** SPEC 8, row by row. */
export function describeFailure(failure: RequestFailure): ToastText {
  if (failure.kind === 'client') {
    return { title: toastTitles.error, message: errorMessages.clientErrorPrefix + failure.message };
  }
  const { status } = failure;
  if (status === 401 || status === 403) {
    return { title: toastTitles.unauthorized, message: errorMessages.accessDenied };
  }
  if (status === 0) return { title: toastTitles.error, message: errorMessages.serverOffline };
  if (status === 429) {
    return { title: toastTitles.error, message: tooManyRequestsMessage(failure.retryAfterSeconds) };
  }
  if (status === 500) {
    return {
      title: toastTitles.error,
      message:
        failure.exception === 'ArgumentCountError' ? errorMessages.argumentCount : errorMessages.serverError,
    };
  }
  return { title: toastTitles.error, message: errorMessages.unexpected };
}
