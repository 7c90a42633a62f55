import { describe, expect, it } from 'vitest';
import { describeFailure, errorMessages, toastTitles, tooManyRequestsMessage } from './error-messages';

describe('describeFailure (SPEC 8)', () => {
  it('prefixes a client-side error event message with "Error: "', () => {
    expect(describeFailure({ kind: 'client', message: 'boom' })).toEqual({
      title: 'Error!',
      message: 'Error: boom',
    });
  });

  it.each([401, 403])('maps %i to Unauthorized / access denied', (status) => {
    expect(describeFailure({ kind: 'http', status })).toEqual({
      title: 'Unauthorized',
      message: 'Access denied. Please check your credentials.',
    });
  });

  it('maps status 0 to "Server is offline"', () => {
    expect(describeFailure({ kind: 'http', status: 0 })).toEqual({
      title: 'Error!',
      message: 'Server is offline',
    });
  });

  it('maps a 500 with exception ArgumentCountError to its own message', () => {
    expect(describeFailure({ kind: 'http', status: 500, exception: 'ArgumentCountError' })).toEqual({
      title: 'Error!',
      message: 'Argument Count Error: Too few arguments to function.',
    });
  });

  it('maps any other 500 to the server message', () => {
    expect(describeFailure({ kind: 'http', status: 500, exception: 'TypeError' }).message).toBe(
      'Something went wrong on the server.',
    );
    expect(describeFailure({ kind: 'http', status: 500 }).message).toBe(
      'Something went wrong on the server.',
    );
  });

  it.each([400, 404, 413, 502, 503])('maps %i to the unexpected-error message', (status) => {
    expect(describeFailure({ kind: 'http', status })).toEqual({
      title: toastTitles.error,
      message: errorMessages.unexpected,
    });
  });

  it('tells when to retry after a 429', () => {
    expect(describeFailure({ kind: 'http', status: 429, retryAfterSeconds: 42 }).message).toBe(
      'Too many requests. Please try again in 42 seconds.',
    );
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please try again in 2 minutes.');
    expect(tooManyRequestsMessage(undefined)).toBe('Too many requests. Please wait a minute and try again.');
  });
});
