// A lead's story: every field, the plan chosen, the timeline (stored, mail state, status changes,
// assignment, notes) and earlier leads of the same contact; change status, assign, add a note.
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { href, Link, useRevalidator } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { Attribution } from '../../contracts/attribution.ts';
import type { ConsentShown, ContactLead, LeadRecord, LeadStory } from '../../contracts/console.ts';
import { afterNextFrame } from '../lib/after-next-frame';
import { apiRequest } from '../lib/api';
import type { Route } from './+types/lead';
import { FirstContactTimer } from './age';
import { loadAssignees } from './assignees';
import { inboxHref } from './inbox-return';
import { behind, onLeadSaved, pendingView, savedCount, sawVersion, useLeadChanges } from './lead-changes';
import { privacyRows, touchesToShow, touchRows } from './lead-fields';
import { LeadLive } from './lead-live';
import { DNC_BANNER_ID, isDoNotContact, LanguageMark, LeadMarks, PrivacyBanner } from './lead-marks';
import { prefetchNextOf, takePrefetched, useForgetChangedPrefetches } from './lead-prefetch';
import { flashFor, rememberLastLead } from './lead-queue';
import { useLeadNeighbours, WorkCard } from './lead-work';
import { agentsOnly, consoleApi, operatorContext } from './session';
import { erasure, timelineText } from './timeline';
import {
  Breakable,
  consoleMeta,
  formatPhone,
  formatTime,
  isNotFound,
  NotFound,
  PageTitle,
  RouteError,
} from './ui';

/**
 * The lead whose opening this tab has audited, while it is shown. The story is always asked for
 * without auditing (?prefetch=1), and the opening audited once, when a loader for a lead not
 * already open ends without being cancelled: a reload (after a save, a colleague's change) or a
 * navigation the router restarted is not another opening, and a cancelled one is not one.
 */
let opened: string | null = null;

export async function clientLoader({ request, params, context }: Route.ClientLoaderArgs) {
  agentsOnly(context, 'Lead', 'Only agents and admins see leads.');
  const { id } = params;
  const { story, assignees } = (await takePrefetched(id)) ?? {
    story: await consoleApi<LeadStory>(request, apiPath(ADMIN_API.lead, { id }, { prefetch: '1' })),
    assignees: await loadAssignees(request),
  };
  if (opened !== id && !request.signal.aborted) {
    opened = id;
    // In the background, once the page is drawn: neither the page nor the key waits for it.
    afterNextFrame(() => {
      apiRequest(apiPath(ADMIN_API.leadOpened, { id }), { method: 'POST' }).catch(() => undefined);
    });
  }
  rememberLastLead(id);
  sawVersion(id, story.lead.version);
  return {
    story,
    assignees,
    me: context.get(operatorContext),
    flash: flashFor(id),
    savedSeen: savedCount(id),
  };
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

/**
 * A value a person can act on: e-mail and phone as links that start a message or a call, except
 * for a contact who asked not to be contacted (plain text, marked).
 */
function FieldValue({ field, value, dnc }: { field: string; value: string; dnc: boolean }) {
  if (dnc && (field === 'email' || field === 'phone'))
    return (
      <>
        {field === 'phone' ? formatPhone(value) : value}{' '}
        <span className="font-semibold text-red-800">(do not contact)</span>
      </>
    );
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
  const { story, assignees, me, flash } = loaderData;
  const { lead } = story;
  const dnc = isDoNotContact(lead);
  useLeadNeighbours(lead.id, me.id);
  // A lead that opens (from the inbox, or the next one after log and next) takes the focus on its
  // name, with the do-not-contact banner as its description: in a layout effect, before the keys
  // typed while it opened are replayed on it (key-buffer.ts), so they are not undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each lead that opens
  useLayoutEffect(() => {
    document.getElementById('lead-title')?.focus();
  }, [lead.id]);
  useForgetChangedPrefetches();
  // Left: coming back to it is a new opening.
  useEffect(
    () => () => {
      if (opened === lead.id) opened = null;
    },
    [lead.id],
  );
  // The next lead of the list (or of its next page) is asked for now, so that it opens at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each lead that opens
  useEffect(() => {
    prefetchNextOf(lead.id, me.id);
  }, [lead.id]);
  // When this tab's changes to the lead are saved (or refused), the page shows the lead as it is.
  const { revalidate } = useRevalidator();
  useEffect(() => onLeadSaved((id) => id === lead.id && void revalidate()), [lead.id, revalidate]);
  // Saved between this page's load and now (a change resumed after signing in): shown now too.
  useEffect(() => {
    if (savedCount(lead.id) !== loaderData.savedSeen) void revalidate();
  }, [lead.id, loaderData.savedSeen, revalidate]);
  // Still without a change this tab saved (a reload that crossed the save): asked again, a little
  // later, until the page has it. The status and notes show meanwhile (pendingView), the timeline
  // and the rest of the story once it comes.
  useLeadChanges();
  const isBehind = behind(lead.id, lead.version);
  useEffect(() => {
    if (!isBehind) return;
    const again = setInterval(() => void revalidate(), 1500);
    return () => clearInterval(again);
  }, [isBehind, revalidate]);
  const pendingNotes = pendingView(lead.id, lead).notes;
  const pkg = lead.package;
  const erased = lead.erased_at
    ? (story.timeline.findLast((e) => e.type === 'erased') ?? {
        at: String(lead.erased_at),
        detail: {},
      })
    : null;

  return (
    <article>
      <p>
        <Link to={inboxHref()} className="inline-flex min-h-11 items-center text-brand-800 underline">
          ← Inbox
        </Link>
      </p>
      {!erased && <PrivacyBanner lead={lead} />}
      <PageTitle id="lead-title" tabIndex={-1} aria-describedby={dnc && !erased ? DNC_BANNER_ID : undefined}>
        {erased ? 'Erased lead' : lead.name}
      </PageTitle>
      {lead.language === 'es' && (
        <p className="mt-1 text-slate-700">
          <LanguageMark language={lead.language} said /> Sent from a Spanish page: answer in Spanish.
        </p>
      )}
      {!erased && (
        <FirstContactTimer
          receivedAt={lead.created_at}
          dueAt={story.firstContact.dueAt}
          contactedAt={story.firstContact.at}
        />
      )}
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
                lead[key]
                  ? [[label, <FieldValue key={key} field={key} value={String(lead[key])} dnc={dnc} />]]
                  : [],
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
              {pendingNotes.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: notes on their way, in the order written
                <li key={i} className="border-l-4 border-dashed border-slate-300 pl-3">
                  <span className="block text-sm text-slate-600">Saving…</span>
                  <span className="whitespace-pre-wrap">Note: {text}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        {!erased && (
          <aside className="space-y-6">
            <LeadLive story={story} assignees={assignees} me={me} />
            <WorkCard key={lead.id} story={story} assignees={assignees} me={me} flash={flash} />
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
                      </Link>
                      <LeadMarks lead={l} />{' '}
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
