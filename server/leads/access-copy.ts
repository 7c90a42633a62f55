// What a person's confirmed access request returns (contracts/lead-views.ts, AccessCopy): every
// stored field of each of their leads that is not erased, as labelled lines, oldest lead first.
// Labelled in the request's language; the mail's wording is server/mail/privacy-mail.ts's; the
// privacy service queues it.

import { LANGUAGE_NAMES, type Language } from '../../contracts/lead-record.ts';
import type { AccessCopy } from '../../contracts/lead-views.ts';
import type { Db } from '../db/database.ts';
import type { LeadsTable } from '../db/schema.ts';
import { storedPackage } from './lead-package.ts';
import { type Contact, contactMatch } from './leads-repo.ts';

/** Each stored field with its label in each language (US Spanish: the privacy mail's words). */
const copyColumns: [keyof LeadsTable, Record<Language, string>][] = [
  ['id', { en: 'Request ID', es: 'ID de la solicitud' }],
  ['kind', { en: 'Kind', es: 'Tipo' }],
  ['created_at', { en: 'Received', es: 'Recibida' }],
  ['name', { en: 'Name', es: 'Nombre' }],
  ['email', { en: 'E-mail', es: 'Correo electrónico' }],
  ['phone', { en: 'Phone', es: 'Teléfono' }],
  ['zip_code', { en: 'ZIP code', es: 'Código postal' }],
  ['address', { en: 'Address', es: 'Dirección' }],
  ['city', { en: 'City', es: 'Ciudad' }],
  ['subject', { en: 'Subject', es: 'Asunto' }],
  ['comment', { en: 'Comment', es: 'Comentario' }],
  ['package_json', { en: 'Plan', es: 'Plan' }],
  ['page', { en: 'Page', es: 'Página' }],
  ['language', { en: 'Language of the page', es: 'Idioma de la página' }],
  ['utm_source', { en: 'Campaign source', es: 'Fuente de la campaña' }],
  ['utm_medium', { en: 'Campaign medium', es: 'Medio de la campaña' }],
  ['utm_campaign', { en: 'Campaign', es: 'Campaña' }],
  ['landing_page', { en: 'Landing page', es: 'Página de llegada' }],
  ['referrer', { en: 'Referring site', es: 'Sitio de referencia' }],
  ['consent_version', { en: 'Consent notice version', es: 'Versión del aviso de consentimiento' }],
  ['consent_at', { en: 'Consent given', es: 'Consentimiento otorgado' }],
  ['gpc', { en: 'Global Privacy Control', es: 'Global Privacy Control' }],
  ['do_not_sell', { en: 'Do not sell or share', es: 'No vender ni compartir' }],
  ['do_not_contact', { en: 'Do not contact', es: 'No contactar' }],
  ['user_agent', { en: 'Browser', es: 'Navegador' }],
];

/** The words of the stored codes a reader meets in the copy: the lead's kind and yes / no. */
const valueWords: Record<Language, { yes: string; no: string; kind: Record<LeadsTable['kind'], string> }> = {
  en: {
    yes: 'yes',
    no: 'no',
    kind: { contact: 'contact', availability: 'availability', package: 'package' },
  },
  es: { yes: 'sí', no: 'no', kind: { contact: 'contacto', availability: 'disponibilidad', package: 'plan' } },
};

function copyValue(lead: LeadsTable, key: keyof LeadsTable, language: Language): string {
  // The plan as stored, all of it (the label rows the visitor saw included).
  if (key === 'package_json') {
    const plan = storedPackage(lead);
    return plan ? JSON.stringify(plan) : '';
  }
  if (key === 'language') return LANGUAGE_NAMES[lead.language];
  const w = valueWords[language];
  if (key === 'kind') return w.kind[lead.kind];
  const v = lead[key];
  return typeof v === 'number' ? (v ? w.yes : w.no) : String(v ?? '');
}

/**
 * The access copy of a contact, read in `db` (the request's transaction). Following the mailed
 * link proves the e-mail address and nothing else, so the leads are matched by e-mail only.
 */
export async function accessCopy(db: Db, contact: Contact, language: Language = 'en'): Promise<AccessCopy> {
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where(contactMatch(contact, false))
    .where('erased_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return {
    leads: leads.map((l) =>
      copyColumns.map(([key, label]) => ({ label: label[language], value: copyValue(l, key, language) })),
    ),
  };
}
