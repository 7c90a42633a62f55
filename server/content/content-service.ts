// app.content (decision 089): the editors' documents, publishing and the site each server serves.
// A publish goes live on the server that takes it (render, swap, serve); every other server sees
// the new live publish on its next sync and renders the same set from its own build, so servers
// share the database and nothing else. A release is named by the publish and the build it was
// rendered with: after a deploy, a server renders the live set again with the new build.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import {
  type PublishedLists,
  type PublishedProvider,
  publishedLists,
} from '../../content/providers/directory.ts';
import {
  type ContentData,
  type ContentKind,
  type DocumentRef,
  documentId,
  documentIn,
  type PublishedSet,
} from '../../contracts/content-documents.ts';
import type { ImageExtension } from '../../contracts/media.ts';
import type { Db } from '../db/database.ts';
import type { AuditBy } from '../shared/audit.ts';
import type { Clock } from '../shared/clock.ts';
import { Unavailable } from '../shared/errors.ts';
import type { Log } from '../shared/log.ts';
import { imageBytes, saveImage } from './images.ts';
import { pagesOf, publishRelease } from './publish.ts';
import { activateRelease, pruneReleases } from './releases.ts';
import { renderPages, serverBuild } from './render-pages.ts';
import {
  addProvider,
  cancelPublish,
  documentHistory,
  duePublishes,
  getDocument,
  goLive,
  listDocuments,
  listPublishes,
  livePublish,
  type PublishRow,
  requestPublish,
  saveDraft,
  seedContent,
} from './store.ts';

export type ContentServiceOptions = {
  db: Db;
  /** The client build (BUILD_DIR): every release's base, served as it is while nothing is published. */
  clientDir: string;
  /** The build's server bundle beside it (build/server/index.js): it renders the pages. */
  serverBuildFile: string;
  /** Where releases are written (DATA_DIR/site). */
  siteDir: string;
  /** Serves a directory as the site (the static plugin's serve). */
  serve: (clientDir: string) => void;
  clock: Clock;
  log: Pick<Log, 'info' | 'error'>;
  /**
   * Writes what nginx needs to serve a release (its include, with each page's CSP and the release
   * as root: scripts/nginx-static.ts) beside the release's client directory.
   */
  writeNginxInclude?: (clientDir: string, servedFrom: string) => Promise<unknown>;
};

/** The release of the build with nothing published: what a fresh install serves. */
const BASE = 'base';

export class ContentService {
  private readonly o: ContentServiceOptions;
  /** The publish this server serves (undefined: the build, nothing published). */
  private served: string | undefined;
  /** The publish this server serves, as a lead records it: null while it serves the build's own content. */
  /** The published set this server serves (empty: the build's own content). */
  private servedSet: PublishedSet = {};

  /**
   * A document's data as the site this server serves shows it: the published version, or the
   * seed's (`seed`) while none is. What an API answer that repeats a page's data reads, so the
   * answer and the page agree.
   */
  shown<K extends ContentKind>(ref: DocumentRef<K>, seed: () => ContentData<K>): ContentData<K> {
    return documentIn(this.servedSet, ref, seed);
  }

  /** Every service's providers as the site this server serves lists them (the ZIP code answer): one object per publish. */
  get providerLists(): PublishedLists {
    if (this.providers?.set !== this.servedSet)
      this.providers = { set: this.servedSet, lists: publishedLists(this.servedSet) };
    return this.providers.lists;
  }
  private providers: { set: PublishedSet; lists: PublishedLists } | undefined;

  /** The internet providers as the site this server serves lists them. */
  get internetProviders(): readonly PublishedProvider[] {
    return this.providerLists.internet;
  }

  get servedPublish(): string | null {
    return this.served === undefined || this.served === BASE ? null : this.served;
  }

  /** Publishes this server is taking live now. */
  private goingLive = 0;

  /** One render at a time on this server. */
  private rendering: Promise<unknown> = Promise.resolve();

  constructor(options: ContentServiceOptions) {
    this.o = options;
  }

