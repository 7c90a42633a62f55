// A lead's story: every field, the plan chosen, the timeline (stored, mail state, status changes,
// assignment, notes) and earlier leads of the same contact; change status, assign, add a note.
import { type ReactNode, useEffect, useRef } from 'react';
import { href, Link, useFetcher } from 'react-router';
import type { Attribution } from '../../../contracts/attribution.ts';
import type {
  ConsentShown,
  ContactLead,
  LeadRecord,
  LeadStatus,
  LeadStory,
} from '../../../contracts/console.ts';
import { AssigneeOptions, loadAssignees } from '../../admin/assignees';
import { inboxHref } from '../../admin/inbox-return';
import { privacyRows, touchesToShow, touchRows } from '../../admin/lead-fields';
import { consoleApi } from '../../admin/session';
import { erasure, timelineText } from '../../admin/timeline';
import {
  Breakable,
  buttonClass,
  consoleMeta,
  ErrorNote,
  formatPhone,
  formatTime,
  inputClass,
  isNotFound,
  NotFound,
  PageTitle,
  quietButtonClass,
  RouteError,
} from '../../admin/ui';
import { ApiError } from '../../lib/api';
import type { Route } from './+types/lead';

const leadApi = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [story, assignees] = await Promise.all([
    consoleApi<LeadStory>(request, leadApi(params.id)),
    loadAssignees(request),
  ]);
  return { story, assignees };
}

/** What the lead page's work card sends: a status, an assignment or a note. */
type Change =
  | { intent: 'status'; status: LeadStatus }
  | { intent: 'assign'; operatorId: string | null }
  | { intent: 'note'; text: string };

function changeOf(form: FormData): Change {
  const intent = form.get('intent');
  if (intent === 'status') return { intent, status: String(form.get('status')) as LeadStatus };
  if (intent === 'assign') return { intent, operatorId: String(form.get('operatorId') ?? '') || null };
  return { intent: 'note', text: String(form.get('note') ?? '') };
}

/** One change to the lead; the page's loader then runs again, so the story shows it. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const change = changeOf(await request.formData());
  const [path, body, done] =
    change.intent === 'status'
      ? ['status', { status: change.status }, `Status changed to ${change.status}.`]
      : change.intent === 'assign'
        ? ['assign', { operatorId: change.operatorId }, 'Assignment saved.']
        : ['notes', { text: change.text }, 'Note added.'];
  try {
    await consoleApi(request, `${leadApi(params.id)}/${path}`, { method: 'POST', body });
    return { intent: change.intent, saved: done, error: null };
  } catch (error) {
    if (error instanceof ApiError) return { intent: change.intent, saved: '', error };
    throw error;
  }
}

/** The tab's title: the lead's name (its page is about that person). */
export function meta({ loaderData, error }: Route.MetaArgs) {
  const lead = loaderData?.story.lead;
  if (lead) return consoleMeta(lead.erased_at ? 'Erased lead' : lead.name);
  return consoleMeta(isNotFound(error) ? 'Lead not found' : 'Lead');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error))
    return (
      <NotFound title="Lead not found">
        No lead has this id: the link may be mistyped, or from another installation.
      </NotFound>
    );
  return <RouteError title="Lead" error={error} />;
}

const matchWords: Record<ContactLead['match'], string> = {
  email: 'same e-mail',
  phone: 'same phone',
  both: 'same e-mail and phone',
};

