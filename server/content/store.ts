// The editors' documents (decision 089): drafts saved against the revision they were read at (a
// stale save is a 409, as a lead's is), every published version kept, and publishes, each the set
// of versions the pages render from. Rendering and swapping the pages is publish.ts; this is the
// storage and the rules.
import { randomUUIDv7 } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import diff from 'microdiff';
import { tvName } from '../../content/base/tv-name.ts';
import {
  isCodeProvider,
  providerKinds,
  providerRef,
  SERVICES,
  serviceOfKind,
  slugOfProviderKey,
} from '../../content/providers/directory.ts';
import type { ServiceCategory } from '../../contracts/content.ts';
import type { NewProviderInput } from '../../contracts/content-api.ts';
import {
  type ContentKind,
  contentKinds,
  type DocumentRef,
  documentId,
  type PublishedSet,
  withSeedFields,
} from '../../contracts/content-documents.ts';
import type { Language } from '../../contracts/languages.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AuditBy } from '../shared/audit.ts';
import { audit } from '../shared/audit.ts';
import { isoAt } from '../shared/clock.ts';
import { Conflict, Invalid, NotFound } from '../shared/errors.ts';
import { imageFields, partsProblems, publishProblems, sitePages } from './guards.ts';
import { missingImages } from './images.ts';
import { addedProviderPages, type SeedDocument, seedDocuments } from './seed.ts';

/** The seed's version number: what a fresh install shows, rendered by the build itself. */
export const SEED_VERSION = 1;

const where = (ref: DocumentRef) => ({ kind: ref.kind, doc_key: ref.key, language: ref.language }) as const;

/** The seed by document: its title for lists (the database keeps data, not names) and its data. */
let seedById: Map<string, SeedDocument> | undefined;
const seedOf = (ref: DocumentRef) => {
  seedById ??= new Map(seedDocuments().map((d) => [documentId(d.ref), d]));
  return seedById.get(documentId(ref));
};

/** A version's or draft's data as its kind reads it now: fields the kind gained since, from the seed (withSeedFields). */
const current = (ref: DocumentRef, data: unknown) => withSeedFields(data, seedOf(ref)?.data);

/**
 * Writes every document of the seed that the database does not have yet as its version 1 (a fresh
 * install, or a provider added in code since), and makes every version 1 the running build's seed
 * (a deploy that changed content/ changes what the pages show for a document never published, and
 * version 1 is what the build prerendered: what a rollback to it shows). Returns how many it
 * wrote or changed.
 */
export async function seedContent(
  db: Db,
  at: number,
  seeds: SeedDocument[] = seedDocuments(),
): Promise<number> {
  const have = new Set(
    (await db.selectFrom('content_documents').select(['kind', 'doc_key', 'language']).execute()).map((r) =>
      documentId({ kind: r.kind as ContentKind, key: r.doc_key, language: r.language as Language }),
    ),
  );
  const missing = seeds.filter((s) => !have.has(documentId(s.ref)));
  const firsts = new Map(
    (
      await db
        .selectFrom('content_versions')
        .select(['kind', 'doc_key', 'language', 'data_json'])
        .where('version', '=', SEED_VERSION)
        .execute()
    ).map((r) => [
      documentId({ kind: r.kind as ContentKind, key: r.doc_key, language: r.language as Language }),
      r.data_json,
    ]),
  );
  const changed = seeds.filter((s) => {
    const first = firsts.get(documentId(s.ref));
    return first !== undefined && first !== JSON.stringify(s.data);
  });
  if (!missing.length && !changed.length) return 0;
  await db.transaction().execute(async (trx) => {
    for (const s of changed)
      await trx
        .updateTable('content_versions')
        .set({ data_json: JSON.stringify(s.data) })
        .where((eb) => eb.and(where(s.ref)))
        .where('version', '=', SEED_VERSION)
        .execute();
    for (const s of missing)
      await createDocument(trx, s.ref, { data: s.data, by: 'seed', note: 'the seed (content/)' }, at);
  });
  return missing.length + changed.length;
}

