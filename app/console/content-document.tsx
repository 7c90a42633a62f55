// Editors and admins: one document of the site's content (issue 38, decision 089). Its form is
// drawn from its kind's schema (content-fields.tsx) and shows the schema's messages as the editor
// types; the draft is saved about a second after the last change and when the focus leaves a field
// (one save at a time, each naming the revision it was made on). A save someone else overtook comes
// back as a 409 with their draft: the page says who, and offers to load it or to save over it,
// never overwriting it by itself. Publish (now or at a time) waits for the last save; the preview
// (two widths) reloads after each save; the history lists every version with what it changed and
// rolls back to one after a confirmation.
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  data,
  href,
  Link,
  type ShouldRevalidateFunctionArgs,
  type SubmitTarget,
  useFetcher,
} from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import {
  ContentDocumentAnswer,
  DocumentParams,
  DraftSave,
  type ImageUploaded,
} from '../../contracts/content-api.ts';
import {
  contentKinds,
  type DocumentRef,
  documentId,
  ONE_LANGUAGE_KINDS,
} from '../../contracts/content-documents.ts';
import { pricesThatDiffer } from '../../contracts/content-fields.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../contracts/languages.ts';
import type { z } from '../../contracts/zod.ts';
import { ApiError } from '../lib/api';
import type { Route } from './+types/content-document';
import { DocumentFields } from './content-fields';
import {
  changeLine,
  changesBetween,
  type DocumentAnswer,
  documentApiPath,
  documentPagePath,
  fieldId,
  fieldPathOf,
  formOf,
  type ImageUploadAnswer,
  KIND_TEXT,
  languageText,
  noteText,
  type PublishRow,
  problemsOf,
  publishProblems,
  type VersionEntry,
  withValue,
} from './content-form';
import { ContentPreview } from './content-preview';
import { base64Of, DocumentPublishForm, formProblem, ImageUploadForm, readForm } from './forms';
import { consoleApi, editorsOnly, operatorContext } from './session';
import {
  buttonClass,
  consoleMeta,
  ErrorNote,
  errorText,
  formatTime,
  inputClass,
  isNotFound,
  PageTitle,
  quietButtonClass,
  RouteError,
} from './ui';

/** How long typing pauses before the draft is saved. */
const SAVE_AFTER_MS = 1000;

/** The document the URL names, or a 404 (no such kind, language or key). */
function documentRef(params: Route.ClientLoaderArgs['params']): DocumentRef {
  const parsed = DocumentParams.safeParse(params);
  if (!parsed.success) throw data('There is no such document.', { status: 404 });
  return { kind: parsed.data.kind, language: parsed.data.language, key: parsed.data['*'] };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (loaderData) return consoleMeta(`${loaderData.doc.title} (${languageText(loaderData.ref)})`);
  return consoleMeta(isNotFound(error) ? 'Document not found' : 'Content');
}

export async function clientLoader({ request, params, context }: Route.ClientLoaderArgs) {
  editorsOnly(context, 'Content', 'Only editors and admins edit the site’s content.');
  const ref = documentRef(params);
  const twinRef = twinOf(ref);
  const [doc, history, twin] = await Promise.all([
    consoleApi<DocumentAnswer>(request, documentApiPath(ADMIN_API.contentDocument, ref)),
    consoleApi<{ versions: VersionEntry[] }>(request, documentApiPath(ADMIN_API.contentHistory, ref)),
    // The other language's, for its prices: the page works without it.
    twinRef
      ? consoleApi<DocumentAnswer>(request, documentApiPath(ADMIN_API.contentDocument, twinRef)).catch(
          () => null,
        )
      : null,
  ]);
  return { ref, doc, versions: history.versions, twin, me: context.get(operatorContext) };
}

/** The same document in the site's other language (none for a kind kept once for both). */
function twinOf(ref: DocumentRef): DocumentRef | null {
  if (ONE_LANGUAGE_KINDS.has(ref.kind)) return null;
  const language = LANGUAGES.find((l) => l !== ref.language);
  return language ? { ...ref, language } : null;
}

/**
 * An autosave and an image's upload change nothing the page shows but their own status (the image
 * is in the draft once the form takes it): the page is not loaded again.
 */
