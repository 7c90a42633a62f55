// The sales notification of a lead, rendered from the lead's row when the mail lane sends it
// (decision 052): the outbox row holds only which lead and which template. A lead's contact
// fields never change after intake (only erasure blanks them, and it cancels the mail in the same
// transaction), so the mail reads as it would have at intake; its privacy flags are read as they
// are when it is sent.
import type { Kysely } from 'kysely';
import { type LeadPackage, parseLeadPackage } from '../../contracts/lead-package.ts';
import { type Attribution, LANGUAGE_NAMES, type Touch } from '../../contracts/lead-record.ts';
import { LEAD_FORM_COLUMNS } from '../../contracts/lead-views.ts';
import type { Database, LeadsTable } from '../db/schema.ts';
import {
  type LeadForMail,
  type Notification,
  notificationSubject,
  renderNotification,
} from './notification.ts';

/** The lead columns the notification reads. */
export const leadMailColumns = [
  'id',
  'kind',
  ...LEAD_FORM_COLUMNS,
  'page',
  'package_json',
  'attribution_json',
  'consent_version',
  'created_at',
  'gpc',
  'language',
  'do_not_sell',
  'duplicate_of',
  'previously_opted_out',
  'erased_at',
] as const satisfies readonly (keyof LeadsTable)[];

export type LeadMailRow = Pick<LeadsTable, (typeof leadMailColumns)[number]>;

const orUndefined = (v: string | null): string | undefined => v ?? undefined;

function packageOf(lead: Pick<LeadMailRow, 'package_json'>): LeadPackage | undefined {
  return parseLeadPackage(lead.package_json) ?? undefined;
}

/** The subject of a lead's notification: a Spanish lead's starts with "[Español]" (issue 37). */
export function leadNotificationSubject(
  lead: Pick<LeadMailRow, 'kind' | 'subject' | 'zip_code' | 'package_json' | 'language'>,
): string {
  const subject = kindSubject(lead);
  return lead.language === 'en' ? subject : `[${LANGUAGE_NAMES[lead.language]}] ${subject}`;
}

function kindSubject(lead: Pick<LeadMailRow, 'kind' | 'subject' | 'zip_code' | 'package_json'>): string {
  switch (lead.kind) {
    case 'contact':
      return notificationSubject('contact', { subject: orUndefined(lead.subject) });
    case 'availability':
      return notificationSubject('availability', { zip: orUndefined(lead.zip_code) });
    case 'package':
      return notificationSubject('package', {
        zip: orUndefined(lead.zip_code),
        plan: packageOf(lead)?.packageTitle,
      });
  }
}

function contactFields(lead: LeadMailRow): LeadForMail['fields'] {
  const common: LeadForMail['fields'] = [
    ['Name', lead.name],
    ['E-mail', lead.email],
  ];
  const page = orUndefined(lead.page);
  switch (lead.kind) {
    case 'contact':
      return [
        ...common,
        ['Subject', orUndefined(lead.subject)],
        ['Comment', orUndefined(lead.comment)],
        ['Page', page],
      ];
    case 'availability':
      return [
        ...common,
        ['Phone', orUndefined(lead.phone)],
        ['ZIP code', orUndefined(lead.zip_code)],
        ['Address', orUndefined(lead.address)],
        ['City', orUndefined(lead.city)],
        ['Page', page],
      ];
    case 'package': {
      const p = packageOf(lead);
      return [
        ...common,
        ['Phone', orUndefined(lead.phone)],
        ['ZIP code', orUndefined(lead.zip_code)],
        ['Plan', p?.packageTitle],
        ['Speed', p?.mbps ? `Up to ${p.mbps} Mbps` : undefined],
        ['Price', p?.price],
        ['Plan duration', p?.planDuration],
        ['Recommended plan', p?.recommendation ? 'yes' : 'no'],
        ['Plan details', p?.packageDescription.join('\n')],
        ['Broadband Facts plan id', p?.label?.uniquePlanId],
        [
          'Label as shown',
          p?.label
            ? Object.entries(p.label.facts)
                .map(([k, v]) => `${k}: ${v}`)
                .join('\n')
            : undefined,
        ],
        ['Page', page],
      ];
    }
  }
}

/** What sales needs to act on the lead: where it came from, its consent, privacy and repeat flags. */
function recordFields(lead: LeadMailRow, duplicateOfAt: string | undefined): LeadForMail['fields'] {
  const attribution = lead.attribution_json ? (JSON.parse(lead.attribution_json) as Attribution) : undefined;
  const last = attribution?.lastTouch;
  const first = attribution?.firstTouch;
  const campaign = (t: Touch | undefined) =>
    t && (t.source || t.medium || t.campaign)
      ? [t.source ?? '-', t.medium ?? '-', t.campaign ?? '-'].join(' / ')
      : t?.referrer
        ? `referral from ${t.referrer}`
        : 'direct';
  return [
    ['Language', lead.language === 'es' ? 'Spanish (Español): answer in Spanish' : 'English'],
    ['Source / medium / campaign', campaign(last)],
    ['First touch', first ? campaign(first) : undefined],
    ['Landing page', last?.landingPage],
    ['Referrer', last?.referrer],
    [
      'Consent',
      lead.consent_version
        ? `version ${lead.consent_version}, given ${lead.created_at}`
        : 'not asked (no phone)',
    ],
    [
      'Do not sell or share',
      lead.do_not_sell ? (lead.gpc ? 'YES (Global Privacy Control)' : 'YES (earlier request)') : 'no',
    ],
    ['Repeat visitor', duplicateOfAt ? `yes, same e-mail or phone as a lead of ${duplicateOfAt}` : 'no'],
    ['Previously opted out', lead.previously_opted_out ? 'YES: new consent given with this request' : 'no'],
  ];
}

/** Record lines left out when they have nothing to say. */
const recordLabels = new Set(['First touch', 'Landing page', 'Referrer']);

/** The notification of a lead: `duplicateOfAt` is when the lead it repeats was received. */
export function renderLeadNotification(lead: LeadMailRow, duplicateOfAt: string | undefined): Notification {
  return renderNotification(
    {
      id: lead.id,
      kind: lead.kind,
      createdAt: lead.created_at,
      fields: [...contactFields(lead), ...recordFields(lead, duplicateOfAt)].filter(
        ([label, v]) => v !== undefined || !recordLabels.has(label),
      ),
    },
    leadNotificationSubject(lead),
  );
}

/**
 * Reads the lead (and when the lead it repeats was received) and renders its notification, with
 * the visitor's address to reply to. A lead that is gone or erased has no notification: throws.
 */
export async function leadNotificationFor(
  db: Kysely<Database>,
  leadId: string,
): Promise<Notification & { replyTo: string }> {
  // One read: the lead, and when the lead it repeats was received.
  const lead = await db
    .selectFrom('leads as l')
    .leftJoin('leads as original', 'original.id', 'l.duplicate_of')
    .select(leadMailColumns.map((c) => `l.${c}` as const))
    .select('original.created_at as duplicate_of_at')
    .where('l.id', '=', leadId)
    .executeTakeFirst();
  if (!lead || lead.erased_at !== null) throw new Error('the lead was erased: its notification is not sent');
  return { replyTo: lead.email, ...renderLeadNotification(lead, lead.duplicate_of_at ?? undefined) };
}
