// The page the confirmation link opens. Following the link does nothing by itself (mail scanners
// open links too): the visitor presses the button, which posts the token.
import { useEffect, useState } from 'react';
import {
  privacyChoicesLabel,
  privacyChoicesPath,
  privacyConfirmPath,
} from '../../content/privacy-choices.ts';
import { API } from '../../contracts/api-paths';
import { Banner } from '../components/banner';
import { ApiError, apiRequest } from '../lib/api';
import { beginBusy } from '../lib/busy';
import { reportFailure } from '../lib/notify';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-choices-confirm';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Confirm your privacy request',
    description: 'Confirm the privacy request you sent from the Your Privacy Choices page.',
    path: privacyConfirmPath,
  });

type State =
  | { kind: 'waiting' }
  | { kind: 'no-token' }
  | { kind: 'ready'; token: string }
  | { kind: 'sending'; token: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export default function Screen() {
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    setState(token ? { kind: 'ready', token } : { kind: 'no-token' });
  }, []);

  async function confirm(token: string) {
    setState({ kind: 'sending', token });
    const end = beginBusy('page');
    try {
      const res = await apiRequest<{ message: string }>(API.privacyConfirm, {
        method: 'POST',
        body: { token },
      });
      setState({ kind: 'done', message: res.message });
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError({ kind: 'client', message: String(e) });
      if (error.status === 410 && error.body?.message)
        setState({ kind: 'failed', message: error.body.message });
      else {
        setState({ kind: 'ready', token });
        reportFailure(error);
      }
    } finally {
      end();
    }
  }

  return (
    <>
      <Banner
        eyebrow="Privacy"
        title="Confirm your privacy request"
        subTitle="One last step: confirm the request you sent us."
        bannerImageUrl="/images/banners/legal.svg"
        bannerResposiveImageUrl="/images/banners/legal-small.svg"
      />
      <section className="container-page section max-w-2xl" aria-live="polite">
        {state.kind === 'ready' || state.kind === 'sending' ? (
          <>
            <p className="text-slate-700">Press the button to carry out your request.</p>
            <button
              type="button"
              className="btn-primary mt-6"
              disabled={state.kind === 'sending'}
              onClick={() => confirm(state.token)}
            >
              Confirm my request
            </button>
          </>
        ) : state.kind === 'done' ? (
          <p role="status" className="text-lg font-semibold text-brand-800">
            {state.message}
          </p>
        ) : state.kind === 'failed' ? (
          <p role="alert" className="text-lg font-semibold text-danger-600">
            {state.message}
          </p>
        ) : (
          <p className="text-slate-700">
            Open this page from the link in the confirmation e-mail we sent you. To send a new request, go to{' '}
            <a href={privacyChoicesPath} className="font-semibold text-brand-700 underline">
              {privacyChoicesLabel}
            </a>
            .
          </p>
        )}
      </section>
    </>
  );
}