export function shouldRevalidate({
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === 'PUT' || formData?.get('intent') === 'image') return false;
  return defaultShouldRevalidate;
}

type Saved = { intent: 'save'; rev: number; at: string; conflict: null; error: null };
type NotSaved = { intent: 'save'; rev: null; conflict: DocumentAnswer | null; error: ApiError };
type Published = {
  intent: 'publish' | 'schedule' | 'rollback';
  version?: number;
  publish: PublishRow | null;
  error: ApiError | null;
};

/**
 * PUT (JSON): the draft, with the revision it was made on (409: someone saved since, with their
 * draft). POST (a form): publish it now or at a time, or roll back to a version.
 */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<Saved | NotSaved | Published | ImageUploadAnswer> {
  const ref = documentRef(params);
  if (request.method === 'PUT') {
    const body = DraftSave.safeParse(await request.json());
    if (!body.success)
      return {
        intent: 'save',
        rev: null,
        conflict: null,
        error: new ApiError({ kind: 'client', message: formProblem(body.error) }),
      };
    try {
      const { rev } = await consoleApi<{ rev: number }>(
        request,
        documentApiPath(ADMIN_API.contentDocument, ref),
        { method: 'PUT', body: body.data },
      );
      return { intent: 'save', rev, at: new Date().toISOString(), conflict: null, error: null };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const conflict =
        error.status === 409 && error.body?.reason === 'stale'
          ? (ContentDocumentAnswer.safeParse(error.body.conflict).data ?? null)
          : null;
      return { intent: 'save', rev: null, conflict, error };
    }
  }
  const formData = await request.formData();
  if (formData.get('intent') === 'image') return uploadImage(request, formData);
  const read = readForm(DocumentPublishForm, formData);
  if (read.error) return { intent: 'publish', publish: null, error: read.error };
  const change = read.data;
  try {
    const publish =
      change.intent === 'rollback'
        ? await consoleApi<PublishRow>(request, documentApiPath(ADMIN_API.contentRollback, ref), {
            method: 'POST',
            body: { version: change.version },
          })
        : await consoleApi<PublishRow>(request, ADMIN_API.contentPublishes, {
            method: 'POST',
            body: {
              documents: [ref],
              ...(change.intent === 'schedule' ? { publishAt: change.publishAt } : {}),
            },
          });
    return {
      intent: change.intent,
      ...(change.intent === 'rollback' ? { version: change.version } : {}),
      publish,
      error: null,
    };
  } catch (error) {
    // 400: problems in the draft (by field) or nothing to publish; 422: the page did not render.
    if (error instanceof ApiError) return { intent: change.intent, publish: null, error };
    throw error;
  }
}

/** An image field's upload (content-fields.tsx): stored by the API, its path and size for the draft. */
async function uploadImage(request: Request, formData: FormData): Promise<ImageUploadAnswer> {
  const read = readForm(ImageUploadForm, formData);
  const field = String(formData.get('field') ?? '');
  if (read.error) return { intent: 'image', field, image: null, error: { message: read.error.message } };
  const { file } = read.data;
  try {
    const { src, width, height } = await consoleApi<z.infer<typeof ImageUploaded>>(
      request,
      ADMIN_API.contentImages,
      { method: 'POST', body: { name: file.name, data: await base64Of(file) } },
    );
    return { intent: 'image', field, image: { src, width, height }, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // 422: the server read the file and says why it is refused (type, size, pixels, cut short).
    return { intent: 'image', field, image: null, error: { message: error.body?.message ?? error.message } };
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error))
    return (
      <section>
        <PageTitle>Document not found</PageTitle>
        <p className="mt-2">There is no such document: the link may be mistyped.</p>
        <p className="mt-4">
          <Link
            to={href('/admin/content')}
            className="inline-flex min-h-11 items-center text-brand-800 underline"
          >
            ← All documents
          </Link>
        </p>
      </section>
    );
  return <RouteError title="Content" error={error} />;
}

export default function ContentDocument({ loaderData }: Route.ComponentProps) {
  // Another document is another editor: none of this one's state carries over.
  const { ref, doc, versions, twin, me } = loaderData;
  return <Editor key={documentId(ref)} docRef={ref} doc={doc} versions={versions} twin={twin} me={me} />;
}

