// Consent disclosure on every form that takes a phone number, directly above its submit button
// (docs/api.md, "Lead record"). The words are content/consent.ts's current version, shown verbatim;
// the form sends that version with the request.
import { currentConsent } from '../../../content/consent';

export const consentVersion = currentConsent.version;

export function ConsentNotice() {
  const { text, linkText } = currentConsent;
  const at = text.lastIndexOf(linkText);
  return (
    <p className="text-xs leading-relaxed text-slate-600" data-consent-version={currentConsent.version}>
      {text.slice(0, at)}
      {/* A new tab, so reading the policy never costs the visitor what they typed. */}
      <a
        href="/privacy-policy"
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline"
      >
        {linkText}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {text.slice(at + linkText.length)}
    </p>
  );
}