/**
 * Writes a new document: its version 1 (`first`), live, and a draft over it when given. False, and
 * nothing written, when the document exists already.
 */
async function createDocument(
  trx: Db,
  ref: DocumentRef,
  first: { data: unknown; by: string; note: string },
  at: number,
  draft?: { data: unknown; by: string | null } | null,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('content_documents')
    .values({
      ...where(ref),
      published_version: SEED_VERSION,
      draft_rev: draft ? 1 : 0,
      ...(draft ? { draft_json: JSON.stringify(draft.data), draft_by: draft.by, draft_at: isoAt(at) } : {}),
      updated_at: isoAt(at),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await trx
    .insertInto('content_versions')
    .values({
      ...where(ref),
      version: SEED_VERSION,
      data_json: JSON.stringify(first.data),
      created_by: first.by,
      created_at: isoAt(at),
      note: first.note,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

export type DocumentSummary = {
  ref: DocumentRef;
  title: string;
  publishedVersion: number;
  hasDraft: boolean;
  updatedAt: string;
  draftBy: string | null;
};

/** The documents of a kind (or all), their titles matching `q` when given. */
export async function listDocuments(
  db: Db,
  filter: { kind?: ContentKind; q?: string } = {},
): Promise<DocumentSummary[]> {
  let query = db
    .selectFrom('content_documents')
    .selectAll()
    .orderBy('kind')
    .orderBy('doc_key')
    .orderBy('language');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const rows = await query.execute();
  const q = filter.q?.trim().toLowerCase();
  const title = await documentTitles(db);
  return rows
    .map((r) => {
      const ref = { kind: r.kind as ContentKind, key: r.doc_key, language: r.language as Language };
      return {
        ref,
        title: title(ref),
        publishedVersion: r.published_version,
        hasDraft: r.draft_json !== null,
        updatedAt: r.updated_at,
        draftBy: r.draft_by,
      };
    })
    .filter((d) => !q || d.title.toLowerCase().includes(q) || d.ref.key.includes(q));
}

/** The providers' names, by their document's key (`tv/dish`): their latest version's, or their draft's. */
async function providerNames(db: Db): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const kinds = Object.values(providerKinds);
  const versions = await db
    .selectFrom('content_versions')
    .select(['kind', 'doc_key', 'data_json'])
    .where('kind', 'in', kinds)
    .orderBy('version')
    .execute();
  const drafts = await db
    .selectFrom('content_documents')
    .select(['kind', 'doc_key', 'draft_json as data_json'])
    .where('kind', 'in', kinds)
    .where('draft_json', 'is not', null)
    .execute();
  for (const r of [...versions, ...drafts]) {
    const service = serviceOfKind(r.kind);
    const name = (JSON.parse(r.data_json ?? 'null') as { name?: unknown } | null)?.name;
    if (service && slugOfProviderKey(service, r.doc_key) && typeof name === 'string' && name.trim())
      names.set(r.doc_key, name.trim());
  }
  return names;
}

/** How the console names a service's provider and its provider pages. */
const serviceNouns = {
  internet: { provider: 'internet provider', packages: (name) => `${name} internet packages` },
  tv: { provider: 'TV provider', packages: (name) => `${tvName(name)} packages` },
  streaming: { provider: 'streaming service', packages: (name) => `${name} streaming packages` },
} as const satisfies Record<ServiceCategory, { provider: string; packages: (name: string) => string }>;

/**
 * How the console names documents: a provider's by its name as last written ("Acme Fiber
 * (internet provider)", "Acme TV (TV provider)"), an added one's provider pages too ("Acme Fiber
 * internet packages"), any other by the seed's title, else its key.
 */
async function documentTitles(db: Db): Promise<(ref: DocumentRef) => string> {
  const names = await providerNames(db);
  return (ref) => {
    const name = names.get(ref.key);
    const service = serviceOfKind(ref.kind);
    if (name && service) return `${name} (${serviceNouns[service].provider})`;
    const seed = seedOf(ref);
    if (seed) return seed.title;
    const packagesOf = ref.key.split('/')[0] as ServiceCategory;
    if (name && ref.kind === 'provider-packages' && packagesOf in serviceNouns)
      return serviceNouns[packagesOf].packages(name);
    return ref.key;
  };
}

/** An added provider's version 1: off the site, with nothing named where a seed would name states. */
function addedProviderData(input: NewProviderInput) {
  switch (input.service) {
    case 'internet':
      return { name: input.name, type: input.type, states: [] as string[], listed: false };
    case 'tv': {
      const { name, type: tvType, maxChannels, availability } = input;
      return { name, tvType, maxChannels, availability, states: [] as string[], listed: false };
    }
    case 'streaming':
      return { name: input.name, kind: input.type, listed: false };
  }
}

/**
 * Adds a provider of a service (decision 089): its document (`provider`, `tv-provider` or
 * `streaming-provider`), whose version 1 is off the site (`listed: false`) and whose draft puts it
 * on the site once published, and its provider pages in each language at its kind's sample (as its
 * page shows them until they are published). A slug the code's providers or another added provider
 * of any service has is a 409.
 */
export async function addProvider(
  db: Db,
  input: NewProviderInput,
  by: AuditBy,
  at: number,
): Promise<{ ref: DocumentRef }> {
  const ref = providerRef(input.service, input.slug);
  if (isCodeProvider(input.slug))
    throw new Conflict(`A provider of the site already has the address “${input.slug}”: choose another.`, {
      reason: 'taken',
    });
  const first = addedProviderData(input);
  const pages = addedProviderPages(input.service, { slug: input.slug, ...first });
  const who = by.actor?.email ?? 'system';
  return db.transaction().execute(async (trx) => {
    // Another service's provider with this address (its page's and its logo's): the same 409.
    const taken = await trx
      .selectFrom('content_documents')
      .select('doc_key')
      .where('kind', 'in', Object.values(providerKinds))
      .where(
        'doc_key',
        'in',
        SERVICES.map((s) => `${s}/${input.slug}`),
      )
      .executeTakeFirst();
    const documents = [
      { ref, data: first, draft: { ...first, listed: true }, note: 'added in the console, not on the site' },
      ...pages.map((p) => ({ ref: p.ref, data: p.data, draft: null, note: 'its kind’s sample' })),
    ];
    for (const d of documents) {
      const draft = d.draft && { data: d.draft, by: by.actor?.email ?? null };
      // Two editors adding the same address at once: the second finds the first's row.
      if (taken || !(await createDocument(trx, d.ref, { data: d.data, by: who, note: d.note }, at, draft)))
        throw new Conflict(
          `A provider was added with the address “${input.slug}” already: open it in the list.`,
          { reason: 'taken' },
        );
    }
    await audit(trx, {
      ...by,
      action: 'content.provider_added',
      target: documentId(ref),
      detail: input,
      now: at,
    });
    return { ref };
  });
}

export type ContentDocument = {
  ref: DocumentRef;
  title: string;
  published: { version: number; data: unknown; by: string; at: string };
  /** The draft, or the published data when there is none; `rev` is what a save sends back. */
  draft: { data: unknown; rev: number; by: string | null; at: string | null; saved: boolean };
};

async function versionOf(db: Db, ref: DocumentRef, version: number) {
  return db
    .selectFrom('content_versions')
    .selectAll()
    .where((eb) => eb.and(where(ref)))
    .where('version', '=', version)
    .executeTakeFirst();
}

async function documentRow(db: Db, ref: DocumentRef) {
  const row = await db
    .selectFrom('content_documents')
    .selectAll()
    .where((eb) => eb.and(where(ref)))
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such document.');
  return row;
}

export async function getDocument(db: Db, ref: DocumentRef): Promise<ContentDocument> {
  const row = await documentRow(db, ref);
  const published = await versionOf(db, ref, row.published_version);
  if (!published) throw new Error(`${documentId(ref)}: version ${row.published_version} is missing`);
  const publishedData = current(ref, JSON.parse(published.data_json));
  const title = (await documentTitles(db))(ref);
  return {
    ref,
    title,
    published: {
      version: published.version,
      data: publishedData,
      by: published.created_by,
      at: published.created_at,
    },
    draft: {
      data: row.draft_json === null ? publishedData : current(ref, JSON.parse(row.draft_json)),
      rev: row.draft_rev,
      by: row.draft_by,
      at: row.draft_at,
      saved: row.draft_json !== null,
    },
  };
}

/** A document's data checked against its kind's schema: a 400 with each field's first problem. */
export function checkData(kind: ContentKind, data: unknown): unknown {
  const parsed = contentKinds[kind].safeParse(data);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fieldErrors[issue.path.map(String).join('.') || '_form'] ??= issue.message;
  throw new Invalid('The document has problems: see each field.', { fieldErrors });
}

/**
 * Saves `data` as the document's draft if nobody saved it since revision `rev` (else a 409 with the
 * draft as it is now). A draft may be saved with problems (an autosave mid-typing); publishing
 * refuses it until they are fixed. Returns the new revision.
 */
export async function saveDraft(
  db: Db,
  ref: DocumentRef,
  input: { data: unknown; rev: number },
  by: AuditBy,
  at: number,
): Promise<{ rev: number }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('content_documents')
      .set((eb) => ({
        draft_json: JSON.stringify(input.data),
        draft_rev: eb('draft_rev', '+', 1),
        draft_by: by.actor?.email ?? null,
        draft_at: isoAt(at),
        updated_at: isoAt(at),
      }))
      .where((eb) => eb.and(where(ref)))
      .where('draft_rev', '=', input.rev)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const now = await getDocument(trx, ref);
      throw new Conflict(
        `${now.draft.by ?? 'Someone'} saved this document since you opened it. Their draft is shown; copy your change over it.`,
        { reason: 'stale', conflict: now },
      );
    }
    await audit(trx, {
      ...by,
      action: 'content.draft_saved',
      target: documentId(ref),
      detail: { rev: input.rev + 1 },
      now: at,
    });
    return { rev: input.rev + 1 };
  });
}

