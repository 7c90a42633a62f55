import type { RouterContextProvider } from 'react-router';
import { aboutPageSeed } from '../../content/about-page.ts';
import { homePageSeed } from '../../content/home-page.ts';
import { languageOfPath } from '../../content/page-paths.ts';
import { shareImagesEs } from '../../content/share-images.es.ts';
import { shareImages } from '../../content/share-images.ts';
import { site } from '../../content/site.ts';
import { parseRichText } from '../../contracts/rich-text.ts';
import { published } from './published-content';

// The loaders of the pages whose copy editors change (issue 38, decision 089): the home page's
// `home-page` document and the About page's `about-page`, as published or the seed, rich text read
// into the paragraphs the page renders. A loader's module: no page's chunk carries the copy's
// other language, the seed's modules or the Markdown parser.

/** The key of the home page's one document per language. */
export const HOME_PAGE_KEY = 'home';

export function homeLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const language = languageOfPath(new URL(request.url).pathname);
  const doc = published(
    context,
    { kind: 'home-page', key: HOME_PAGE_KEY, language },
    () => homePageSeed[language],
  );
  // A title an editor changed is on the share image too (server/content/publish.ts): its alt says it.
  const card = (language === 'es' ? shareImagesEs : shareImages).home;
  return {
    ...(doc.banner.title === card.title ? {} : { shareAlt: `${site.name}: ${doc.banner.title}` }),
    ...doc,
    faqs: doc.faqs.map(({ question, answer }) => {
      const { paragraphs } = parseRichText(answer);
      return { title: question, paragraphs };
    }),
  };
}

/** The key of the About page's one document per language. */
export const ABOUT_PAGE_KEY = 'about';

/** The About page's loader: its `about-page` document as published, or the seed, its story read into paragraphs. */
export function aboutLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const language = languageOfPath(new URL(request.url).pathname);
  const doc = published(
    context,
    { kind: 'about-page', key: ABOUT_PAGE_KEY, language },
    () => aboutPageSeed[language],
  );
  return { ...doc, story: parseRichText(doc.story).paragraphs };
}
