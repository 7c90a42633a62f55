// Enrollment: the one-time link (#token=… in the fragment, never sent to the server as part of the
// page) lets a new operator register a passkey; they are signed in when it is done.
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { usePasskey } from '../../admin/passkey';
import { buttonClass, ErrorNote, PageTitle } from '../../admin/ui';

function tokenFromHash(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

export default function Enroll() {
  const [token] = useState(tokenFromHash);
  const { busy, error, run } = usePasskey('Registration was cancelled. Try again.');

  const enroll = () =>
    run(
      {
        options: '/api/admin/auth/enroll/options',
        verify: '/api/admin/auth/enroll/verify',
        body: { token },
        answer: (options) => startRegistration({ optionsJSON: options }),
      },
      () => {
        window.history.replaceState(null, '', '/admin/enroll'); // the link is used up
        return '/admin';
      },
    );

  return (
    <section className="mx-auto max-w-md rounded bg-white p-6 shadow">
      <PageTitle>Register your passkey</PageTitle>
      {token ? (
        <>
          <p className="mt-3 text-slate-700">
            A passkey replaces a password: your device keeps it and unlocks it with a fingerprint, face, PIN
            or security key. This link works once and for 24 hours.
          </p>
          <ErrorNote error={error} />
          <button type="button" className={`${buttonClass} mt-4`} onClick={enroll} disabled={busy}>
            {busy ? 'Waiting for your device…' : 'Register a passkey'}
          </button>
        </>
      ) : (
        <ErrorNote error={new Error('This page needs the enrollment link from your invitation e-mail.')} />
      )}
    </section>
  );
}