const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The draft as this page knows the server has it: its revision, its data, who saved it when. */
type Base = { rev: number; json: string; by: string | null; at: string | null; mine: boolean };

const baseOf = (doc: DocumentAnswer): Base => ({
  rev: doc.draft.rev,
  json: JSON.stringify(doc.draft.data),
  by: doc.draft.saved ? doc.draft.by : null,
  at: doc.draft.saved ? doc.draft.at : null,
  mine: false,
});

type EditorProps = Omit<Route.ComponentProps['loaderData'], 'ref'> & { docRef: DocumentRef };

function Editor({ docRef, doc, versions, twin, me }: EditorProps) {
  const schema = contentKinds[docRef.kind];
  const form = useMemo(() => formOf(schema), [schema]);
  const [draft, setDraft] = useState<unknown>(doc.draft.data);
  const [base, setBaseState] = useState<Base>(() => baseOf(doc));
  const [conflict, setConflictState] = useState<DocumentAnswer | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  /** A publish asked for while a change was still to be saved: sent once it is. */
  const [publishWanted, setPublishWanted] = useState<FormData | null>(null);
  const saver = useFetcher<typeof clientAction>();
  const publisher = useFetcher<typeof clientAction>();
  const rollbacker = useFetcher<typeof clientAction>();

  const json = JSON.stringify(draft);
  const dirty = json !== base.json;
  const messages = useMemo(() => problemsOf(schema, draft), [schema, draft]);
  const problemCount = Object.keys(messages).length;

  // The save in flight (its JSON), and the latest state for the callbacks that outlive a render.
  const sending = useRef<string | null>(null);
  const latest = useRef({ draft, json, base, conflict });
  latest.current = { draft, json, base, conflict };
  // Each is set in the ref at once too: a save asked for before the next render (a blur, a
  // publish) must not send a revision a save has just replaced, nor a draft just replaced.
  const setBase = useCallback((next: Base) => {
    latest.current.base = next;
    setBaseState(next);
  }, []);
  const setConflict = useCallback((next: DocumentAnswer | null) => {
    latest.current.conflict = next;
    setConflictState(next);
  }, []);
  /** The form shows `data`, as the server has it at `next`. */
  const adopt = useCallback(
    (data: unknown, next: Base) => {
      latest.current.draft = data;
      latest.current.json = JSON.stringify(data);
      setDraft(data);
      setBase(next);
    },
    [setBase],
  );

  /** Saves the draft now, unless it is saved, a save is on its way, or a conflict waits for the editor. */
  const submitSave = saver.submit;
  const save = useCallback(() => {
    const l = latest.current;
    if (sending.current !== null || l.conflict || l.json === l.base.json) return;
    sending.current = l.json;
    void submitSave({ data: l.draft, rev: l.base.rev } as SubmitTarget, {
      method: 'put',
      encType: 'application/json',
    });
  }, [submitSave]);

  // A second after the last change (at once when a publish waits for it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change (json) starts the second again
  useEffect(() => {
    if (!dirty || conflict || saveError || saver.state !== 'idle') return;
    const timer = setTimeout(save, publishWanted ? 0 : SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [json, dirty, conflict, saveError, saver.state, save, publishWanted]);

  // A save's answer: the new revision, or who overtook it, or why it failed.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const r = saver.data;
    if (saver.state !== 'idle' || !r || r === handled.current || r.intent !== 'save') return;
    handled.current = r;
    const sent = sending.current;
    sending.current = null;
    if (r.rev !== null) {
      if (sent !== null) setBase({ rev: r.rev, json: sent, by: me.email, at: r.at, mine: true });
      setSaveError(null);
    } else if (r.conflict) setConflict(r.conflict);
    else setSaveError(r.error);
  }, [saver.state, saver.data, me.email, setBase, setConflict]);

  // The page's data loaded again (after a publish or a rollback, or Retry): the form takes the
  // draft as it is now, unless it holds a change not saved yet.
  useEffect(() => {
    const l = latest.current;
    if (l.json !== l.base.json || sending.current !== null) return;
    const b = l.base;
    adopt(doc.draft.data, {
      ...baseOf(doc),
      ...(b.rev === doc.draft.rev ? { by: b.by, at: b.at, mine: b.mine } : {}),
    });
  }, [doc, adopt]);

  // Leaving the page (reload, close) with a change not saved yet asks first.
  useEffect(() => {
    if (!dirty && saver.state === 'idle') return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, saver.state]);

  // The publish asked for goes once the last change is saved; a conflict or a failed save stops it.
  useEffect(() => {
    if (!publishWanted) return;
    if (conflict || saveError) {
      setPublishWanted(null);
      return;
    }
    if (dirty || saver.state !== 'idle' || sending.current !== null) return;
    void publisher.submit(publishWanted, { method: 'post' });
    setPublishWanted(null);
  }, [publishWanted, dirty, saver.state, conflict, saveError, publisher.submit]);

  // One function for the page's life: the form's fields skip a render when nothing of theirs changed.
  const change = useCallback((path: readonly (string | number)[], value: unknown) => {
    setDraft((d: unknown) => withValue(d, path, value));
    setSaveError(null);
  }, []);

  const publish = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    setPublishWanted(new FormData(e.currentTarget, submitter));
    save();
  };

  const loadTheirs = (theirs: DocumentAnswer) => {
    adopt(theirs.draft.data, baseOf(theirs));
    setConflict(null);
  };
  const keepMine = (theirs: DocumentAnswer) => {
    // Made on their revision, the next save replaces their draft: the editor chose it.
    setBase({ ...latest.current.base, rev: theirs.draft.rev, json: JSON.stringify(theirs.draft.data) });
    setConflict(null);
  };

  const saving = dirty || saver.state !== 'idle';
  const status = conflict
    ? 'Not saved: someone else saved this document first.'
    : saveError
      ? `Not saved: ${errorText(saveError)}`
      : saving
        ? 'Saving…'
        : base.mine && base.at
          ? `Saved ${timeOnly.format(new Date(base.at))}`
          : base.at
            ? `Draft saved ${formatTime(base.at)}${base.by ? ` by ${base.by}` : ''}`
            : 'No draft: this is the live version.';

  const published = publisher.state === 'idle' ? (publisher.data as Published | undefined) : undefined;
  const rolledBack = rollbacker.state === 'idle' ? (rollbacker.data as Published | undefined) : undefined;
  const notLive = useMemo(() => changesBetween(doc.published.data, draft), [doc.published.data, draft]);
  // The draft as last saved: the prices note follows it, a second after the typing stops, so that
  // it appears (and moves the form down) between keys rather than during one.
  const savedDraft = useMemo(() => JSON.parse(base.json) as unknown, [base.json]);
  const previewRev = `${base.rev}.${doc.published.version}`;
  const anchor = KIND_TEXT[docRef.kind].anchor;
  const previewSrc = `${documentApiPath(ADMIN_API.contentPreview, docRef)}?v=${previewRev}${anchor ? `#${anchor}` : ''}`;
  const busy = publisher.state !== 'idle' || rollbacker.state !== 'idle' || publishWanted !== null;

  return (
    <section>
      <p>
        <Link
          to={href('/admin/content')}
          className="inline-flex min-h-11 items-center text-brand-800 underline"
        >
          ← All documents
        </Link>
      </p>
      <PageTitle>{doc.title}</PageTitle>
      <p className="mt-1 text-slate-700">
        {languageText(docRef)} · {KIND_TEXT[docRef.kind].name} ·{' '}
        <span className="break-all">{docRef.key}</span> · Live: version {doc.published.version},{' '}
        {doc.published.by}, {formatTime(doc.published.at)}
      </p>

      <div className="mt-4 grid gap-3 rounded bg-white p-4 shadow lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div>
          <p role="status" className="font-semibold">
            {status}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {notLive.length === 0
              ? 'The draft is the live version.'
              : `${notLive.length} change${notLive.length === 1 ? '' : 's'} not live yet.`}{' '}
            {problemCount > 0 &&
              `${problemCount} problem${problemCount === 1 ? '' : 's'} to fix before it can be published.`}
          </p>
          {/* Its line is kept while there is nothing to show: the first key typed does not push the
              whole form down (a layout and paint of every field, most of that key's time). */}
          {notLive.length === 0 && <div aria-hidden="true" className="mt-1 min-h-11" />}
          {notLive.length > 0 && (
            <details className="mt-1 text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-800 underline">
                What the draft changes
              </summary>
              <ul className="list-disc pl-5 wrap-anywhere">
                {notLive.slice(0, 30).map((c) => (
                  <li key={c.path}>{changeLine(c)}</li>
                ))}
                {notLive.length > 30 && <li>and {notLive.length - 30} more changes</li>}
              </ul>
            </details>
          )}
          {saveError && !conflict && (
            <button
              type="button"
              className={`${quietButtonClass} mt-2`}
              onClick={() => {
                setSaveError(null);
                save();
              }}
            >
              Try again
            </button>
          )}
        </div>
        <form
          onSubmit={publish}
          aria-label="Publish this document"
          className="grid gap-3 sm:grid-cols-[auto_minmax(0,14rem)_auto] sm:items-end"
        >
          <button type="submit" name="intent" value="publish" className={buttonClass} disabled={busy}>
            {publishWanted ? 'Saving first…' : publisher.state !== 'idle' ? 'Publishing…' : 'Publish'}
          </button>
          <label className="text-sm">
            At a time (your time zone)
            <input name="publishAt" type="datetime-local" className={inputClass} />
          </label>
          <button type="submit" name="intent" value="schedule" className={quietButtonClass} disabled={busy}>
            Publish at…
          </button>
        </form>
      </div>

      {conflict && <ConflictNote conflict={conflict} mine={draft} onLoad={loadTheirs} onKeep={keepMine} />}
      <PublishNote outcome={published} form={form} doc={doc} />
      <TwinPricesNote kind={docRef.kind} draft={savedDraft} twin={twin} form={form} />

      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]">
        <form
          aria-label={`Edit ${doc.title}`}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          onBlur={save}
        >
          <DocumentFields kind={docRef.kind} node={form} data={draft} messages={messages} onChange={change} />
        </form>
        <div className="xl:sticky xl:top-4 xl:self-start">
          <ContentPreview src={previewSrc} name={doc.title} after="history-title" />
        </div>
      </div>

      <History versions={versions} busy={busy} rollback={rollbacker} outcome={rolledBack} />
    </section>
  );
}

