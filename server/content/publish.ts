// Publishing (decision 089): the site as the build made it, with the pages that the published
// documents touch rendered again from them, staged as a release and made live in one rename.
// A release always starts from the build, so it holds every published document (not only the one
// just changed), and a rollback is a publish of the set with the earlier version in it.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { categoryPaths, genericDetailPath, providerPath } from '../../content/base/paths.ts';
import { homePageSeed } from '../../content/home-page.ts';
import { languageOfPath, spanishPath } from '../../content/page-paths.ts';
import { allPages, consolePrerenderPaths, SPA_FALLBACK } from '../../content/pages.ts';
import { providerNames, providersByCategory, tilesOnListing } from '../../content/provider-logos.ts';
import {
  isCodeProvider,
  providerOfPage,
  publishedProvidersOf,
  SERVICES,
  serviceOfKind,
  slugOfProviderKey,
} from '../../content/providers/directory.ts';
import { shareImagesEs } from '../../content/share-images.es.ts';
import { shareImagePath, shareImages } from '../../content/share-images.ts';
import { toolPageSeed } from '../../content/tool-pages.ts';
import {
  type ContentKind,
  contentKinds,
  type DocumentRef,
  documentIn,
  type PageDates,
  type PublishedSet,
} from '../../contracts/content-documents.ts';
import { activateRelease, type ReleaseFile, stageRelease } from './releases.ts';
import { renderPages } from './render-pages.ts';

const SITEMAP = '/sitemap.xml';

/** A service's provider pages in English: the generic page (internet, streaming) first, then each provider's. */
function providerPages(category: keyof typeof providerPath): string[] {
  const generic = category === 'tv' ? [] : [genericDetailPath[category]];
  return [...generic, ...providersByCategory[category].map((p) => providerPath[category](p.slug))];
}

/** Every page of both languages and the console's pages (their menus, their contacts). */
const everyPage = () => [...allPages().map((p) => p.path), ...consolePrerenderPaths, SPA_FALLBACK];

/**
 * The prerendered pages a document is rendered into; `data`, the version rendered (an added
 * provider's own pages exist only while it is listed).
 */
export function pagesOf(ref: DocumentRef, data?: unknown): string[] {
  const inLanguage = (path: string) => (ref.language === 'es' ? spanishPath(path) : path);
  switch (ref.kind) {
    case 'provider-packages': {
      // The provider pages read them: internet and streaming (app/lib/provider-detail.ts, the
      // generic page included), TV (app/routes/tv-provider.tsx, a provider's page only).
      const [category, slug] = ref.key.split('/') as [keyof typeof providerPath, string | undefined];
      if (!(category in providerPath)) throw new Error(`provider-packages ${ref.key}: unknown category`);
      if (slug) return [inLanguage(providerPath[category](slug))];
      if (category === 'tv') throw new Error('provider-packages tv: there is no generic TV page');
      return [inLanguage(genericDetailPath[category])];
    }
    case 'home-page':
      // The home page reads it (app/lib/page-copy.ts).
      return [inLanguage('/')];
    case 'about-page':
      return [inLanguage('/about-us')];
    case 'contact-page':
      return [inLanguage('/contact-us')];
    case 'tool-page': {
      // The plan finder (/plans) or the speed calculator: its key is its path.
      if (!(ref.key in toolPageSeed)) throw new Error(`tool-page ${ref.key}: unknown tool`);
      return [inLanguage(`/${ref.key}`)];
    }
    case 'listing-page': {
      // The listing page first (a preview shows it), then the service's provider pages, which show
      // its testimonials (app/lib/page-copy.ts, serviceTestimonials): the generic page and each provider's.
      const category = ref.key as keyof typeof categoryPaths;
      if (!(category in categoryPaths)) throw new Error(`listing-page ${ref.key}: unknown service`);
      return [categoryPaths[category], ...providerPages(category)].map(inLanguage);
    }
    case 'tv-pages':
      // Every TV provider page shows its headings (app/routes/tv-provider.tsx); there is no generic one.
      return providerPages('tv').map(inLanguage);
    case 'internet-pages':
      // Every internet provider page shows them (app/routes/internet-detail.tsx), the generic one first.
      return providerPages('internet').map(inLanguage);
    case 'streaming-pages':
      return providerPages('streaming').map(inLanguage);
    case 'provider-logo': {
      // One document for both languages: the home pages (their top providers) and each listing
      // page whose tiles show the provider (content/provider-logos.ts), in English and Spanish.
      if (!providerNames.has(ref.key)) throw new Error(`provider-logo ${ref.key}: unknown provider`);
      const services = Object.keys(tilesOnListing) as (keyof typeof tilesOnListing)[];
      const has = (service: keyof typeof providersByCategory) =>
        providersByCategory[service].some((p) => p.slug === ref.key);
      // Its own services' listing pages first (a preview shows the first), then the others showing it.
      const own = services.filter(has);
      const others = services.filter((l) => !own.includes(l) && tilesOnListing[l].some(has));
      return [...own, ...others]
        .map((l) => categoryPaths[l])
        .concat('/')
        .flatMap((path) => [path, spanishPath(path)]);
    }
    case 'provider':
    case 'tv-provider':
    case 'streaming-provider': {
      // A provider of a service (decision 089): its own pages in both languages (a preview shows
      // the first) while it is on the site, and every page, whose menus and lists name it.
      const service = serviceOfKind(ref.kind);
      const slug = service && slugOfProviderKey(service, ref.key);
      if (!service || !slug) throw new Error(`${ref.kind} ${ref.key}: not a provider of its service`);
      const listed = (data as { listed?: unknown } | undefined)?.listed !== false;
      const own = listed ? [providerPath[service](slug), spanishPath(providerPath[service](slug))] : [];
      return [...own, ...everyPage()];
    }
    case 'site-contacts': {
      // Every page of the language shows them (its header and footer: app/root.tsx's loader); the
      // contact page first, the one a preview shows. In English the console's pages too.
      const contact = inLanguage('/contact-us');
      const pages = allPages()
        .map((p) => p.path)
        .filter((path) => path !== contact && languageOfPath(path) === ref.language);
      return [contact, ...pages, ...(ref.language === 'en' ? [...consolePrerenderPaths, SPA_FALLBACK] : [])];
    }
  }
}

