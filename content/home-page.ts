import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { homeFaqs } from './faqs.ts';
import { homeBanner, homeSectionWords, specialOffer, whyChooseUs } from './home.ts';
import { homePageEs } from './home-page.es.ts';
import { homePackages } from './packages.ts';
import { testimonials } from './testimonials.ts';

// The seed of the home page's `home-page` documents (issue 38, decision 089): the copy an editor
// changes (banner, section headings, reasons and figures, packages, special offer, testimonials,
// FAQ), in English from the modules SPEC 2's content
// has always lived in, and in Spanish from home-page.es.ts. The page's loader renders the published
// document, or this when none is published (the build's own prerender).

const homePageEn: ContentData<'home-page'> = {
  banner: { title: homeBanner.title, subTitle: homeBanner.subTitle },
  sections: {
    ...homeSectionWords,
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      lead: 'Anything else? Call us at {phone}, {hours}.',
    },
  },
  whyChooseUs: {
    points: whyChooseUs.points.map((p) => ({ heading: p.serviceHeading, description: p.serviceDescription })),
    figures: whyChooseUs.stats.map(({ value, label }) => ({ value, label })),
  },
  packages: homePackages.map((p) => ({ ...p, packageDescription: [...p.packageDescription] })),
  specialOffer: {
    title: specialOffer.title,
    description: specialOffer.description,
    points: [...specialOffer.points],
    note: specialOffer.note,
  },
  testimonials: testimonials.map(({ text, name, city }) => ({ text, name, city })),
  faqs: homeFaqs.map((f) => ({ question: f.title, answer: f.description })),
};

/** The key of the page's one document per language. */
export const HOME_PAGE_KEY = 'home';

export const homePageSeed: Record<Language, ContentData<'home-page'>> = { en: homePageEn, es: homePageEs };