/** Someone saved the draft since this page read it: who and when, what differs, and the editor's choice. */
function ConflictNote({
  conflict,
  mine,
  onLoad,
  onKeep,
}: {
  conflict: DocumentAnswer;
  mine: unknown;
  onLoad: (theirs: DocumentAnswer) => void;
  onKeep: (theirs: DocumentAnswer) => void;
}) {
  const differs = changesBetween(conflict.draft.data, mine);
  return (
    <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      <p className="font-semibold">
        {conflict.draft.by ?? 'Someone'} saved this document
        {conflict.draft.at ? ` at ${formatTime(conflict.draft.at)}` : ''}, after you opened it. Your change is
        not saved.
      </p>
      {differs.length > 0 && (
        <>
          <p className="mt-1">Their draft → yours:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {differs.slice(0, 12).map((c) => (
              <li key={c.path}>{changeLine(c)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={`${quietButtonClass} bg-white`} onClick={() => onLoad(conflict)}>
          Load their draft
        </button>
        <button type="button" className={`${quietButtonClass} bg-white`} onClick={() => onKeep(conflict)}>
          Save mine over theirs
        </button>
      </div>
    </div>
  );
}

/** A link to a field of the form: focuses it. */
function FieldLink({ form, fieldKey }: { form: ReturnType<typeof formOf>; fieldKey: string }) {
  const id = fieldId(fieldPathOf(form, fieldKey));
  return (
    <a
      href={`#${id}`}
      className="underline"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(id)?.focus();
      }}
    >
      {fieldKey}
    </a>
  );
}

/**
 * The prices the saved draft gives otherwise than the document in the other language (its draft,
 * or the live version): a plan costs the same in both, so the editor changes them there too. Said
 * politely once a changed price is saved; each field a link to it, and the other language's page
 * one click away.
 */
function TwinPricesNote({
  kind,
  draft,
  twin,
  form,
}: {
  kind: DocumentRef['kind'];
  draft: unknown;
  twin: DocumentAnswer | null;
  form: ReturnType<typeof formOf>;
}) {
  const differ = useMemo(
    () => (twin ? pricesThatDiffer(kind, draft, twin.draft.data) : []),
    [kind, draft, twin],
  );
  const language = twin ? LANGUAGE_NAMES[twin.ref.language] : '';
  return (
    <div aria-live="polite">
      {twin && differ.length > 0 && (
        <div
          className="my-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          data-twin-prices
        >
          <p className="font-semibold">
            {differ.length === 1 ? 'A price differs' : `${differ.length} prices differ`} from this page in{' '}
            {language}. A plan costs the same in both: change {differ.length === 1 ? 'it' : 'them'} there too
            and publish both.
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm wrap-anywhere">
            {differ.slice(0, 12).map((d) => (
              <li key={d.field}>
                <FieldLink form={form} fieldKey={d.field} />: {d.here} here, {d.there} in {language}
              </li>
            ))}
            {differ.length > 12 && <li>and {differ.length - 12} more</li>}
          </ul>
          <p className="mt-1">
            <Link
              to={documentPagePath(twin.ref)}
              className="inline-flex min-h-11 items-center text-brand-800 underline"
            >
              Open it in {language}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

/** What a publish from this page said: live, scheduled, or why not (each field a link to it). */
function PublishNote({
  outcome,
  form,
  doc,
}: {
  outcome: Published | undefined;
  form: ReturnType<typeof formOf>;
  doc: DocumentAnswer;
}) {
  const p = outcome?.publish;
  const problems = outcome?.error?.fieldErrors;
  const { fields, others } = problems ? publishProblems(problems, doc) : { fields: {}, others: [] };
  const version = p?.documents[0]?.version;
  return (
    <>
      <div role="status">
        {p && (
          <p className="my-3 rounded border border-green-300 bg-green-50 px-3 py-2 text-green-900">
            {p.status === 'scheduled'
              ? `Scheduled: version ${version} goes live ${formatTime(p.publishAt)}.`
              : `Published: version ${version} is live (${p.pages ?? 0} page${p.pages === 1 ? '' : 's'} rendered in ${p.ms ?? 0} ms).`}
          </p>
        )}
      </div>
      {outcome?.error && (
        <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          <p>{errorText(outcome.error)}</p>
          {problems && (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(fields).map(([key, message]) => (
                <li key={key}>
                  <FieldLink form={form} fieldKey={key} />: {message}
                </li>
              ))}
              {others.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

/** Every version, newest first: who, when, why, what it changed; roll back to any but the live one. */
function History({
  versions,
  busy,
  rollback,
  outcome,
}: {
  versions: VersionEntry[];
  busy: boolean;
  rollback: ReturnType<typeof useFetcher<typeof clientAction>>;
  outcome: Published | undefined;
}) {
  const p = outcome?.publish;
  return (
    <section aria-labelledby="history-title" className="mt-10">
      <h2 id="history-title" tabIndex={-1} className="text-lg font-semibold">
        History
      </h2>
      <div role="status">
        {p && (
          <p className="my-3 rounded border border-green-300 bg-green-50 px-3 py-2 text-green-900">
            Version {outcome?.version} is live again, as version {p.documents[0]?.version}.
          </p>
        )}
      </div>
      <ErrorNote error={outcome?.error} />
      <ol className="mt-3 grid gap-3">
        {versions.map((v) => (
          <li key={v.version} className="rounded bg-white p-4 shadow">
            <h3 className="font-semibold">
              Version {v.version}
              {v.live && (
                <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">Live</span>
              )}
            </h3>
            <p className="text-sm text-slate-700">
              {v.by}, {formatTime(v.at)}
              {v.note ? ` · ${noteText(v.note)}` : ''}
            </p>
            {v.changes.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-sm wrap-anywhere">
                {v.changes.slice(0, 30).map((c) => (
                  <li key={c.path}>{changeLine(c)}</li>
                ))}
                {v.changes.length > 30 && <li>and {v.changes.length - 30} more changes</li>}
              </ul>
            )}
            {!v.live && (
              <rollback.Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="rollback" />
                <input type="hidden" name="version" value={v.version} />
                <button
                  type="submit"
                  className={quietButtonClass}
                  disabled={busy}
                  onClick={(e) => {
                    if (
                      !window.confirm(
                        `Roll back to version ${v.version}? Its content is published again at once, as a new version. A draft stays a draft.`,
                      )
                    )
                      e.preventDefault();
                  }}
                >
                  Roll back to version {v.version}
                </button>
              </rollback.Form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