const fieldLabels: [keyof LeadRecord, string][] = [
  ['kind', 'Kind'],
  ['status', 'Status'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['zip_code', 'ZIP'],
  ['address', 'Address'],
  ['city', 'City'],
  ['subject', 'Subject'],
  ['comment', 'Comment'],
  ['page', 'Page'],
  ['created_at', 'Received'],
  ['updated_at', 'Last change'],
];

/** A value a person can act on: e-mail and phone as links that start a message or a call. */
function FieldValue({ field, value }: { field: string; value: string }) {
  if (field === 'email')
    return (
      <a href={`mailto:${value}`} className="text-brand-800 underline">
        <Breakable text={value} />
      </a>
    );
  if (field === 'phone')
    return (
      <a href={`tel:${value}`} className="text-brand-800 underline">
        {formatPhone(value)}
      </a>
    );
  return <>{field.endsWith('_at') ? formatTime(value) : value}</>;
}

/** Label / value rows as a description list (two columns from the small breakpoint up). */
function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded bg-white p-4 shadow" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the lead came from: its first and latest visit (campaign, click ids, referrer, landing page). */
function CameFrom({ attribution }: { attribution: Attribution | null }) {
  const touches = touchesToShow(attribution);
  if (touches.length === 0)
    return <p className="mt-2 text-slate-600">No campaign or referring site: a direct visit.</p>;
  return touches.map(({ title, touch }) => (
    <div key={title} className="mt-3">
      <h3 className="font-semibold">{title}</h3>
      <Rows rows={touchRows(touch)} />
    </div>
  ));
}

/** The consent the lead carries: the disclosure word for word, its version and when it was given. */
function Consent({ lead, consent }: { lead: LeadRecord; consent: ConsentShown | null }) {
  if (consent)
    return (
      <>
        <p className="mt-2">
          Agreed to version <strong>{consent.version}</strong> by sending the form, {formatTime(consent.at)}.
          The visitor saw, directly above the button:
        </p>
        <blockquote className="mt-2 border-l-4 border-slate-300 bg-slate-50 px-3 py-2 whitespace-pre-wrap">
          {consent.text}
        </blockquote>
        <p className="mt-1 text-sm break-all text-slate-600">SHA-256 of this text: {consent.sha256}</p>
      </>
    );
  if (lead.consent_version)
    return <p className="mt-2">Version {lead.consent_version}; its text is not on record.</p>;
  return (
    <p className="mt-2 text-slate-600">
      None asked: this form takes no phone number, so it carries no consent to calls or texts.
    </p>
  );
}

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const { story, assignees } = loaderData;
  // One fetcher for the work card: a change at a time, the card busy until the story is reloaded.
  const work = useFetcher<typeof clientAction>();
  const busy = work.state !== 'idle';
  const result = busy ? undefined : work.data;
  const noteForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.intent === 'note' && !result.error) noteForm.current?.reset();
  }, [result]);

  const { lead } = story;
  const pkg = lead.package;
  const erased = lead.erased_at
    ? (story.timeline.findLast((e) => e.type === 'erased') ?? {
        at: String(lead.erased_at),
        detail: {},
      })
    : null;
  // The assignment being saved shows at once; the story's once it is.
  const pendingAssignee = work.formData?.get('intent') === 'assign' ? work.formData.get('operatorId') : null;

  return (
    <article>
      <p>
        <Link to={inboxHref()} className="inline-flex min-h-11 items-center text-brand-800 underline">
          ← Inbox
        </Link>
      </p>
      <PageTitle>{erased ? 'Erased lead' : lead.name}</PageTitle>
      {!erased && (
        // On a phone the actions sit under the whole story: one tap away from the top.
        <nav aria-label="On this page" className="mt-2 flex flex-wrap gap-x-4 lg:hidden">
          <a href="#work" className="inline-flex min-h-11 items-center text-brand-800 underline">
            Work on this lead
          </a>
          <a href="#timeline" className="inline-flex min-h-11 items-center text-brand-800 underline">
            Timeline
          </a>
        </nav>
      )}
      {erased && (
        <p className="mt-3 rounded border border-slate-400 bg-slate-100 px-3 py-2" role="note">
          <strong>Erased</strong> {formatTime(erased.at)}: {erasure(erased.detail)}. Its name, contact
          details, address, message and notes are gone for good; what is left is the record that a lead came
          in (kind, status, dates, attribution, consent and privacy flags). Nothing more can be done with it.
        </p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section className="rounded bg-white p-4 shadow" aria-labelledby="fields">
            <h2 id="fields" className="text-lg font-semibold">
              Request
            </h2>
            <Rows
              rows={fieldLabels.flatMap(([key, label]): [string, ReactNode][] =>
                lead[key] ? [[label, <FieldValue key={key} field={key} value={String(lead[key])} />]] : [],
              )}
            />
            {pkg && (
              <>
                <h3 className="mt-4 font-semibold">Plan chosen</h3>
                <p>
                  {pkg.packageTitle} — {String(pkg.mbps)} Mbps, {pkg.price} / {pkg.planDuration}
                </p>
                {Array.isArray(pkg.packageDescription) && (
                  <ul className="list-disc pl-6">
                    {pkg.packageDescription.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                )}
                {chosenLabel(pkg.label) && <ChosenLabelFacts label={chosenLabel(pkg.label)} />}
              </>
            )}
          </section>
          <Card id="came-from" title="Where it came from">
            <CameFrom attribution={lead.attribution} />
          </Card>
          <Card id="consent" title="Consent and privacy">
            <Consent lead={lead} consent={story.consent} />
            <Rows
              rows={[
                ...privacyRows(lead),
                [
                  'Repeat visitor',
                  lead.duplicate_of ? (
                    <Link
                      key="repeat"
                      to={href('/admin/leads/:id', { id: lead.duplicate_of })}
                      className="text-brand-800 underline"
                    >
                      Yes: see the contact’s earlier lead
                    </Link>
                  ) : (
                    'No earlier lead of this contact in the 30 days before'
                  ),
                ],
                ...(lead.user_agent ? [['Browser', lead.user_agent] as [string, ReactNode]] : []),
              ]}
            />
          </Card>
          <section className="rounded bg-white p-4 shadow" aria-labelledby="timeline">
            <h2 id="timeline" className="text-lg font-semibold">
              Timeline
            </h2>
            <ol className="mt-2 space-y-2">
              {story.timeline.map((e) => (
                <li key={e.id} className="border-l-4 border-brand-200 pl-3">
                  <span className="block text-sm text-slate-600">
                    {formatTime(e.at)}
                    {e.operator ? ` · ${e.operator}` : ''}
                  </span>
                  <span className="whitespace-pre-wrap">{timelineText(e)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        {!erased && (
          <aside className="space-y-6">
            <section className="rounded bg-white p-4 shadow" aria-labelledby="work">
              <h2 id="work" className="text-lg font-semibold">
                Work on this lead
              </h2>
              <ErrorNote error={result?.error} />
              <p role="status" className="text-green-800">
                {result?.saved}
              </p>
              <p className="mt-2">
                Status: <strong>{lead.status}</strong>
              </p>
              <work.Form method="post" className="mt-2 flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="status" />
                {story.nextStatuses.map((s) => (
                  <button
                    key={s}
                    type="submit"
                    name="status"
                    value={s}
                    className={quietButtonClass}
                    disabled={busy}
                  >
                    Mark {s}
                  </button>
                ))}
              </work.Form>
              <label className="mt-4 block">
                Assigned to
                <select
                  className={inputClass}
                  value={String(pendingAssignee ?? lead.assigned_to ?? '')}
                  disabled={busy}
                  onChange={(e) =>
                    work.submit({ intent: 'assign', operatorId: e.target.value }, { method: 'post' })
                  }
                >
                  <option value="">Nobody</option>
                  <AssigneeOptions operators={assignees} />
                </select>
              </label>
              <work.Form method="post" ref={noteForm} className="mt-4">
                <input type="hidden" name="intent" value="note" />
                <label className="block">
                  Note
                  <textarea name="note" required maxLength={5000} rows={3} className={inputClass} />
                </label>
                <button type="submit" className={`${buttonClass} mt-2`} disabled={busy}>
                  Add note
                </button>
              </work.Form>
            </section>
            <section className="rounded bg-white p-4 shadow" aria-labelledby="earlier">
              <h2 id="earlier" className="text-lg font-semibold">
                Other leads of this contact
              </h2>
              {story.earlier.length === 0 ? (
                <p className="mt-2 text-slate-600">None.</p>
              ) : (
                <ul className="mt-2 space-y-1">
                  {story.earlier.map((l) => (
                    <li key={l.id}>
                      <Link to={href('/admin/leads/:id', { id: l.id })} className="text-brand-800 underline">
                        {formatTime(l.created_at)} · {l.kind} · {l.status}
                      </Link>{' '}
                      <span className="text-sm text-slate-600">({matchWords[l.match]})</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </aside>
        )}
      </div>
    </article>
  );
}

type ChosenLabel = { uniquePlanId: string; labelId: string; facts: Record<string, string> };

/** A plan finder lead's Broadband Facts label, as the visitor saw it. */
function chosenLabel(v: unknown): ChosenLabel | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const l = v as Partial<ChosenLabel>;
  return typeof l.uniquePlanId === 'string' && typeof l.labelId === 'string'
    ? { uniquePlanId: l.uniquePlanId, labelId: l.labelId, facts: l.facts ?? {} }
    : undefined;
}

function ChosenLabelFacts({ label }: { label: ChosenLabel | undefined }) {
  if (!label) return null;
  return (
    <div className="mt-3" data-chosen-label>
      <h4 className="font-semibold">Broadband Facts label the visitor saw</h4>
      <p className="text-sm">
        Plan id {label.uniquePlanId} (label version {label.labelId})
      </p>
      <dl className="mt-1 grid grid-cols-[minmax(0,14rem)_minmax(0,1fr)] gap-x-3 text-sm">
        {Object.entries(label.facts).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
