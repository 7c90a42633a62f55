// Consent disclosure on every form that takes a phone number, directly above its submit button
// (docs/api.md, "Lead record"). The words are content/consent.ts's current version in the page's
// language, shown verbatim; the form sends that version with the request (useConsentVersion).
import { currentConsentFor } from '../../../content/consent';
import { forms } from '../../i18n/forms';
import { localizedPath, useLanguage, useMessages } from '../../i18n/i18n';

/** The version of the wording this page's forms show, to send with their requests. */
export function useConsentVersion(): string {
  return currentConsentFor(useLanguage()).version;
}

export function ConsentNotice() {
  const language = useLanguage();
  const t = useMessages('forms', forms);
  const { version, text, linkText } = currentConsentFor(language);
  const at = text.lastIndexOf(linkText);
  return (
    <p className="text-xs leading-relaxed text-slate-600" data-consent-version={version}>
      {text.slice(0, at)}
      {/* A new tab, so reading the policy never costs the visitor what they typed. */}
      <a
        href={localizedPath('/privacy-policy', language)}
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline"
      >
        {linkText}
        <span className="sr-only">{t.opensInNewTab}</span>
      </a>
      {text.slice(at + linkText.length)}
    </p>
  );
}
