// One lead submission as the forms see it: spinner, API call with the submission's
// Idempotency-Key, and the global error handler. Field errors come back to the form instead of a toast.

import type { API } from '../../contracts/api-paths';
import type { LeadResponse } from '../../contracts/transport.ts';
import { ApiError, apiRequest, type Submission } from './api';
import { leadContext } from './attribution';
import { type BusyScope, beginBusy } from './busy';
import { reportFailure } from './notify';

export type { LeadResponse };

export type SubmitResult =
  | { ok: true; data: LeadResponse }
  | { ok: false; fieldErrors?: Record<string, string>; error: ApiError };

export async function submitLead(
  path: typeof API.contact | typeof API.packageRequest,
  body: Record<string, unknown>,
  submission: Submission,
  scope: BusyScope = 'page',
): Promise<SubmitResult> {
  const end = beginBusy(scope);
  try {
    // Where the visitor came from and their Global Privacy Control signal ride along.
    const full = { ...body, ...leadContext() };
    const data = await apiRequest<LeadResponse>(path, {
      method: 'POST',
      body: full,
      idempotencyKey: submission.keyFor(full),
    });
    submission.complete();
    return { ok: true, data };
  } catch (e) {
    const error =
      e instanceof ApiError
        ? e
        : new ApiError({ kind: 'client', message: e instanceof Error ? e.message : String(e) });
    const fieldErrors = error.fieldErrors;
    if (fieldErrors) return { ok: false, fieldErrors, error };
    console.warn('Lead request failed', error.status, error.message);
    reportFailure(error);
    return { ok: false, error };
  } finally {
    end();
  }
}

/** Drops empty optional strings so the body carries only what the visitor typed. */
export function compactBody<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(values) as [keyof T, T[keyof T]][]) {
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k] = v;
  }
  return out;
}
