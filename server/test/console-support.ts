// Operators for the integration tests that call the console API: invited as an admin would invite
// them, then enrolled with a new passkey (a software authenticator) as the enrollment page does.
import { expect } from 'vitest';
import { inviteOperator } from '../console/operators.ts';
import { SoftAuthenticator } from '../console/soft-authenticator.ts';
import type { Db } from '../db/database.ts';
import type { OperatorRole } from '../db/schema.ts';
import { ConsoleClient, mailOutbox } from './helper.ts';

/** The site origin these tests give their servers (config siteUrl): the passkeys' relying party. */
export const SITE = 'http://localhost:3000';

/**
 * A new operator, invited at `now` and enrolled with a new passkey through the server at `url`:
 * a console client signed in as them, with the passkey (to sign in again) and the invitation link.
 */
export async function signedInOperator(
  db: Db,
  url: string,
  input: { email: string; role: OperatorRole },
  now: number = Date.now(),
) {
  const { link, operator } = await inviteOperator(db, input, { siteUrl: SITE, outbox: mailOutbox(), now });
  const c = new ConsoleClient(url);
  const key = new SoftAuthenticator(SITE);
  expect((await c.enroll(link, key)).status).toBe(200);
  expect(c.session).toBeTruthy();
  return { c, key, operator, link };
}
