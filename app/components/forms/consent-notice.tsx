// Consent notice on every form that takes a phone number (DESIGN.md, departures).
import { site } from '../../../content/site';

export function ConsentNotice() {
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      By sending this request you agree that {site.name} may call or text you at the number you give about
      this request, including by automated means. Consent is not a condition of purchase. Reply STOP to any
      text, or ask us on a call, to opt out. See our{' '}
      {/* A new tab, so reading the policy never costs the visitor what they typed. */}
      <a
        href="/privacy-policy"
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline"
      >
        Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
