// The two passkey ceremonies of the console (enroll, sign in), run by the sign-in and enrollment
// pages' clientActions: ask the server for options, let the browser's authenticator answer, have
// the server verify; then the operator is signed in (and remembered for the console's loaders).
import type { ConsoleOperator, PasskeyOptions, SignedIn } from '../../contracts/console.ts';
import { apiRequest } from '../lib/api';
import { rememberOperator } from './session';

export type Ceremony<Options> = {
  /** POST path for the options; the body (e.g. the enrollment token) goes with both requests. */
  options: string;
  verify: string;
  body?: Record<string, unknown>;
  /** The browser side: startRegistration or startAuthentication from @simplewebauthn/browser. */
  answer: (options: Options) => Promise<unknown>;
  /** The page's words for a prompt the operator cancelled (or an authenticator with no passkey). */
  cancelled: string;
};

/** Runs the ceremony: the signed-in operator, or an error to show (a cancelled prompt in the page's words). */
export async function runCeremony<Options>(c: Ceremony<Options>): Promise<ConsoleOperator> {
  try {
    const { challengeId, options } = await apiRequest<PasskeyOptions<Options>>(c.options, {
      method: 'POST',
      body: c.body ?? {},
    });
    const response = await c.answer(options);
    const { operator } = await apiRequest<SignedIn>(c.verify, {
      method: 'POST',
      body: { ...c.body, challengeId, response },
    });
    rememberOperator(operator);
    return operator;
  } catch (e) {
    throw (e as Error).name === 'NotAllowedError' ? new Error(c.cancelled) : e;
  }
}
