// The changes an operator makes to leads, sent in the order they were made (issue 36 item 1). A key
// never waits for the one before it to be saved: `a`, a note and log-and-next are queued here at
// once, shown on the page as done (optimistic), and sent one after the other, each with the version
// the one before it left (a change of the operator's own never conflicts with the one before it).
// A change the server refuses takes the lead's later queued changes with it (they were made on a
// lead that turned out otherwise) and is kept, with why, for the page and the notices to show;
// a change the server could not be reached for is tried again, a little later each time.
// The queue lives as long as the tab (the module), not the page: leaving a lead does not drop what
// was typed on it.
import { useSyncExternalStore } from 'react';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import { LeadConflict, type LeadStatus, LeadVersion, NEXT_STATUS } from '../../contracts/console.ts';
import { afterNextFrame } from '../lib/after-next-frame';
import { ApiError, apiRequest } from '../lib/api';

/** A change as the operator made it (the API body without the version, which the queue adds). */
export type LeadChange =
  | { intent: 'status'; status: LeadStatus; reason?: string }
  | { intent: 'assign'; operatorId: string | null; operatorEmail: string | null }
  | { intent: 'note'; note: string }
  | { intent: 'log'; status: LeadStatus; note?: string; reason?: string; takeAs?: { id: string } }
  /** Takes back the change that left the lead at `version` (what: its words, for the notices). */
  | { intent: 'undo'; version: number; what: string };

/** A change queued or refused, with the lead it is for (by name, for the notices). */
export type QueuedChange = {
  seq: number;
  leadId: string;
  leadName: string;
  change: LeadChange;
  /** The operator who made it: sent only in their session. */
  by: string;
  /**
   * queued: on its way (the first of them is being sent, or tried again; not marked, as it would
   * only re-render the pages showing the lead, in the middle of the next lead's render).
   * paused: the session ended; sent when the same operator signs in again in this tab.
   * saved: on the server, but the lead's page may still hold the lead as it was before: the page
   * goes on showing it until its data has the version the change left (`left`).
   */
  state: 'queued' | 'paused' | 'failed' | 'saved';
  /** For a saved change: the lead's version after it, if known. */
  left?: number;
  error?: ApiError;
  /** A stale version: the lead's current version and what changed since. */
  conflict?: LeadConflict | null;
};

/** What was done, said once: "Lou Logged: marked contacted." */
export type ChangeNotice = {
  seq: number;
  leadId: string;
  text: string;
  kind: 'saved' | 'failed';
  /** The last change saved can be undone (Undo, or `z`). */
  undoable?: boolean;
};

type State = { changes: QueuedChange[]; notices: ChangeNotice[] };