  list = (filter: Parameters<typeof listDocuments>[1]) => listDocuments(this.o.db, filter);
  get = (ref: DocumentRef) => getDocument(this.o.db, ref);
  history = (ref: DocumentRef) => documentHistory(this.o.db, ref);
  publishes = () => listPublishes(this.o.db);
  cancel = (id: string, by: AuditBy) => cancelPublish(this.o.db, id, by, this.o.clock());
  saveDraft = (ref: DocumentRef, input: { data: unknown; rev: number }, by: AuditBy) =>
    saveDraft(this.o.db, ref, input, by, this.o.clock());
  /** Adds a provider of a service: its document, with a draft that puts it on the site, and its provider pages. */
  addProvider = (input: Parameters<typeof addProvider>[1], by: AuditBy) =>
    addProvider(this.o.db, input, by, this.o.clock());
  /** Checks and stores an uploaded image (a 422 in words when it is refused). */
  uploadImage = (upload: { name: string; bytes: Uint8Array }, by: AuditBy) =>
    saveImage(this.o.db, upload, by, this.o.clock());
  /**
   * A stored image's bytes by its /media/ path's hash and extension. An image never changes (its
   * name is its hash), so one read is kept in memory (up to 32 MB, the least recently shown
   * dropped first): a page of logos costs the database nothing after its first visitor.
   */
  async image(id: string, extension: ImageExtension) {
    const key = `${id}.${extension}`;
    const kept = this.images.get(key);
    if (kept) return kept;
    const found = await imageBytes(this.o.db, id, extension);
    if (found) this.images.set(key, found);
    return found;
  }
  private readonly images = new LRUCache<string, { bytes: Uint8Array; mediaType: string }>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (image) => image.bytes.length,
  });

  /**
   * Seeds a fresh install and serves the live publish, or the build itself as a release when
   * nothing is published (so `current`, which nginx serves, always exists); run once at start.
   */
  async start(): Promise<void> {
    const seeded = await seedContent(this.o.db, this.o.clock());
    if (seeded) this.o.log.info({ documents: seeded }, 'content seeded');
    // A live publish this build cannot render (a schema that changed under it) must not keep the
    // server down: it serves the build, says so, and the next sync tries again.
    try {
      await this.sync();
    } catch (err) {
      this.o.log.error({ err }, 'the live publish could not be rendered: serving the build as it is');
    }
    // No build to serve (a server started for its API only): nothing to release.
    if (this.served === undefined && existsSync(this.o.clientDir)) {
      try {
        await this.render(BASE, {});
      } catch (err) {
        this.o.log.error({ err }, 'the build could not be released: serving it from its directory');
      }
    }
  }

  /**
   * Publishes drafts (of `refs`, or all) now, or at `publishAt` (the scheduler takes it live then).
   * A render that fails leaves the site as it was, marks the publish failed and throws the reason.
   */
  async publish(input: { refs?: DocumentRef[]; publishAt?: number }, by: AuditBy): Promise<PublishRow> {
    const now = this.o.clock();
    const row = await requestPublish(this.o.db, input, by, now);
    if (input.publishAt !== undefined && input.publishAt > now) return row;
    return this.goLive(row.id);
  }

  /** Publishes version `version` of a document again, as a new version. */
  async rollback(ref: DocumentRef, version: number, by: AuditBy): Promise<PublishRow> {
    const row = await requestPublish(this.o.db, { rollbackTo: { ref, version } }, by, this.o.clock());
    return this.goLive(row.id);
  }

  /**
   * Takes a publish live here. Meanwhile sync() stands still: the database still names the publish
   * before this one as live until it is done, and serving that again would undo this one.
   */
  private async goLive(id: string): Promise<PublishRow> {
    this.goingLive++;
    try {
      return await goLive(this.o.db, id, (publishId, set) => this.render(publishId, set), this.o.clock);
    } finally {
      this.goingLive--;
    }
  }

  /** Takes every publish due by now live, then serves the live publish if this server does not. */
  async tick(): Promise<void> {
    for (const due of await duePublishes(this.o.db, this.o.clock())) {
      if (due.status === 'publishing')
        this.o.log.error(
          { publish: due.id },
          'a publish was left half-done by a server that stopped: taking it over',
        );
      try {
        await this.goLive(due.id);
        this.o.log.info({ publish: due.id }, 'scheduled publish live');
      } catch (error) {
        this.o.log.error({ publish: due.id, err: error }, 'scheduled publish failed');
      }
    }
    await this.sync();
  }

  /** Serves the live publish, rendering it with this server's build if it has not yet. */
  async sync(): Promise<void> {
    if (this.goingLive > 0) return;
    const live = await livePublish(this.o.db);
    if (!live || live.id === this.served || this.goingLive > 0) return;
    await this.render(live.id, live.set);
    this.o.log.info({ publish: live.id }, 'serving the live publish');
  }

  /**
   * The document's page rendered with its draft over the live set, without its scripts (a preview
   * is for looking at: nothing of it runs). A draft with problems throws the RenderError that
   * names them.
   */
  async preview(ref: DocumentRef): Promise<string> {
    const doc = await getDocument(this.o.db, ref);
    const live = await livePublish(this.o.db);
    const set: PublishedSet = { ...live?.set, [documentId(ref)]: { version: 0, data: doc.draft.data } };
    const [path] = pagesOf(ref, doc.draft.data);
    if (!path) throw new Error(`${documentId(ref)} is on no page`);
    const serverBuildFile = this.serverBuildFile();
    const run = this.rendering.then(() => renderPages({ serverBuildFile, paths: [path], published: set }));
    this.rendering = run.catch(() => undefined);
    const html = (await run).find((f) => f.path.endsWith('index.html'))?.contents ?? '';
    return html
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  }

  /** The build's server bundle, which every render needs: a 503 saying so on a server without it. */
  private serverBuildFile(): string {
    const file = this.o.serverBuildFile;
    if (!existsSync(file))
      throw new Unavailable('This server has no build to render pages with (npm run build).', 60);
    return file;
  }

  /**
   * The build's identity in a release's name, so that a deploy renders the live set again: the
   * server bundle's asset version, or (a build without one: nothing can be rendered, only served)
   * the time its client directory was written.
   */
  private async buildVersion(): Promise<string> {
    const file = this.o.serverBuildFile;
    if (existsSync(file)) return (await serverBuild(file)).assets.version;
    return `files${Math.round(statSync(this.o.clientDir).mtimeMs).toString(36)}`;
  }

  private render(publishId: string, set: PublishedSet): Promise<{ pages: number }> {
    if (Object.keys(set).length) this.serverBuildFile();
    const run = this.rendering.then(async () => {
      const release = `${publishId}-${await this.buildVersion()}`;
      let pages = 0;
      if (existsSync(join(this.o.siteDir, 'releases', release))) activateRelease(this.o.siteDir, release);
      else
        pages = (
          await publishRelease({
            clientDir: this.o.clientDir,
            serverBuildFile: this.o.serverBuildFile,
            siteDir: this.o.siteDir,
            id: release,
            published: set,
            ...(this.o.writeNginxInclude ? { finish: this.o.writeNginxInclude } : {}),
          })
        ).pages.length;
      this.o.serve(join(this.o.siteDir, 'releases', release, 'client'));
      this.served = publishId;
      this.servedSet = set;
      pruneReleases(this.o.siteDir, 4, this.o.clock());
      return { pages };
    });
    this.rendering = run.catch(() => undefined);
    return run;
  }
}
