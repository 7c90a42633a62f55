// Sign in with a passkey (discoverable credential: no e-mail to type). After signing in, the
// operator lands where they were when their session ended (?next=).
import { startAuthentication } from '@simplewebauthn/browser';
import { useSearchParams } from 'react-router';
import { safeNext } from '../../admin/api';
import { usePasskey } from '../../admin/passkey';
import { buttonClass, ErrorNote, PageTitle } from '../../admin/ui';

export default function SignIn() {
  const [params] = useSearchParams();
  const { busy, error, run } = usePasskey(
    'Sign-in was cancelled or no passkey was found for this console. Try again.',
  );
  const expired = params.get('expired') === '1';

  const signIn = () =>
    run(
      {
        options: '/api/admin/auth/signin/options',
        verify: '/api/admin/auth/signin/verify',
        answer: (options) => startAuthentication({ optionsJSON: options }),
      },
      () => safeNext(params.get('next')),
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
      <ErrorNote error={error} />
      <button type="button" className={`${buttonClass} mt-4`} onClick={signIn} disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      <p className="mt-4 text-sm text-slate-600">No passkey yet? Ask an admin for an enrollment link.</p>
    </section>
  );
}
