// The page the confirmation link opens. Following the link does nothing by itself (mail scanners
// open links too): the visitor presses the button, which posts the token.
import { useEffect, useState } from 'react';
import { privacyChoicesPath, privacyConfirmPath } from '../../content/privacy-choices.ts';
import { API } from '../../contracts/api-paths';
import { Banner, legalBannerImages } from '../components/banner';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { privacyChoicesPage } from '../i18n/privacy-choices-page';
import { ApiError, apiRequest } from '../lib/api';
import { beginBusy } from '../lib/busy';
import { reportFailure } from '../lib/notify';
import type { Route } from './+types/privacy-choices-confirm';

// In English at /privacy-choices/confirm and in Spanish at /es/privacy-choices/confirm (routes.ts):
// the mailed link opens the page in the request's language.
export const meta: Route.MetaFunction = localizedMeta(
  'privacyChoicesPage',
  privacyChoicesPage,
  privacyConfirmPath,
  (t) => t.confirm,
);

type State =
  | { kind: 'waiting' }
  | { kind: 'no-token' }
  | { kind: 'ready'; token: string }
  | { kind: 'sending'; token: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export default function Screen() {
  const page = useMessages('privacyChoicesPage', privacyChoicesPage);
  const t = page.confirm;
  const language = useLanguage();
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
        body: { token, language },
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
      <Banner eyebrow={page.eyebrow} title={t.title} subTitle={t.subTitle} {...legalBannerImages} />
      <section className="container-page section max-w-2xl" aria-live="polite">
        {state.kind === 'ready' || state.kind === 'sending' ? (
          <>
            <p className="text-slate-700">{t.press}</p>
            <button
              type="button"
              className="btn-primary mt-6"
              disabled={state.kind === 'sending'}
              onClick={() => confirm(state.token)}
            >
              {t.button}
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
            {t.openFromMail}{' '}
            <a
              href={localizedPath(privacyChoicesPath, language)}
              className="font-semibold text-brand-700 underline"
            >
              {page.title}
            </a>
            .
          </p>
        )}
      </section>
    </>
  );
}