/** What one version changed from the one before: each field's old and new value. */
export type VersionChange = { path: string; from?: unknown; to?: unknown };

export type VersionEntry = {
  version: number;
  by: string;
  at: string;
  note: string | null;
  live: boolean;
  changes: VersionChange[];
};

/** A document's versions, newest first, each with what it changed (microdiff, field by field). */
export async function documentHistory(db: Db, ref: DocumentRef): Promise<VersionEntry[]> {
  const row = await documentRow(db, ref);
  const versions = await db
    .selectFrom('content_versions')
    .selectAll()
    .where((eb) => eb.and(where(ref)))
    .orderBy('version')
    .execute();
  let before: unknown = {};
  const out: VersionEntry[] = [];
  for (const v of versions) {
    const data = JSON.parse(v.data_json) as Record<string, unknown>;
    const changes =
      v.version === SEED_VERSION
        ? []
        : diff(before as Record<string, unknown>, data).map((d) => ({
            path: d.path.map(String).join('.'),
            ...('oldValue' in d ? { from: d.oldValue } : {}),
            ...('value' in d ? { to: d.value } : {}),
          }));
    out.push({
      version: v.version,
      by: v.created_by,
      at: v.created_at,
      note: v.note,
      live: v.version === row.published_version,
      changes,
    });
    before = data;
  }
  return out.reverse();
}

