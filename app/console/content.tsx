// Editors and admins: the site's content (issue 38, decision 089). Every document (a provider's
// packages in one language, …) with its live version and its draft, searched and filtered by kind
// in the URL; each opens its editor. Below, "Add a provider" (its document opens next),
// "Publish all drafts" (now or at a time) and the latest publishes: what went live when, by whom,
// how many pages it rendered and how long it took.
import { useEffect, useRef, useState } from 'react';
import { href, Link, redirect, useFetcher, useSearchParams } from 'react-router';
import { providerPath } from '../../content/base/paths.ts';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import {
  INTERNET_TYPE_LABELS,
  type ServiceCategory,
  STREAMING_KIND_LABELS,
  TV_TYPE_LABELS,
} from '../../contracts/content.ts';
import { contentKinds, type DocumentRef } from '../../contracts/content-documents.ts';
import { ApiError } from '../lib/api';
import type { Route } from './+types/content';
import {
  type DocumentRow,
  documentPagePath,
  KIND_TEXT,
  languageText,
  type PublishRow,
  refOfId,
} from './content-form';
import { contentFilter, PublishAllForm, readForm } from './forms';
import { type Column, ListTable, useFilterSubmit } from './list';
import { consoleApi, editorsOnly } from './session';
import {
  buttonClass,
  consoleMeta,
  formatTime,
  inputClass,
  PageTitle,
  quietButtonClass,
  RouteError,
} from './ui';

export function meta() {
  return consoleMeta('Content');
}

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  editorsOnly(context, 'Content', 'Only editors and admins edit the site’s content.');
  const filter = contentFilter(new URL(request.url).searchParams);
  const [list, publishes] = await Promise.all([
    consoleApi<{ documents: DocumentRow[] }>(request, apiPath(ADMIN_API.contentDocuments, {}, filter)),
    consoleApi<{ publishes: PublishRow[] }>(request, ADMIN_API.contentPublishes),
  ]);
  return {
    documents: list.documents.map((d) => ({ ...d, id: `${d.ref.kind}:${d.ref.key}:${d.ref.language}` })),
    publishes: publishes.publishes,
    filtered: Boolean(filter.q || filter.kind),
  };
}

type PublishOutcome = { publish: PublishRow | null; error: ApiError | null };

