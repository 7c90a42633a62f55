import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { aboutBanner, aboutSectionWords, achievements, mission, story, team, whatWeDo } from './about.ts';
import { aboutPageEs } from './about-page.es.ts';

// The seed of the About page's `about-page` documents (issue 38, decision 089): the copy an editor
// changes (banner, headings, cards, story, mission, counters, team), in English from about.ts and in
// Spanish from about-page.es.ts.
// The story is rich text: its paragraphs with a blank line between them.

const aboutPageEn: ContentData<'about-page'> = {
  banner: { title: aboutBanner.title, subTitle: aboutBanner.subTitle },
  sections: aboutSectionWords,
  whatWeDo,
  story: story.paragraphs.join('\n\n'),
  mission: { text: mission.text, points: [...mission.points] },
  achievements: achievements.map((a) => ({ ...a })),
  team: team.map((m) => ({ ...m })),
};

/** The key of the page's one document per language. */
export const ABOUT_PAGE_KEY = 'about';

export const aboutPageSeed: Record<Language, ContentData<'about-page'>> = {
  en: aboutPageEn,
  es: aboutPageEs,
};