/** A document a publish changes: its new version, made from its draft or by a rollback. */
export type PublishedDocument = { id: string; version: number; from: 'draft' | 'rollback' };

export type PublishRow = {
  id: string;
  status: 'scheduled' | 'publishing' | 'live' | 'failed' | 'cancelled';
  createdAt: string;
  createdBy: string;
  publishAt: string;
  documents: PublishedDocument[];
  error: string | null;
  doneAt: string | null;
  pages: number | null;
  ms: number | null;
};

const publishOf = (r: {
  id: string;
  status: PublishRow['status'];
  created_at: string;
  created_by: string;
  publish_at: string;
  documents_json: string;
  error: string | null;
  done_at: string | null;
  pages: number | null;
  ms: number | null;
}): PublishRow => ({
  id: r.id,
  status: r.status,
  createdAt: r.created_at,
  createdBy: r.created_by,
  publishAt: r.publish_at,
  documents: JSON.parse(r.documents_json) as PublishRow['documents'],
  error: r.error,
  doneAt: r.done_at,
  pages: r.pages,
  ms: r.ms,
});

/**
 * Turns drafts into new versions and a publish, due at `publishAt` (now when absent): the drafts
 * of `refs`, or every draft. A draft with problems refuses the whole publish (400, the fields by
 * document); nothing to publish is a 400. The pages change when the publish goes live (goLive).
 */
