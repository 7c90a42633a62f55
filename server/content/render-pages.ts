// Renders prerendered pages again with the built server bundle (build/server/index.js), as the
// build's prerender did, with the editors' published documents in each request's router context
// (decision 089). React Router's prerender (its Vite plugin, @react-router/dev) asks the bundle's
// request handler for each path: the `.data` of a page whose routes have loaders, then the page
// with that data in a header; a resource route's data and body. This asks the same requests of
// the same handler and applies the build's one page transform (paint before hydration, decision
// 006), so a render with nothing published is the build's own output byte for byte
// (tests/e2e/publish.test.ts holds it to that for every page).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type createContext,
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { SPA_FALLBACK } from '../../content/pages.ts';
import type { PageDates, PublishedSet } from '../../contracts/content-documents.ts';
import { assertDeferred, deferHydration } from './defer-hydration.ts';

/** One file of a render: its path below the client build (`plans/index.html`) and its text. */
/** A rendered file (`page`: the path it was rendered for, which may write two: its HTML and its data). */
export type RenderedFile = { path: string; contents: string; page: string };

/** A render that could not finish: which path, and why. Nothing of it may be published. */
export class RenderError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.path = path;
  }
}

/** A failure in words: a schema's issues by field, an error's message, or the answer's start. */
function why(failure: unknown, body: string): string {
  const issues = (failure as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues;
  if (Array.isArray(issues))
    return issues.map((i) => `${i.path.map(String).join('.') || 'document'}: ${i.message}`).join('; ');
  if (failure instanceof Error) return failure.message;
  return body.slice(0, 300).replace(/\s+/g, ' ');
}

type BuildRoute = ServerBuild['routes'][string];

/** The build's route table as a tree, for matchRoutes (React Router keeps a flat record). */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((r): r is NonNullable<BuildRoute> => r !== undefined && r.parentId === parentId)
      .map((r) => {
        const below = children(r.id);
        return r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: below };
      });
  return children(undefined);
}

const loaded = new Map<string, Promise<ServerBuild>>();

/** The built server bundle, imported once per process. */
export function serverBuild(file: string): Promise<ServerBuild> {
  const url = pathToFileURL(resolve(file)).href;
  let build = loaded.get(url);
  if (!build) {
    build = import(url) as Promise<ServerBuild>;
    loaded.set(url, build);
  }
  return build;
}

/**
 * Renders `paths` (as the build's prerender list spells them) with the bundle at `serverBuildFile`
 * and `published` in every loader's context. Throws a RenderError for the first path that does not
 * answer 200 (a loader that throws, a published document that does not parse).
 */
export async function renderPages(options: {
  serverBuildFile: string;
  paths: readonly string[];
  published: PublishedSet;
  /** The day each page was last changed by a publish (the sitemap's lastmod). */
  pageDates?: PageDates;
}): Promise<RenderedFile[]> {
  if (!options.paths.length) return [];
  const build = await serverBuild(options.serverBuildFile);
  const exported = build.entry.module as {
    publishedContext?: ReturnType<typeof createContext<PublishedSet>>;
    pageDatesContext?: ReturnType<typeof createContext<PageDates>>;
  };
  const key = exported.publishedContext;
  const datesKey = exported.pageDatesContext;
  if (!key || !datesKey)
    throw new RenderError('/', 'the server bundle does not export publishedContext (app/entry.server.tsx)');
  // The reason a loader failed, for the RenderError: React Router reports it to the entry's
  // handleError and answers 500 with no detail.
  let failure: unknown;
  const handleError = (error: unknown) => {
    failure ??= error;
  };
  // With `ssr: false` the handler renders only the paths of the build's prerender list; a page a
  // publish adds (a provider added in the console: decision 089) is one of this render's paths.
  const prerender = [...new Set([...build.prerender, ...options.paths])];
  const handler = createRequestHandler(
    { ...build, prerender, entry: { module: { ...build.entry.module, handleError } } },
    'production',
  );
  const tree = routeTree(build.routes);
  const context = () =>
    new RouterContextProvider(
      new Map<ReturnType<typeof createContext>, unknown>([
        [key, options.published],
        [datesKey, options.pageDates ?? {}],
      ]),
    );
  const ask = async (path: string, request: Request) => {
    failure = undefined;
    const response = await handler(request, context());
    const body = await response.text();
    if (response.status !== 200)
      throw new RenderError(path, `answered ${response.status}: ${why(failure, body)}`);
    return body;
  };

  // React Router's handler honours the prerender headers only in a build request (its own
  // prerender sets the same variable around its requests).
  const url = (p: string) => new URL(p, 'http://localhost');
  const before = process.env.IS_RR_BUILD_REQUEST;
  process.env.IS_RR_BUILD_REQUEST = 'yes';
  try {
    const out: RenderedFile[] = [];
    for (const path of options.paths) {
      if (path === SPA_FALLBACK) {
        // The console's shell: the root route alone, as the prerender asks for it.
        const request = new Request(url('/'), { headers: { 'X-React-Router-SPA-Mode': 'yes' } });
        out.push({
          path: SPA_FALLBACK.slice(1),
          contents: deferHydration(await ask(path, request)),
          page: path,
        });
        continue;
      }
      const matches = matchRoutes(tree, path) ?? [];
      const leaf = matches.at(-1)?.route.id;
      if (!leaf) throw new RenderError(path, 'no route answers this path');
      const leafModule = build.routes[leaf]?.module;
      const hasLoader = matches.some((m) => build.routes[m.route.id ?? '']?.module.loader);
      const dataPath = path.endsWith('/') ? `${path}_.data` : `${path}.data`;
      if (leafModule && !leafModule.default && !leafModule.ErrorBoundary) {
        // A resource route (sitemap.xml, robots.txt): its data, then its body.
        const dataUrl = url(dataPath);
        dataUrl.searchParams.set('_routes', leaf);
        out.push({ path: dataPath.slice(1), contents: await ask(path, new Request(dataUrl)), page: path });
        out.push({ path: path.slice(1), contents: await ask(path, new Request(url(path))), page: path });
        continue;
      }
      const headers = new Headers();
      if (hasLoader) {
        const data = await ask(path, new Request(url(dataPath)));
        out.push({ path: dataPath.slice(1), contents: data, page: path });
        const encoded = encodeURI(data);
        if (encoded.length < 8 * 1024) headers.set('X-React-Router-Prerender-Data', encoded);
      }
      const pagePath = `${path}/`.replace(/\/\/+$/, '/');
      const html = deferHydration(await ask(path, new Request(url(pagePath), { headers })));
      const file = `${pagePath.slice(1)}index.html`;
      assertDeferred(html, file);
      out.push({ path: file, contents: html, page: path });
    }
    return out;
  } finally {
    if (before === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = before;
  }
}
