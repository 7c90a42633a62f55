// Do-not-contact cannot be missed (issue 29 item 4): a mark beside the lead's name in every list and
// a banner at the top of its page, read first by a screen reader; GPC and do-not-sell likewise, in
// a quieter colour (they limit sharing, not calling). The mark is its words and an icon of the
// site's own set (an emoji drew an empty box where no emoji font is installed, issue 36).
import { Icon } from '../components/icons';

type Flags = { do_not_contact: number; previously_opted_out: number; gpc: number; do_not_sell: number };

/** Whether the contact asked not to be contacted: on this lead, or on the suppression list when it came in. */
export function isDoNotContact(l: Pick<Flags, 'do_not_contact' | 'previously_opted_out'>): boolean {
  return Boolean(l.do_not_contact || l.previously_opted_out);
}

const markClass =
  'ml-1 inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The marks beside a lead's name in a list. */
export function LeadMarks({ lead }: { lead: Flags }) {
  const sell = lead.do_not_sell || lead.gpc;
  return (
    <>
      {isDoNotContact(lead) && (
        <span className={`${markClass} border border-red-700 bg-red-50 text-red-800`}>
          <Icon name="ban" className="size-3.5 shrink-0" />
          Do not contact
        </span>
      )}
      {sell ? (
        <span className={`${markClass} border border-amber-700 bg-amber-50 text-amber-900`}>
          {lead.gpc ? 'GPC: do not sell' : 'Do not sell'}
        </span>
      ) : null}
    </>
  );
}

/**
 * A lead sent from a Spanish page (issue 37): "Español" beside its name, so whoever calls speaks
 * Spanish. Read in Spanish by a screen reader (lang), with what it means after it.
 */
export function LanguageMark({ language, said = false }: { language: string; said?: boolean }) {
  if (language !== 'es') return null;
  return (
    <span className={`${markClass} border border-sky-700 bg-sky-50 text-sky-900`}>
      <span lang="es">Español</span>
      {!said && <span className="sr-only">: answer in Spanish</span>}
    </span>
  );
}

export const DNC_BANNER_ID = 'do-not-contact';

/** The banner at the top of a lead's page: what the contact asked for, before anything else. */
export function PrivacyBanner({ lead }: { lead: Flags }) {
  const dnc = isDoNotContact(lead);
  const sell = lead.do_not_sell || lead.gpc;
  if (!dnc && !sell) return null;
  return (
    <div className="mb-3 space-y-2">
      {dnc && (
        <div
          id={DNC_BANNER_ID}
          role="alert"
          className="rounded border-2 border-red-700 bg-red-50 px-3 py-2 text-red-900"
        >
          <strong>Do not contact.</strong>{' '}
          {lead.do_not_contact
            ? 'This person confirmed a request to stop calls, texts and e-mail.'
            : 'This contact was on the suppression list (opted out) when the lead came in.'}{' '}
          Calling or texting them may break the TCPA: their phone and e-mail are not links here, and marking
          the lead contacted asks for the reason.
        </div>
      )}
      {sell ? (
        <div role="note" className="rounded border border-amber-700 bg-amber-50 px-3 py-2 text-amber-900">
          <strong>Do not sell or share.</strong>{' '}
          {lead.gpc
            ? 'The visitor’s browser sent a Global Privacy Control signal.'
            : 'The contact confirmed a do-not-sell request.'}{' '}
          Exports and webhooks say so; do not pass their details to partners.
        </div>
      ) : null}
    </div>
  );
}