export async function requestPublish(
  db: Db,
  input: { refs?: DocumentRef[]; publishAt?: number; rollbackTo?: { ref: DocumentRef; version: number } },
  by: AuditBy,
  at: number,
): Promise<PublishRow> {
  return db.transaction().execute(async (trx) => {
    const documents: PublishedDocument[] = [];
    const nextVersion = async (ref: DocumentRef) => {
      const max = await trx
        .selectFrom('content_versions')
        .select((eb) => eb.fn.max('version').as('v'))
        .where((eb) => eb.and(where(ref)))
        .executeTakeFirst();
      return Number(max?.v ?? 0) + 1;
    };
    const id = randomUUIDv7();
    const addVersion = async (ref: DocumentRef, data: unknown, note: string) => {
      const version = await nextVersion(ref);
      await trx
        .insertInto('content_versions')
        .values({
          ...where(ref),
          version,
          data_json: JSON.stringify(data),
          created_by: by.actor?.email ?? 'system',
          created_at: isoAt(at),
          note,
        })
        .execute();
      documents.push({ id: documentId(ref), version, from: input.rollbackTo ? 'rollback' : 'draft' });
    };
    if (input.rollbackTo) {
      const { ref, version } = input.rollbackTo;
      await documentRow(trx, ref);
      const old = await versionOf(trx, ref, version);
      if (!old) throw new NotFound(`Version ${version} of this document does not exist.`);
      await addVersion(ref, current(ref, JSON.parse(old.data_json)), `rollback to version ${version}`);
    } else {
      let rows = await trx
        .selectFrom('content_documents')
        .selectAll()
        .where('draft_json', 'is not', null)
        .execute();
      if (input.refs) {
        const wanted = new Set(input.refs.map(documentId));
        rows = rows.filter((r) =>
          wanted.has(
            documentId({ kind: r.kind as ContentKind, key: r.doc_key, language: r.language as Language }),
          ),
        );
      }
      if (!rows.length) throw new Invalid('There is nothing to publish: no document has a draft.');
      const problems: Record<string, string> = {};
      const title = await documentTitles(trx);
      // The pages the site will have: the live set with these drafts' providers (a link to a
      // provider added in the same publish goes to a page; one taken off, to none).
      const after: PublishedSet = { ...(await livePublish(trx))?.set };
      for (const r of rows)
        if (
          serviceOfKind(r.kind) &&
          contentKinds[r.kind as ContentKind].safeParse(JSON.parse(r.draft_json as string)).success
        )
          after[
            documentId({ kind: r.kind as ContentKind, key: r.doc_key, language: r.language as Language })
          ] = {
            version: 0,
            data: JSON.parse(r.draft_json as string),
          };
      const pages = sitePages(after);
      for (const r of rows) {
        const ref = { kind: r.kind as ContentKind, key: r.doc_key, language: r.language as Language };
        try {
          const data = checkData(ref.kind, current(ref, JSON.parse(r.draft_json as string)));
          const refused = {
            ...publishProblems(ref.kind, data, pages),
            ...partsProblems(ref.kind, data, seedOf(ref)?.data),
          };
          const images = imageFields(ref.kind, data);
          const missing = await missingImages(
            trx,
            images.map((i) => i.src),
          );
          for (const { field, src } of images)
            if (missing.has(src))
              refused[field] = `The image ${src} was never uploaded here: upload it again`;
          if (Object.keys(refused).length)
            throw new Invalid('The document cannot be published.', { fieldErrors: refused });
          await addVersion(ref, data, `publish ${id}`);
        } catch (error) {
          if (!(error instanceof Invalid)) throw error;
          for (const [field, message] of Object.entries(error.details.fieldErrors ?? {}))
            problems[`${title(ref)} (${ref.language}): ${field}`] = message;
        }
      }
      if (Object.keys(problems).length)
        throw new Invalid('Nothing was published: fix these first.', { fieldErrors: problems });
    }
    const due = input.publishAt ?? at;
    const row = {
      id,
      created_at: isoAt(at),
      created_by: by.actor?.email ?? 'system',
      publish_at: isoAt(due),
      set_json: '{}',
      claimed_at: null,
      documents_json: JSON.stringify(documents),
      status: 'scheduled' as const,
      error: null,
      done_at: null,
      pages: null,
      ms: null,
    };
    await trx.insertInto('content_publishes').values(row).execute();
    await audit(trx, {
      ...by,
      action: input.rollbackTo ? 'content.rollback_requested' : 'content.publish_requested',
      target: id,
      detail: { documents, publishAt: isoAt(due) },
      now: at,
    });
    return publishOf(row);
  });
}

