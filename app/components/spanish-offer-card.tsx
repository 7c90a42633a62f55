// The card that offers Spanish (app/lib/language-offer.ts), shown by root.tsx after the skip link:
// fixed at the bottom of the screen, so it moves nothing on the page, and first in the
// page's order after the skip link, so a screen reader meets it at once; it never takes the focus.
// Its link leads to the Spanish twin of the page shown when it is followed (client navigation may
// have moved on). Either answer is remembered in the `lang` cookie.
import { useEffect, useState } from 'react';
import { htmlLang } from '../i18n/i18n';
import { languageOffer as t } from '../i18n/language-offer';
import { writeLastingCookie } from '../lib/cookies';
import { OFFERED_KEY } from '../lib/language-offer';
import { otherVersion } from './language-switch';

/** The offer, on an English page with a Spanish twin (marked shown when it first shows). */
export default function SpanishOfferCard() {
  const [open, setOpen] = useState(() => otherVersion(location.pathname)?.language === 'es');
  useEffect(() => {
    if (open) localStorage[OFFERED_KEY] = new Date().toISOString();
  }, [open]);
  if (!open) return null;
  const close = (e: { currentTarget: Element }) => {
    writeLastingCookie('lang', 'en');
    // Closed from the keyboard: the focus goes to the page, not to <body>.
    if (e.currentTarget.closest('section')?.contains(document.activeElement))
      document.getElementById('main')?.focus();
    setOpen(false);
  };
  return (
    <section
      aria-label={t.label}
      lang={htmlLang.es}
      data-spanish-offer
      onKeyDown={(e) => {
        if (e.key === 'Escape') close(e);
      }}
      className="fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-ink shadow-xl sm:right-auto sm:left-4 sm:max-w-md"
    >
      <p className="min-w-0 flex-1 basis-56 font-semibold">{t.question}</p>
      <div className="flex items-center gap-2">
        <a
          href="/es/"
          hrefLang={htmlLang.es}
          className="btn-primary"
          onClick={(e) => {
            writeLastingCookie('lang', 'es');
            const twin = otherVersion(location.pathname);
            e.currentTarget.href = `${twin?.language === 'es' ? twin.href : '/es/'}${location.search}${location.hash}`;
          }}
        >
          {t.accept}
        </a>
        <button type="button" className="btn-outline" onClick={close}>
          {t.decline}
        </button>
      </div>
    </section>
  );
}