let state: State = { changes: [], notices: [] };
const listeners = new Set<() => void>();
/** The last version of each lead this tab knows of: the page's, plus the changes it has sent since. */
const versions = new Map<string, number>();
/** Told when a lead's changes are all saved (the lead page reloads its story). */
const savedListeners = new Set<(leadId: string) => void>();
let seq = 0;
let running = false;
/** Saved changes kept for pages that have not reloaded their lead yet: at most this many. */
const MAX_KEPT = 200;
/** The change saved last in this tab, while it can be undone: the lead, and the version it left. */
let lastSaved: { leadId: string; leadName: string; version: number; what: string; by: string } | null = null;

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The queue and the notices, for a component. */
export function useLeadChanges(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** How many times each lead's changes were all saved (or refused) in this tab. */
const saves = new Map<string, number>();
export function savedCount(leadId: string): number {
  return saves.get(leadId) ?? 0;
}

/** Tells `fn` each time every queued change of a lead has been saved. */
export function onLeadSaved(fn: (leadId: string) => void): () => void {
  savedListeners.add(fn);
  return () => savedListeners.delete(fn);
}

/** On its way to the server: neither saved nor refused. */
export const onItsWay = (c: QueuedChange) => c.state !== 'failed' && c.state !== 'saved';

/** The version a saved change left the lead at, if known (undefined for any other change). */
const leftAt = (c: QueuedChange): number | undefined => (c.state === 'saved' ? c.left : undefined);

/** Whether a lead still has changes on their way (its page's data is older than what it shows). */
export function hasPending(leadId: string): boolean {
  return state.changes.some((c) => c.leadId === leadId && onItsWay(c));
}

/**
 * Whether this tab saved a change to the lead that a lead at `version` does not have yet: a page
 * holding it is behind and asks again (its reload crossed the save).
 */
export function behind(leadId: string, version: number): boolean {
  return state.changes.some((c) => c.leadId === leadId && (leftAt(c) ?? -1) > version);
}

/** The version of each lead as its page last loaded it. */
const loaded = new Map<string, number>();

/**
 * The lead's version as its page loaded it; kept while changes of this tab are on their way. A
 * saved change whose version was not known is in any lead loaded after it was saved, as this one:
 * it is laid over the lead only while the page shows an older one.
 */
export function sawVersion(leadId: string, version: number): void {
  if (!hasPending(leadId)) versions.set(leadId, version);
  loaded.set(leadId, version);
  const unknown = (c: QueuedChange) => c.leadId === leadId && c.state === 'saved' && c.left === undefined;
  if (state.changes.some(unknown))
    set({ changes: state.changes.map((c) => (unknown(c) ? { ...c, left: version } : c)) });
}

/** The words of a change: "marked contacted", "assigned to you", "note added". */
export function changeText(c: LeadChange, me: string): string {
  if (c.intent === 'status') return `marked ${c.status}`;
  if (c.intent === 'assign')
    return c.operatorId === null
      ? 'unassigned'
      : `assigned to ${c.operatorId === me ? 'you' : c.operatorEmail}`;
  if (c.intent === 'note') return 'note added';
  if (c.intent === 'undo') return `undone (${c.what})`;
  return `marked ${c.status}${c.note ? ' with a note' : ''}${c.takeAs ? ', and it is yours' : ''}`;
}

/**
 * The lead as it will be once its queued changes are saved: the status and assignee the page
 * shows meanwhile, and what the next key is checked against.
 */
export function pendingView(
  leadId: string,
  lead: { status: LeadStatus; assigned_to: string | null; version: number },
): { status: LeadStatus; assigned_to: string | null; notes: string[] } {
  let { status, assigned_to } = lead;
  const notes: string[] = [];
  for (const q of state.changes) {
    if (q.leadId !== leadId || q.state === 'failed') continue;
    // Saved, and the page's lead already has it.
    if (q.state === 'saved' && q.left !== undefined && q.left <= lead.version) continue;
    const c = q.change;
    if (c.intent === 'status' || c.intent === 'log') status = c.status;
    if (c.intent === 'assign') assigned_to = c.operatorId;
    if (c.intent === 'log' && c.takeAs && assigned_to === null) assigned_to = c.takeAs.id;
    if ((c.intent === 'note' || c.intent === 'log') && c.note) notes.push(c.note);
  }
  return { status, assigned_to, notes };
}

/** Why a status change cannot apply to a lead that is (or will be) `from`; null when it can. */
export function whyNot(from: LeadStatus, to: LeadStatus): string | null {
  if (NEXT_STATUS[from].includes(to)) return null;
  const ways = NEXT_STATUS[from].join(', ');
  return `A ${from} lead cannot become ${to}${ways ? `: it can become ${ways}` : ''}.`;
}

/** Queues a change to a lead; it is shown at once and sent after the ones before it. */
export function queueChange(leadId: string, leadName: string, change: LeadChange, by: string): void {
  seq++;
  const paused = state.changes.some((c) => c.state === 'paused');
  // Saved changes whose lead has been loaded with them since are no longer laid over it.
  const kept = state.changes.filter((c) => {
    const left = leftAt(c);
    return left === undefined || left > (loaded.get(c.leadId) ?? -1);
  });
  set({
    changes: [...kept, { seq, leadId, leadName, change, by, state: paused ? 'paused' : 'queued' }],
  });
  // Sent once the frame showing it is drawn: the request's start is not on the key's path.
  afterNextFrame(() => void run());
}

let sessionEnded: (() => void) | undefined;
/** What to do when a change finds the session ended (the console sends the operator to sign in). */
export function onSessionEnded(fn: () => void): void {
  sessionEnded = fn;
}

/**
 * Signed in (again): the changes the session end paused are sent if they are this operator's, and
 * dropped (unsent, unseen) if another operator signed in on this tab.
 */
export function resumeChanges(operatorId: string): void {
  const paused = state.changes.filter((c) => c.state === 'paused');
  if (paused.length === 0) return;
  set({
    changes: state.changes.flatMap((c) =>
      c.state !== 'paused' ? [c] : c.by === operatorId ? [{ ...c, state: 'queued' as const }] : [],
    ),
  });
  void run();
}

/**
 * Undo (`z`, or the notice's button): takes back the last change this tab saved, if it is the
 * operator's and nothing came after it (the server checks that, and the time). Says what it did.
 */
export function undoLast(by: string): string {
  const last = lastSaved;
  if (!last || last.by !== by) return 'Nothing to undo.';
  lastSaved = null;
  set({ notices: state.notices.map((n) => ({ ...n, undoable: false })) });
  queueChange(last.leadId, last.leadName, { intent: 'undo', version: last.version, what: last.what }, by);
  return `Undoing: ${last.leadName}: ${last.what}.`;
}

/** Forgets a refused change (the operator read it, or applied it anyway). */
export function dismissChange(seqOf: number): void {
  set({ changes: state.changes.filter((c) => c.seq !== seqOf) });
}

/** Forgets a notice once it has been shown long enough. */
export function dismissNotice(seqOf: number): void {
  set({ notices: state.notices.filter((n) => n.seq !== seqOf) });
}

function request(q: QueuedChange, version: number | undefined): Promise<number | undefined> {
  const c = q.change;
  const id = { id: q.leadId };
  if (c.intent === 'undo')
    return apiRequest<LeadVersion>(apiPath(ADMIN_API.leadUndo, id), {
      method: 'POST',
      body: { version: c.version },
    }).then((r) => LeadVersion.parse(r).version);
  if (c.intent === 'log') {
    const body = { status: c.status, note: c.note, reason: c.reason, version };
    return apiRequest<LeadVersion>(apiPath(ADMIN_API.leadLog, id), { method: 'POST', body }).then(
      (r) => LeadVersion.parse(r).version,
    );
  }
  const [path, body] =
    c.intent === 'status'
      ? [ADMIN_API.leadStatus, { status: c.status, reason: c.reason, version }]
      : c.intent === 'assign'
        ? [ADMIN_API.leadAssign, { operatorId: c.operatorId, version }]
        : [ADMIN_API.leadNotes, { text: c.note }];
  // Each of these is one event on the lead: its version goes up by one.
  return apiRequest(apiPath(path, id), { method: 'POST', body }).then(() =>
    version === undefined ? undefined : version + 1,
  );
}

/** Not reached, or the server is restarting: worth trying again. */
const retriable = (e: unknown) =>
  e instanceof ApiError && (e.status === 0 || e.status === 502 || e.status === 503);

async function run(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const q = state.changes.find((c) => c.state === 'queued');
      if (!q) break;
      const me = q.change.intent === 'log' ? (q.change.takeAs?.id ?? '') : '';
      try {
        const version = await sendWithRetry(q);
        if (version === undefined) versions.delete(q.leadId);
        else versions.set(q.leadId, version);
        // Kept as saved until the lead's page has loaded it (the page would otherwise show the
        // lead as it was, between this answer and its reload, and check the next key against
        // that). An undo takes the lead back: what was saved before it is not laid over it.
        const others = state.changes.filter(
          (c) =>
            c.seq !== q.seq && !(q.change.intent === 'undo' && c.leadId === q.leadId && c.state === 'saved'),
        );
        const kept = [
          ...others.filter((c) => c.state === 'saved'),
          ...(q.change.intent === 'undo' ? [] : [{ ...q, state: 'saved' as const, left: version }]),
        ].slice(-MAX_KEPT);
        const rest = [...kept, ...others.filter((c) => c.state !== 'saved')];
        const what = changeText(q.change, me);
        const undoable = version !== undefined && q.change.intent !== 'undo';
        lastSaved = undoable ? { leadId: q.leadId, leadName: q.leadName, version, what, by: q.by } : null;
        const notice: ChangeNotice = {
          seq: q.seq,
          leadId: q.leadId,
          text: `${q.leadName}: ${what}.`,
          kind: 'saved',
          undoable,
        };
        const notices = [...state.notices.map((n) => ({ ...n, undoable: false })), notice].slice(-5);
        set({ changes: rest, notices });
        if (!rest.some((c) => c.leadId === q.leadId && onItsWay(c))) told(q.leadId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended: nothing is lost; it all waits for the operator to sign in again.
          set({
            changes: state.changes.map((c) => (onItsWay(c) ? { ...c, state: 'paused' as const } : c)),
          });
          sessionEnded?.();
          break;
        }
        fail(q, error);
      }
    }
  } finally {
    running = false;
  }
}