/** The live publish (the last to go live) and its set, or none while the site is the seed. */
export async function livePublish(db: Db): Promise<{ id: string; set: PublishedSet } | undefined> {
  const row = await db
    .selectFrom('content_publishes')
    .select(['id', 'set_json'])
    .where('status', '=', 'live')
    .orderBy('done_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, set: JSON.parse(row.set_json) as PublishedSet };
}

/** A value as JSON with every object's keys in order: the same data reads the same, whatever wrote it. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Whether two versions hold the same data. A draft is parsed by its schema before it is published,
 * which orders its keys as the schema does: a document published back to its seed's words is the
 * seed (left out of the set, so its pages are the build's), whatever order its keys were in.
 */
const sameData = (a: string, b: string) =>
  a === b || canonicalJson(JSON.parse(a)) === canonicalJson(JSON.parse(b));

/** Publishes due at `at`, oldest first. */
/**
 * How long a server's claim on a publish holds. Taking every page live takes seconds; a publish
 * still `publishing` after this was claimed by a server that died (or lost the database) mid-way,
 * and the next server's scheduler takes it over. Rendering and activating a release again is safe:
 * a release is named by its publish and staged whole before it is renamed into place.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** The claims a server may take at `at`: a scheduled publish, or one whose claim has lapsed. */
const claimable = (at: number) => (eb: ExpressionBuilder<Database, 'content_publishes'>) =>
  eb.or([
    eb('status', '=', 'scheduled'),
    eb.and([eb('status', '=', 'publishing'), eb('claimed_at', '<', isoAt(at - CLAIM_LEASE_MS))]),
  ]);

export async function duePublishes(db: Db, at: number): Promise<PublishRow[]> {
  const rows = await db
    .selectFrom('content_publishes')
    .selectAll()
    .where(claimable(at))
    .where('publish_at', '<=', isoAt(at))
    .orderBy('publish_at')
    .orderBy('id')
    .execute();
  return rows.map(publishOf);
}

/** Cancels a scheduled publish (its versions stay in the history, never live); else a 409. */
export async function cancelPublish(db: Db, id: string, by: AuditBy, at: number): Promise<PublishRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('content_publishes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound('There is no such publish.');
    if (row.status !== 'scheduled')
      throw new Conflict(`Only a scheduled publish can be cancelled; this one is ${row.status}.`);
    await trx
      .updateTable('content_publishes')
      .set({ status: 'cancelled', done_at: isoAt(at) })
      .where('id', '=', id)
      .execute();
    await audit(trx, { ...by, action: 'content.publish_cancelled', target: id, now: at });
    return publishOf({ ...row, status: 'cancelled', done_at: isoAt(at) });
  });
}