/**
 * The providers' pages a set has, and those of the build it has not: a provider taken off the site
 * keeps its documents, and its pages are neither rendered nor in the release (an added one's never
 * were in the build; a code provider's are taken out of it).
 */
function providerPagesIn(set: PublishedSet): { has: (page: string) => boolean; gone: string[] } {
  const listed = new Map(
    SERVICES.flatMap((s) => {
      const list = publishedProvidersOf(set, s);
      return list ? [[s, new Set(list.map((p) => p.slug))] as const] : [];
    }),
  );
  if (!listed.size) return { has: () => true, gone: [] };
  const has = (page: string) => {
    const of = providerOfPage(page);
    return !of || listed.get(of.service)?.has(of.slug) !== false;
  };
  const gone = [...listed].flatMap(([service, slugs]) =>
    providersByCategory[service]
      .filter((p) => !slugs.has(p.slug))
      .flatMap((p) => [providerPath[service](p.slug), spanishPath(providerPath[service](p.slug))]),
  );
  return { has, gone };
}

/** Splits a PublishedSet key (`kind:key:language`) back into its reference. */
export function refOf(id: string): DocumentRef {
  const [kind, key, language] = id.split(':');
  if (!kind || !(kind in contentKinds) || !key || (language !== 'en' && language !== 'es'))
    throw new Error(`${id} names no document`);
  return { kind: kind as ContentKind, key, language };
}

/**
 * The home page's share image drawn again where its published title is not the build's (the card
 * shows the page's title): `share/home.png`, `share/es/home.png`. The drawing library loads only then.
 */
async function shareImageFiles(clientDir: string, published: PublishedSet): Promise<ReleaseFile[]> {
  const files: ReleaseFile[] = [];
  for (const id of Object.keys(published)) {
    const ref = refOf(id);
    if (ref.kind !== 'home-page') continue;
    const spanish = ref.language === 'es';
    const seed = (spanish ? shareImagesEs : shareImages).home;
    const { title } = documentIn(
      published,
      { ...ref, kind: 'home-page' },
      () => homePageSeed[ref.language],
    ).banner;
    if (title === seed.title) continue;
    const { drawShareImage } = await import('./share-image.ts');
    const logo = readFileSync(join(clientDir, 'favicon.svg'), 'utf8');
    files.push({
      path: shareImagePath('home', spanish).slice(1),
      contents: await drawShareImage({ ...seed, title }, logo),
    });
  }
  return files;
}

/**
 * `pages`: the pages of the published documents (and the sitemap); `rendered`: those rendered by
 * this publish (the others were rendered from the same documents for the release before it).
 */
export type PublishResult = { id: string; pages: string[]; rendered: number; changed: string[]; ms: number };

/**
 * What this process last released into a site directory, by page: a hash of what the page was
 * rendered from (every published document whose pages include it, and its sitemap date) and the
 * files its render wrote. A publish renders only the pages whose inputs changed and links the
 * others' files from that release: with a provider document published (on every page, its menus),
 * a price changed on one page renders that page, not all 105.
 */
type Released = { release: string; build: string; pages: Map<string, { key: string; files: string[] }> };
const lastReleased = new Map<string, Released>();

