// Consent notice on every form that takes a phone number (DESIGN.md, departures).
import { site } from '../../../content/site';

export function ConsentNotice() {
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      By sending this request you agree that {site.name} may call or text you at the number you give about
      this request, including by automated means. Consent is not a condition of purchase. Reply STOP to any
      text, or ask us on a call, to opt out. See our{' '}
      <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
        Privacy Policy
      </a>
      .
    </p>
  );
}