export async function listPublishes(db: Db, limit = 50): Promise<PublishRow[]> {
  const rows = await db
    .selectFrom('content_publishes')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(publishOf);
}

/**
 * Takes publish `id` live: its set (the live set with its versions in, a version back at the seed
 * left out) is handed to `render`, which renders and swaps the pages; then the documents show the
 * new versions and their drafts (unless saved again meanwhile) are cleared. A render that throws
 * marks the publish failed with the reason and changes nothing else; the error is thrown on.
 */
export async function goLive(
  db: Db,
  id: string,
  render: (id: string, set: PublishedSet) => Promise<{ pages: number }>,
  now: () => number,
): Promise<PublishRow> {
  const row = await db.selectFrom('content_publishes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('There is no such publish.');
  // Claimed by one server: every server's scheduler sees a due publish, one takes it live.
  const claimedAt = now();
  const claimed = await db
    .updateTable('content_publishes')
    .set({ status: 'publishing', claimed_at: isoAt(claimedAt) })
    .where('id', '=', id)
    .where(claimable(claimedAt))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Conflict(`This publish is ${row.status} already.`);
  const documents = JSON.parse(row.documents_json) as PublishedDocument[];
  const set: PublishedSet = { ...(await livePublish(db))?.set };
  for (const d of documents) {
    const [kind, key, language] = d.id.split(':') as [ContentKind, string, Language];
    const v = await versionOf(db, { kind, key, language }, d.version);
    if (!v) throw new Error(`${d.id}: version ${d.version} is missing`);
    const seed = await versionOf(db, { kind, key, language }, SEED_VERSION);
    if (seed && sameData(seed.data_json, v.data_json)) delete set[d.id];
    else set[d.id] = { version: d.version, data: JSON.parse(v.data_json), at: isoAt(now()) };
  }
  const started = now();
  let pages: number;
  try {
    ({ pages } = await render(id, set));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('content_publishes')
      .set({ status: 'failed', error: message.slice(0, 2000), done_at: isoAt(now()) })
      .where('id', '=', id)
      .execute();
    throw error;
  }
  const doneAt = now();
  await db.transaction().execute(async (trx) => {
    for (const d of documents) {
      const [kind, key, language] = d.id.split(':') as [ContentKind, string, Language];
      const ref = { kind, key, language };
      await trx
        .updateTable('content_documents')
        .set({ published_version: d.version, updated_at: isoAt(doneAt) })
        .where((eb) => eb.and(where(ref)))
        .execute();
      // The draft this publish was made from; one saved after it stays a draft, and a rollback
      // leaves the draft alone.
      if (d.from === 'draft') {
        await trx
          .updateTable('content_documents')
          .set({ draft_json: null, draft_by: null, draft_at: null })
          .where((eb) => eb.and(where(ref)))
          .where('draft_at', '<=', row.created_at)
          .execute();
      }
    }
    await trx
      .updateTable('content_publishes')
      .set({
        status: 'live',
        set_json: JSON.stringify(set),
        done_at: isoAt(doneAt),
        pages,
        ms: Math.round(doneAt - started),
      })
      .where('id', '=', id)
      .execute();
  });
  const live = await db
    .selectFrom('content_publishes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return publishOf(live);
}