/** Each page's inputs (by pagesOf) as one hash. */
function pageKeys(published: PublishedSet, pageDates: PageDates): Map<string, string> {
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  for (const id of Object.keys(published).sort()) {
    const doc = published[id] as PublishedSet[string];
    const input = `${id}@${doc.version}:${JSON.stringify(doc.data)}\n`;
    for (const page of pagesOf(refOf(id), doc.data)) {
      const hash = hashes.get(page) ?? createHash('sha256');
      hashes.set(page, hash.update(input));
    }
  }
  return new Map([...hashes].map(([page, hash]) => [page, hash.update(pageDates[page] ?? '').digest('hex')]));
}

/**
 * Whether a page may be linked from the release before rather than rendered: never the sitemap
 * (every publish dates it) nor an added provider's page (the documents every page of its service
 * shows name only the code's providers' pages in pagesOf).
 */
function reusable(page: string): boolean {
  if (page === SITEMAP) return false;
  const provider = providerOfPage(page);
  return !provider || isCodeProvider(provider.slug);
}

/**
 * Renders the pages of every document in `published`, stages release `id` and makes it live.
 * A render that fails (RenderError) or a release that cannot be written throws before anything
 * served has changed.
 */
export async function publishRelease(options: {
  /** The client build (build/client, BUILD_DIR): every release's base. */
  clientDir: string;
  /** The build's server bundle (build/server/index.js): it renders the pages. */
  serverBuildFile: string;
  siteDir: string;
  id: string;
  published: PublishedSet;
  /** What else a release carries, written into its client directory's parent (nginx's include). */
  finish?: (clientDir: string, servedFrom: string) => Promise<unknown>;
}): Promise<PublishResult> {
  const started = performance.now();
  const pageDates: PageDates = {};
  for (const [id, doc] of Object.entries(options.published)) {
    for (const page of pagesOf(refOf(id), doc.data)) {
      const day = doc.at?.slice(0, 10);
      if (day && !(pageDates[page] && pageDates[page] > day)) pageDates[page] = day;
    }
  }
  const onSite = providerPagesIn(options.published);
  const changed = [
    ...new Set(Object.entries(options.published).flatMap(([id, doc]) => pagesOf(refOf(id), doc.data))),
  ]
    .filter(onSite.has)
    .sort();
  // The sitemap follows: the pages a publish changed carry its day as their lastmod.
  const pages = changed.length ? [...changed, SITEMAP] : [];
  // The pages the release before rendered from the same documents with this build are linked from it.
  const siteKey = resolve(options.siteDir);
  const build = `${resolve(options.serverBuildFile)}@${statSync(options.serverBuildFile).mtimeMs}`;
  const keys = pageKeys(options.published, pageDates);
  const before = lastReleased.get(siteKey);
  const beforeDir = before && join(options.siteDir, 'releases', before.release, 'client');
  const same = (page: string) => {
    const was = before?.build === build ? before.pages.get(page) : undefined;
    return was && was.key === keys.get(page) && reusable(page) ? was : undefined;
  };
  const reused = beforeDir && existsSync(beforeDir) ? pages.filter((p) => same(p)) : [];
  const rendered = await renderPages({
    serverBuildFile: options.serverBuildFile,
    paths: pages.filter((p) => !reused.includes(p)),
    published: options.published,
    pageDates,
  });
  const files = [...rendered, ...(await shareImageFiles(options.clientDir, options.published))];
  let staged: Awaited<ReturnType<typeof stageRelease>>;
  try {
    staged = await stageRelease({
      clientDir: options.clientDir,
      siteDir: options.siteDir,
      id: options.id,
      files,
      removed: onSite.gone,
      ...(beforeDir && reused.length
        ? { linked: { from: beforeDir, paths: reused.flatMap((p) => same(p)?.files ?? []) } }
        : {}),
      ...(options.finish ? { finish: options.finish } : {}),
    });
  } catch (error) {
    // The release before went away while it was linked (another server sharing the directory
    // pruned it): every page rendered after all.
    if (!reused.length || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    lastReleased.delete(siteKey);
    return publishRelease(options);
  }
  const released: Released = { release: staged.id, build, pages: new Map() };
  for (const page of reused) released.pages.set(page, same(page) as { key: string; files: string[] });
  for (const page of pages.filter((p) => !reused.includes(p)))
    released.pages.set(page, {
      key: keys.get(page) ?? '',
      files: rendered.filter((f) => f.page === page).map((f) => f.path),
    });
  lastReleased.set(siteKey, released);
  activateRelease(options.siteDir, staged.id);
  return {
    id: staged.id,
    pages,
    rendered: pages.length - reused.length,
    changed: staged.changed,
    ms: Math.round(performance.now() - started),
  };
}