async function sendWithRetry(q: QueuedChange): Promise<number | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request(q, versions.get(q.leadId));
    } catch (error) {
      if (!retriable(error) || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, Math.min(16_000, 1000 * 2 ** attempt)));
    }
  }
}

/** A refused change, and the lead's later changes that were made on top of it. */
function fail(q: QueuedChange, error: unknown): void {
  const apiError =
    error instanceof ApiError ? error : new ApiError({ kind: 'client', message: String(error) });
  const conflict =
    apiError.status === 409 && apiError.body?.reason === 'stale'
      ? (LeadConflict.safeParse(apiError.body.conflict).data ?? null)
      : null;
  // The next change to this lead is checked against the lead as it now is (or not at all).
  if (conflict) versions.set(q.leadId, conflict.version);
  else versions.delete(q.leadId);
  const dropped = state.changes.filter((c) => c.leadId === q.leadId && c.seq > q.seq);
  const changes = state.changes
    .filter((c) => !dropped.includes(c))
    .map((c) => (c.seq === q.seq ? { ...c, state: 'failed' as const, error: apiError, conflict } : c));
  const text = `${q.leadName}: not saved (${changeText(q.change, '')}). ${apiError.message}${
    dropped.length
      ? ` ${dropped.length} later change${dropped.length === 1 ? '' : 's'} to this lead not sent.`
      : ''
  }`;
  set({
    changes,
    notices: [...state.notices, { seq: q.seq, leadId: q.leadId, text, kind: 'failed' as const }].slice(-5),
  });
  told(q.leadId);
}

function told(leadId: string): void {
  saves.set(leadId, savedCount(leadId) + 1);
  for (const l of savedListeners) l(leadId);
}

/** For tests of this module: an empty queue. */
export function resetLeadChanges(): void {
  state = { changes: [], notices: [] };
  lastSaved = null;
  versions.clear();
  loaded.clear();
  seq = 0;
}