/**
 * Publishes every draft, now or at the chosen time, or cancels a scheduled publish; the lists are
 * loaded again after. Or adds a provider of a service (the server checks its fields and answers each
 * problem by field) and opens its document, where its states are named.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<PublishOutcome | Response> {
  const form = await request.formData();
  if (form.get('intent') === 'add-provider') {
    try {
      const added = await consoleApi<{ ref: DocumentRef }>(request, ADMIN_API.contentProviders, {
        method: 'POST',
        // The fields of the chosen service (a TV provider's channels and where it sells too).
        body: Object.fromEntries(
          ['service', 'slug', 'name', 'type', 'maxChannels', 'availability'].flatMap((f) =>
            form.has(f) ? [[f, form.get(f)]] : [],
          ),
        ),
      });
      return redirect(documentPagePath(added.ref));
    } catch (error) {
      // 400: a field's problem (by field); 409: the address is taken.
      if (error instanceof ApiError) return { publish: null, error };
      throw error;
    }
  }
  const read = readForm(PublishAllForm, form);
  if (read.error) return { publish: null, error: read.error };
  const change = read.data;
  try {
    const publish =
      change.intent === 'cancel'
        ? await consoleApi<PublishRow>(request, apiPath(ADMIN_API.contentPublishCancel, { id: change.id }), {
            method: 'POST',
            body: {},
          })
        : await consoleApi<PublishRow>(request, ADMIN_API.contentPublishes, {
            method: 'POST',
            body: change.intent === 'schedule' ? { publishAt: change.publishAt } : {},
          });
    return { publish, error: null };
  } catch (error) {
    // 400: nothing to publish, or drafts with problems (each named); 422: a page did not render;
    // 409: the publish to cancel is no longer scheduled.
    if (error instanceof ApiError) return { publish: null, error };
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Content" error={error} />;
}

const STATUS_TEXT: Record<PublishRow['status'], string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What a publish said: live, scheduled for when; the problems of a refusal, one a line. */
function PublishResult({ outcome }: { outcome: PublishOutcome | undefined }) {
  const p = outcome?.publish;
  const problems = outcome?.error instanceof ApiError ? outcome.error.fieldErrors : undefined;
  return (
    <>
      <div role="status">
        {p && (
          <p className="mt-3 rounded border border-green-300 bg-green-50 px-3 py-2 text-green-900">
            {p.status === 'cancelled'
              ? `Cancelled: the publish due ${formatTime(p.publishAt)} will not go live.`
              : p.status === 'scheduled'
                ? `Scheduled: ${p.documents.length} document${p.documents.length === 1 ? '' : 's'} go live ${formatTime(p.publishAt)}.`
                : `Published: ${p.documents.length} document${p.documents.length === 1 ? '' : 's'} live, ${p.pages ?? 0} page${p.pages === 1 ? '' : 's'} rendered in ${p.ms ?? 0} ms.`}
          </p>
        )}
      </div>
      {outcome?.error && (
        <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          <p>{outcome.error.body?.message ?? outcome.error.message}</p>
          {problems && (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(problems).map(([field, message]) => (
                <li key={field}>
                  {field}: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { documents, publishes, filtered } = loaderData;
  const [params] = useSearchParams();
  const filter = useFilterSubmit(['q', 'kind'], href('/admin/content'));
  const publisher = useFetcher<typeof clientAction>();
  const outcome = publisher.state === 'idle' ? publisher.data : undefined;
  const publishForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (outcome?.publish) publishForm.current?.reset();
  }, [outcome]);
  const drafts = documents.filter((d) => d.hasDraft).length;
  const titles = new Map(documents.map((d) => [d.id, d.title]));
  const kinds = Object.keys(contentKinds) as (keyof typeof contentKinds)[];

  const columns: Column<DocumentRow & { id: string }>[] = [
    {
      header: 'Title',
      cell: (d) => (
        <Link to={documentPagePath(d.ref)} className="font-semibold text-brand-800 underline">
          {d.title}
          <span className="sr-only"> ({languageText(d.ref)})</span>
        </Link>
      ),
    },
    { header: 'Language', cell: (d) => languageText(d.ref) },
    { header: 'Key', cell: (d) => d.ref.key, className: 'break-all' },
    { header: 'Live version', cell: (d) => `Version ${d.publishedVersion}` },
    {
      header: 'Draft',
      cell: (d) => (d.hasDraft ? `${d.draftBy ?? 'Someone'}, ${formatTime(d.updatedAt)}` : 'None'),
      className: 'wrap-anywhere',
    },
  ];

  const publishColumns: Column<PublishRow>[] = [
    {
      header: 'Status',
      cell: (p) => (
        <span className={p.status === 'failed' ? 'font-semibold text-red-800' : 'font-semibold'}>
          {STATUS_TEXT[p.status]}
        </span>
      ),
    },
    {
      header: 'When',
      cell: (p) =>
        p.status === 'scheduled' ? `Due ${formatTime(p.publishAt)}` : formatTime(p.doneAt ?? p.publishAt),
      className: 'min-w-36',
    },
    { header: 'By', cell: (p) => p.createdBy, className: 'wrap-anywhere' },
    {
      header: 'Documents',
      cell: (p) => (
        <ul>
          {p.documents.map((d) => {
            const ref = refOfId(d.id);
            const name = titles.get(d.id) ?? ref?.key ?? d.id;
            return (
              <li key={d.id}>
                {name}
                {ref ? ` (${ref.language})` : ''}: version {d.version}
                {d.from === 'rollback' ? ', a rollback' : ''}
              </li>
            );
          })}
        </ul>
      ),
      className: 'min-w-56',
    },
    { header: 'Pages', cell: (p) => (p.pages === null ? '' : String(p.pages)) },
    { header: 'Time', cell: (p) => (p.ms === null ? '' : `${p.ms.toLocaleString('en-US')} ms`) },
    { header: 'Error', cell: (p) => p.error ?? '', className: 'wrap-anywhere text-red-800' },
    {
      header: 'Actions',
      cell: (p) =>
        p.status === 'scheduled' && (
          <publisher.Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={p.id} />
            <button
              type="submit"
              className={quietButtonClass}
              disabled={publisher.state !== 'idle'}
              onClick={(e) => {
                if (
                  !window.confirm(
                    `Cancel the publish due ${formatTime(p.publishAt)}? Its drafts stay drafts.`,
                  )
                )
                  e.preventDefault();
              }}
            >
              Cancel<span className="sr-only"> the publish due {formatTime(p.publishAt)}</span>
            </button>
          </publisher.Form>
        ),
    },
  ];

  return (
    <section>
      <PageTitle>Content</PageTitle>
      {/* The documents are a long list: the publishing below it is one step away. */}
      <nav aria-label="On this page" className="mt-1 flex flex-wrap gap-x-4">
        <a href="#add-provider" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Add a provider
        </a>
        <a href="#publish" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Publish all drafts
        </a>
        <a href="#publishes" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Latest publishes
        </a>
      </nav>
      <p className="mt-1 text-slate-700">
        The site’s editable content: change a draft, look at it in the preview, then publish it. The pages
        stay static; a publish renders the pages it changes.
      </p>

      <form
        key={params.toString()}
        onSubmit={filter}
        className="mt-4 grid gap-3 rounded bg-white p-4 shadow sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        aria-label="Find documents"
      >
        <label>
          Search (provider or key)
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={inputClass} />
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={inputClass}>
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {KIND_TEXT[k].name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass}>
            Apply
          </button>
          {filtered && (
            <Link to={href('/admin/content')} className={quietButtonClass}>
              Clear
            </Link>
          )}
        </div>
      </form>

      <h2 className="mt-8 text-lg font-semibold">Documents</h2>
      <ListTable
        caption="Documents"
        columns={columns}
        rows={documents}
        empty="No document matches."
        minWidth="min-w-[760px]"
        card={(d) => (
          <>
            <Link to={documentPagePath(d.ref)} className="font-semibold text-brand-800 underline">
              {d.title}
              <span className="sr-only"> ({languageText(d.ref)})</span>
            </Link>
            <p className="text-slate-700">
              {languageText(d.ref)} · Version {d.publishedVersion}
              {d.hasDraft ? ` · Draft: ${d.draftBy ?? 'someone'}, ${formatTime(d.updatedAt)}` : ''}
            </p>
          </>
        )}
      />

      <AddProvider />

      <h2 id="publish" tabIndex={-1} className="mt-8 text-lg font-semibold">
        Publish
      </h2>
      <publisher.Form
        method="post"
        ref={publishForm}
        aria-label="Publish all drafts"
        className="mt-2 grid gap-3 rounded bg-white p-4 shadow md:grid-cols-[auto_18rem_auto] md:items-end md:justify-start"
      >
        <div>
          <p className="mb-2 text-sm text-slate-700">
            {filtered
              ? 'Every draft, listed here or not.'
              : `${drafts} document${drafts === 1 ? ' has a draft' : 's have drafts'}.`}
          </p>
          <button
            type="submit"
            name="intent"
            value="publish"
            className={buttonClass}
            disabled={publisher.state !== 'idle'}
            onClick={(e) => {
              if (!window.confirm('Publish every draft now? Their pages change at once.')) e.preventDefault();
            }}
          >
            {publisher.state === 'idle' ? 'Publish all drafts' : 'Publishing…'}
          </button>
        </div>
        <label className="md:ml-6">
          Or at a time (your time zone)
          <input name="publishAt" type="datetime-local" className={inputClass} />
        </label>
        <button
          type="submit"
          name="intent"
          value="schedule"
          className={quietButtonClass}
          disabled={publisher.state !== 'idle'}
        >
          Schedule all drafts
        </button>
      </publisher.Form>
      <PublishResult outcome={outcome} />

      <h2 id="publishes" tabIndex={-1} className="mt-8 text-lg font-semibold">
        Latest publishes
      </h2>
      <ListTable
        caption="Publishes, newest first"
        columns={publishColumns}
        rows={publishes}
        empty="Nothing published yet: the site is as it was built."
        minWidth="min-w-[900px]"
      />
    </section>
  );
}

/** What the add-provider form asks of each service's provider beyond its name and address. */
const SERVICE_FORMS = {
  internet: {
    label: 'Internet',
    example: 'Acme Fiber',
    kind: { label: 'Kind of connection', options: INTERNET_TYPE_LABELS, first: 'fiber' },
    tv: false,
  },
  tv: {
    label: 'TV',
    example: 'Acme Cable',
    kind: { label: 'Kind of TV service', options: TV_TYPE_LABELS, first: 'Cable' },
    tv: true,
  },
  streaming: {
    label: 'Streaming',
    example: 'Acme Live',
    kind: { label: 'Kind of service', options: STREAMING_KIND_LABELS, first: 'live' },
    tv: false,
  },
} as const satisfies Record<
  ServiceCategory,
  {
    label: string;
    example: string;
    kind: { label: string; options: Record<string, string>; first: string };
    tv: boolean;
  }
>;

const FORM_SERVICES = ['internet', 'tv', 'streaming'] as const satisfies readonly ServiceCategory[];

/** A text field of the add-provider form, its help and its problem as the API named it. */
function ProviderField(props: {
  name: string;
  label: string;
  help: string;
  problem: string | undefined;
  maxLength: number;
  spellCheck?: boolean;
}) {
  const id = `provider-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        required
        maxLength={props.maxLength}
        autoComplete="off"
        spellCheck={props.spellCheck}
        className={inputClass}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={`${id}-help${props.problem ? ` ${id}-problem` : ''}`}
      />
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {props.help}
      </p>
      {props.problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {props.problem}
        </p>
      )}
    </div>
  );
}

/**
 * Adds a provider of a service (decision 089): an internet provider, a TV provider or a streaming
 * service, its name, address and kind; a TV provider its channels and where it sells too. The
 * server checks them (a field's problem is shown beside it; an address in use is said above the
 * form); then the provider's document opens, with a draft that puts it on the site when published.
 */
function AddProvider() {
  const adder = useFetcher<typeof clientAction>();
  const [service, setService] = useState<ServiceCategory>('internet');
  const outcome =
    adder.state === 'idle' && adder.data && !(adder.data instanceof Response) ? adder.data : undefined;
  const error = outcome?.error ?? null;
  const problems = error?.fieldErrors ?? {};
  const busy = adder.state !== 'idle';
  const form = SERVICE_FORMS[service];
  return (
    <>
      <h2 id="add-provider" tabIndex={-1} className="mt-8 text-lg font-semibold">
        Add a provider
      </h2>
      <p className="mt-1 text-slate-700">
        Its pages in English and Spanish, its place in the menus and on its service’s page, and the ZIP code
        answers come with the next publish. Its page shows its kind’s sample plans until you publish its own;
        name the states it serves on the next page.
      </p>
      <div role="alert">
        {error && !error.fieldErrors && (
          <p className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {error.body?.message ?? error.message}
          </p>
        )}
      </div>
      <adder.Form
        method="post"
        aria-label="Add a provider"
        className="mt-2 grid gap-3 rounded bg-white p-4 shadow md:grid-cols-3 md:items-start"
      >
        <input type="hidden" name="intent" value="add-provider" />
        <div>
          <label htmlFor="provider-service" className="font-semibold">
            Service
          </label>
          <select
            id="provider-service"
            name="service"
            className={inputClass}
            value={service}
            onChange={(e) => {
              const chosen = FORM_SERVICES.find((s) => s === e.currentTarget.value);
              if (chosen) setService(chosen);
            }}
          >
            {FORM_SERVICES.map((s) => (
              <option key={s} value={s}>
                {SERVICE_FORMS[s].label}
              </option>
            ))}
          </select>
        </div>
        <ProviderField
          name="name"
          label="Name"
          help={`As the menus, the tiles and its page name it: “${form.example}”.`}
          problem={problems.name}
          maxLength={40}
        />
        <ProviderField
          name="slug"
          label="Address"
          help={`Its page’s address ends with it: ${providerPath[service]('acme')}. Lower-case letters and digits, words joined by hyphens; it cannot change later.`}
          problem={problems.slug}
          maxLength={40}
          spellCheck={false}
        />
        <div>
          <label htmlFor="provider-type" className="font-semibold">
            {form.kind.label}
          </label>
          {/* Keyed by service: another service's options start from its first kind. */}
          <select
            key={service}
            id="provider-type"
            name="type"
            className={inputClass}
            defaultValue={form.kind.first}
            aria-invalid={problems.type ? true : undefined}
          >
            {Object.entries(form.kind.options).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {form.tv && (
          <>
            <ProviderField
              name="maxChannels"
              label="Channels"
              help="The most channels a package has, as the TV page says it: 300+."
              problem={problems.maxChannels}
              maxLength={5}
            />
            <ProviderField
              name="availability"
              label="Where it sells"
              help="As the TV page’s comparison says it: Nationwide, or 18 states."
              problem={problems.availability}
              maxLength={30}
            />
          </>
        )}
        <div className="md:col-span-3">
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? 'Adding…' : 'Add the provider'}
          </button>
        </div>
      </adder.Form>
    </>
  );
}
