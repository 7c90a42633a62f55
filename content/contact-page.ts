import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { contactBanner, contactFormIntro, needHelp } from './contact.ts';

// The seed of the contact page's `contact-page` documents (issue 38, decision 089): the copy an
// editor changes (banner, the "Need help right now?" card, the message form's heading), in English
// from contact.ts and in Spanish as the page has said it. {hours} is the site's (site-contacts).

const contactPageEn: ContentData<'contact-page'> = {
  banner: {
    title: contactBanner.title,
    subTitle: contactBanner.subTitle,
  },
  needHelp: { title: needHelp.title, text: needHelp.text },
  form: { title: contactFormIntro.title, lead: contactFormIntro.lead },
};

const contactPageEs: ContentData<'contact-page'> = {
  banner: {
    title: 'Contáctenos',
    subTitle:
      '¿Tiene preguntas sobre un plan o la cobertura en su dirección? Llámenos, escríbanos un correo electrónico o envíenos un mensaje. Le atendemos {hours}.',
  },
  needHelp: {
    title: '¿Necesita ayuda ahora mismo?',
    text: 'Hable por chat con un especialista sobre planes, precios y la cobertura en su dirección.',
  },
  form: {
    title: 'Envíenos un mensaje',
    lead: 'Cuéntenos qué busca y un especialista le responderá, normalmente el mismo día.',
  },
};

/** The key of the page's one document per language. */
export const CONTACT_PAGE_KEY = 'contact';

export const contactPageSeed: Record<Language, ContentData<'contact-page'>> = {
  en: contactPageEn,
  es: contactPageEs,
};
