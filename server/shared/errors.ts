// Domain errors: what went wrong, in the domain's words, thrown by services (and by the few checks
// a route or hook makes itself). Each class names its HTTP status once; the app's one error handler
// (server/app.ts) answers with it and the API's error body (contracts/api.ts ApiError), so no route
// or service shapes an error answer by hand.
import type { FileProblem } from '../../contracts/api.ts';

/** What an error body carries besides statusCode, error and message (contracts/api.ts ApiError). */
export type ErrorDetails = {
  /** The first problem of each field, in the forms' words (`_form`: the body as a whole). */
  fieldErrors?: Record<string, string>;
  /** A machine-readable why, when the client acts on it (`session-expired`, `stale`). */
  reason?: string;
  /** The current state of what changed since the client read it (a lead: LeadConflict). */
  conflict?: unknown;
  /** Every problem of a refused file, by line and column. */
  errors?: readonly FileProblem[];
};

export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly details: ErrorDetails;
  constructor(message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

/** A domain error class of one HTTP status: each class below is one of these and its name. */
function withStatus(status: number) {
  return class extends DomainError {
    readonly status = status;
  };
}

/** The input is not acceptable (400): `fieldErrors` says what to fix where. */
export class Invalid extends withStatus(400) {}

/** Who is asking is not known (401): no session, an expired one, a failed sign-in. */
export class Unauthorized extends withStatus(401) {}

/** Who is asking may not do this (403). */
export class Forbidden extends withStatus(403) {}

export class NotFound extends withStatus(404) {}

/** The thing is not in a state that allows this (409); `conflict` carries its current state. */
export class Conflict extends withStatus(409) {}

/** It existed and is gone for good (410): a used or expired one-time link. */
export class Gone extends withStatus(410) {}

/** Well-formed, and still refused by a rule of the domain (422). */
export class Unprocessable extends withStatus(422) {}

/** Too many at once (429): the client must slow down or close something. */
export class TooMany extends withStatus(429) {}

/** Briefly unable to answer (503): come back in `retryAfterSeconds`. */
export class Unavailable extends withStatus(503) {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, details: ErrorDetails = {}) {
    super(message, details);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
