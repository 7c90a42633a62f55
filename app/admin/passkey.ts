// The two passkey ceremonies of the console (enroll, sign in): ask the server for options, let
// the browser's authenticator answer, have the server verify; then the operator is signed in and
// goes on. One hook keeps the busy state, the error (a cancelled prompt in the page's own words)
// and what happens after.
import { useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import type { ConsoleContext } from '../routes/admin/layout';
import { adminFetch, type Operator } from './api';

export type Ceremony = {
  /** POST path for the options; the body (e.g. the enrollment token) goes with both requests. */
  options: string;
  verify: string;
  body?: Record<string, unknown>;
  /** The browser side: startRegistration or startAuthentication from @simplewebauthn/browser. */
  answer: (options: never) => Promise<unknown>;
};

export function usePasskey(cancelled: string) {
  const navigate = useNavigate();
  const { setOperator } = useOutletContext<ConsoleContext>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  /** Runs the ceremony; when the server has signed the operator in, goes where `next()` says. */
  async function run(c: Ceremony, next: () => string) {
    setBusy(true);
    setError(null);
    try {
      const { challengeId, options } = await adminFetch<{ challengeId: string; options: never }>(c.options, {
        method: 'POST',
        body: c.body,
      });
      const response = await c.answer(options);
      const { operator } = await adminFetch<{ operator: Operator }>(c.verify, {
        method: 'POST',
        body: { ...c.body, challengeId, response },
      });
      const to = next();
      setOperator(operator);
      navigate(to, { replace: true });
    } catch (e) {
      setError((e as Error).name === 'NotAllowedError' ? new Error(cancelled) : e);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
