// Mail to a visitor about a privacy request: the confirmation link, and the copy of their data,
// in the language of the page the request was made from (issue 37: a request made in Spanish is
// answered in Spanish). The Spanish is US Spanish with usted, in the site's terms.

import { site } from '../../content/site.ts';
import { siteContactsSeed } from '../../content/site-contacts.ts';
import { LANGUAGE_TAGS, type Language } from '../../contracts/languages.ts';
import type { AccessCopy } from '../../contracts/lead-views.ts';
import type { PrivacyRequestType } from '../../contracts/privacy.ts';
import { h, MailDocument, renderMailHtml } from './html.ts';
import type { Notification } from './notification.ts';

type PrivacyWords = {
  /** What the request asks, after "asked {site} to". */
  what: Record<PrivacyRequestType, string>;
  confirmSubject: (siteName: string) => string;
  asked: (siteName: string, what: string) => string;
  openLink: (hours: number, link: string) => string;
  ignore: string;
  copySubject: (siteName: string) => string;
  noneHeld: string;
  held: (count: number) => string;
  questions: (email: string) => string;
};

const words: Record<Language, PrivacyWords> = {
  en: {
    what: {
      'do-not-contact': 'stop contacting you (calls, texts and e-mail)',
      'do-not-sell': 'not sell or share your personal information',
      access: 'send you a copy of the information we hold for you',
      delete: 'delete the information we hold for you',
    },
    confirmSubject: (name) => `Confirm your privacy request to ${name}`,
    asked: (name, what) => `Someone, hopefully you, asked ${name} to ${what} for this e-mail address.`,
    openLink: (hours, link) => `To confirm, open this link within ${hours} hours: ${link}`,
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will change.',
    copySubject: (name) => `Your information held by ${name}`,
    noneHeld: 'We hold no requests for this e-mail address or phone number.',
    held: (n) =>
      `We hold ${n} request${n === 1 ? '' : 's'} for this e-mail address or phone number. Here is everything we keep with them. We also keep a salted one-way hash of the IP address each was sent from, which cannot be turned back into the address.`,
    questions: (email) => `Questions: ${email}.`,
  },
  es: {
    what: {
      'do-not-contact': 'deje de comunicarse con usted (llamadas, mensajes de texto y correos electrónicos)',
      'do-not-sell': 'no venda ni comparta su información personal',
      access: 'le envíe una copia de la información que tenemos sobre usted',
      delete: 'elimine la información que tenemos sobre usted',
    },
    confirmSubject: (name) => `Confirme su solicitud de privacidad a ${name}`,
    asked: (name, what) =>
      `Alguien, esperamos que usted, le pidió a ${name} que ${what} para este correo electrónico.`,
    openLink: (hours, link) =>
      `Para confirmar, abra este enlace dentro de las próximas ${hours} horas: ${link}`,
    ignore: 'Si usted no lo pidió, no haga caso de este correo: no cambiará nada.',
    copySubject: (name) => `Su información en ${name}`,
    noneHeld: 'No tenemos ninguna solicitud para este correo electrónico o número de teléfono.',
    held: (n) =>
      `Tenemos ${n} ${n === 1 ? 'solicitud' : 'solicitudes'} para este correo electrónico o número de teléfono. Aquí está todo lo que guardamos con ${n === 1 ? 'ella' : 'ellas'}. También guardamos un hash unidireccional con sal de la dirección IP desde la que se envió cada una, que no se puede volver a convertir en la dirección.`,
    questions: (email) => `Preguntas: ${email}.`,
  },
};

/** A privacy mail: its paragraphs, then (the access copy) the data as preformatted text. */
function PrivacyMail({
  title,
  language,
  paragraphs,
  data,
}: {
  title: string;
  language: Language;
  paragraphs: string[];
  data?: string;
}) {
  return h(
    MailDocument,
    { title, lang: LANGUAGE_TAGS[language], css: 'pre{white-space:pre-wrap}' },
    paragraphs.map((p) => h('p', { key: p }, p)),
    data ? h('pre', null, data) : null,
  );
}

function html(title: string, language: Language, paragraphs: string[], data?: string): string {
  return renderMailHtml(h(PrivacyMail, { title, language, paragraphs, data }));
}

export function renderPrivacyConfirmation(
  type: PrivacyRequestType,
  link: string,
  hours: number,
  language: Language = 'en',
): Notification {
  const w = words[language];
  const subject = w.confirmSubject(site.name);
  const paragraphs = [w.asked(site.name, w.what[type]), w.openLink(hours, link), w.ignore];
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html: html(subject, language, paragraphs) };
}

/** The access copy (leads/access-copy.ts, in the same language) as a mail. */
export function renderPrivacyCopy(
  copy: AccessCopy,
  language: Language = 'en',
  /** Where questions go: the site's e-mail address as the editors published it. */
  contactEmail: string = siteContactsSeed[language].email,
): Notification {
  const { leads } = copy;
  const w = words[language];
  const subject = w.copySubject(site.name);
  const intro = leads.length === 0 ? w.noneHeld : w.held(leads.length);
  const body = leads.map((lines) => lines.map((l) => `${l.label}: ${l.value}`).join('\n')).join('\n\n');
  const paragraphs = [intro, w.questions(contactEmail)];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${body}\n`,
    html: html(subject, language, paragraphs, body || undefined),
  };
}
