import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';

// The seed of the tools' `tool-page` documents (issue 38, decision 089): the plan finder's and the
// speed calculator's banners, in English and Spanish as the pages have said them. The tools' own
// words (fields, answers, announcements) stay in their catalogs, beside the code that says them.

export const toolPageSeed = {
  plans: {
    en: {
      banner: {
        title: 'Internet plans at your ZIP code',
        subTitle:
          'Every plan a provider reports at your ZIP code, with its full Broadband Facts label: the price after the intro rate, every fee, typical speeds and data caps.',
      },
    },
    es: {
      banner: {
        title: 'Planes de internet en su código postal',
        subTitle:
          'Cada plan que un proveedor reporta en su código postal, con su etiqueta de datos de banda ancha completa: el precio después de la tarifa promocional, todos los cargos, las velocidades típicas y los límites de datos.',
      },
    },
  },
  'speed-calculator': {
    en: {
      banner: {
        title: 'How much speed do I need?',
        subTitle:
          'Tell us who is online and what they do at the same time. We add it up from the FCC’s published figures, show every step, and find plans that are fast enough.',
      },
    },
    es: {
      banner: {
        title: '¿Cuánta velocidad necesito?',
        subTitle:
          'Díganos quién se conecta y qué hace al mismo tiempo. Lo sumamos con las cifras publicadas por la FCC, le mostramos cada paso y buscamos planes con la velocidad suficiente.',
      },
    },
  },
} satisfies Record<string, Record<Language, ContentData<'tool-page'>>>;

/** A tool page's key: its path without the slash. */
export type ToolPageKey = keyof typeof toolPageSeed;
