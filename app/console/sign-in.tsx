// Sign in with a passkey (discoverable credential: no e-mail to type). After signing in, the
// operator lands where they were when their session ended (?next=).
import { startAuthentication } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';
import { Form, replace, useNavigation, useSearchParams } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import type { Route } from './+types/sign-in';
import { runCeremony } from './passkey';
import { safeNext } from './session';
import { buttonClass, consoleMeta, ErrorNote, PageTitle, RouteError } from './ui';

const noSubscription = () => () => {};

export function meta() {
  return consoleMeta('Sign in');
}
export async function clientAction({ request }: Route.ClientActionArgs) {
  try {
    await runCeremony({
      options: ADMIN_API.signInOptions,
      verify: ADMIN_API.signInVerify,
      answer: (options: Parameters<typeof startAuthentication>[0]['optionsJSON']) =>
        startAuthentication({ optionsJSON: options }),
      cancelled: 'Sign-in was cancelled or no passkey was found for this console. Try again.',
    });
  } catch (error) {
    return { error };
  }
  return replace(safeNext(new URL(request.url).searchParams.get('next')));
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  // The page is prerendered without a query (react-router.config.ts): the note that the session
  // ended comes with the first render in the browser, so hydration meets the HTML it expects.
  const expired = useSyncExternalStore(
    noSubscription,
    () => params.get('expired') === '1',
    () => false,
  );

  return (
    <section className="mx-auto max-w-md rounded bg-white p-6 shadow">
      <PageTitle>Sign in</PageTitle>
      {expired && (
        <p
          role="status"
          className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          Your session has expired. Sign in again to continue where you were.
        </p>
      )}
      <p className="mt-3 text-slate-700">
        Use the passkey you registered for this console (fingerprint, face, PIN or security key).
      </p>
      <ErrorNote error={busy ? null : actionData?.error} />
      {/* Posts to this page with its query, so the action knows where to go next. */}
      <Form method="post">
        <button type="submit" className={`${buttonClass} mt-4`} disabled={busy}>
          {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600">No passkey yet? Ask an admin for an enrollment link.</p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Sign in" error={error} />;
}
