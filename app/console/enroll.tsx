// Enrollment: the one-time link (#token=… in the fragment, never sent to the server as part of the
// page) lets a new operator register a passkey; they are signed in when it is done.
import { startRegistration } from '@simplewebauthn/browser';
import { Form, href, replace, useNavigation } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import type { Route } from './+types/enroll';
import { EnrollForm, readForm } from './forms';
import { runCeremony } from './passkey';
import { buttonClass, consoleMeta, ErrorNote, PageTitle, RouteError } from './ui';

/** The token from the link's fragment (the browser keeps it out of every request). */

export function meta() {
  return consoleMeta('Register your passkey');
}
export async function clientLoader() {
  return { token: new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '' };
}

/** Read once: after a cancelled attempt the address has lost its fragment, the page still has the token. */
export function shouldRevalidate() {
  return false;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const read = readForm(EnrollForm, await request.formData());
  if (read.error) return { error: read.error };
  const { token } = read.data;
  try {
    await runCeremony({
      options: ADMIN_API.enrollOptions,
      verify: ADMIN_API.enrollVerify,
      body: { token },
      answer: (options: Parameters<typeof startRegistration>[0]['optionsJSON']) =>
        startRegistration({ optionsJSON: options }),
      cancelled: 'Registration was cancelled. Try again.',
    });
  } catch (error) {
    return { error };
  }
  // The link is used up: the inbox takes the place of its entry in the history.
  return replace(href('/admin'));
}

export default function Enroll({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const busy = useNavigation().state === 'submitting';

  return (
    <section className="mx-auto max-w-md rounded bg-white p-6 shadow">
      <PageTitle>Register your passkey</PageTitle>
      {token ? (
        <>
          <p className="mt-3 text-slate-700">
            A passkey replaces a password: your device keeps it and unlocks it with a fingerprint, face, PIN
            or security key. This link works once and for 24 hours.
          </p>
          <ErrorNote error={busy ? null : actionData?.error} />
          <Form method="post" replace>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={`${buttonClass} mt-4`} disabled={busy}>
              {busy ? 'Waiting for your device…' : 'Register a passkey'}
            </button>
          </Form>
        </>
      ) : (
        <ErrorNote error={new Error('This page needs the enrollment link from your invitation e-mail.')} />
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Register your passkey" error={error} />;
}
