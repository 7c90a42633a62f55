import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { contactBanner, needHelp } from './contact.ts';

// The seed of the contact page's `contact-page` documents (issue 38, decision 089): the copy an
// editor changes (banner, the headings, the "Need help right now?" card), in English
// from contact.ts and in Spanish as the page has said it. {hours} is the site's (site-contacts).

const contactPageEn: ContentData<'contact-page'> = {
  banner: {
    title: contactBanner.title,
    subTitle: contactBanner.subTitle,
  },
  getInTouch: { eyebrow: 'Get in touch', title: 'Visit, call or write to us' },
  needHelp: { title: needHelp.title, text: needHelp.text },
  form: {
    eyebrow: 'Write to us',
    title: 'Send Us A Message',
    lead: 'Tell us what you are looking for and a specialist will get back to you, usually the same day.',
  },
};

const contactPageEs: ContentData<'contact-page'> = {
  banner: {
    title: 'Contáctenos',
    subTitle:
      '¿Tiene preguntas sobre un plan o la cobertura en su dirección? Llámenos, escríbanos un correo electrónico o envíenos un mensaje. Le atendemos {hours}.',
  },
  getInTouch: { eyebrow: 'Comuníquese con nosotros', title: 'Visítenos, llámenos o escríbanos' },
  needHelp: {
    title: '¿Necesita ayuda ahora mismo?',
    text: 'Hable por chat con un especialista sobre planes, precios y la cobertura en su dirección.',
  },
  form: {
    eyebrow: 'Escríbanos',
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
