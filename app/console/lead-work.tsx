// A lead's work card (status, assignment, note) and its keyboard loop (issues 29 and 36):
// - log and next: `c`, `q` or `l` (or a "Mark …" button) opens the outcome dialog, the note field
//   in focus; Ctrl+Enter (or "Save and next") queues the outcome, its note and, for a lead nobody
//   has, the lead taken by this operator, as one change, and opens the next lead of the list at
//   once: two keys a lead, three with a note;
// - no lost key: every change goes through the tab's queue (lead-changes.ts), so a key pressed
//   while an earlier change is being saved is never dropped; it is shown at once (the status, the
//   assignee, the note) and sent in order. Keys typed while the next lead opens are held and
//   replayed on it (key-buffer.ts);
// - a key that cannot apply says why, on screen and aloud (`q` on a new lead, `a` on a lead that
//   is already yours), instead of doing nothing;
// - a change someone else overtook comes back as a conflict that says who changed what, with
//   "Apply anyway" only where the change can still succeed on the lead as it now is;
// - marking a do-not-contact lead contacted asks for the reason in the same dialog;
// - the note being written is kept as a draft (note-draft.ts) until it is saved;
// - focus never drops to <body>: when a change is done the focus stays on its control or moves to
//   its result.
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { href, useNavigate } from 'react-router';
import {
  type ConsoleOperator,
  type LeadConflict,
  type LeadStatus,
  type LeadStory,
  NEXT_STATUS,
} from '../../contracts/console.ts';
import { AssigneeOptions } from './assignees';
import { LeadChangeForm, LogForm, readForm } from './forms';
import { holdKeys } from './key-buffer';
import {
  changeText,
  dismissChange,
  type LeadChange,
  onItsWay,
  pendingView,
  type QueuedChange,
  queueChange,
  useLeadChanges,
  whyNot,
} from './lead-changes';
import { isDoNotContact } from './lead-marks';
import { leadAfter } from './lead-prefetch';
import { clearFlash, neighbour, nextPageAfter, setFlash } from './lead-queue';
import { clearDraft, keepDraft, readDraft } from './note-draft';
import { useShortcuts } from './shortcuts';
import { buttonClass, errorText, formatTime, inputClass, quietButtonClass } from './ui';

/**
 * Opens the lead after `id` in its list: at once when it is on this page of the list, else (on a
 * page's last lead) the next page's first lead, the keys typed meanwhile held for it. False when
 * there is none (the end of the list, or its next page could not be had).
 */
function useOpenNext(): (id: string, meId: string) => Promise<boolean> {
  const navigate = useNavigate();
  return async (id, meId) => {
    const near = neighbour(id, 1);
    if (!near && !nextPageAfter(id)) return false;
    holdKeys();
    const to = near ?? (await leadAfter(id, meId));
    if (to) void navigate(href('/admin/leads/:id', { id: to }));
    return to !== undefined;
  };
}

/** j / k on a lead's page: the next / previous lead of the list it was opened from. */
export function useLeadNeighbours(id: string, meId: string): void {
  const navigate = useNavigate();
  const openNext = useOpenNext();
  const back = () => {
    const to = neighbour(id, -1);
    if (!to) return;
    holdKeys();
    void navigate(href('/admin/leads/:id', { id: to }));
  };
  useShortcuts({ j: () => void openNext(id, meId), k: back });
}

function changeWords(c: LeadConflict['changes'][number]): string {
  const d = c.detail;
  const what =
    c.type === 'status'
      ? `status ${String(d.from)} → ${String(d.to)}`
      : c.type === 'assigned'
        ? `assigned to ${d.toEmail ? String(d.toEmail) : 'nobody'}`
        : c.type === 'note'
          ? `note: ${String(d.text ?? '')}`
          : c.type;
  return `${formatTime(c.at)} · ${c.by ?? 'someone'} · ${what}`;
}

/**
 * Whether a refused change can succeed on the lead as it now is (the page shows it so): a status
 * the lead can still move to, an assignment that differs. Only then is "Apply anyway" offered.
 */
function canApply(c: LeadChange, lead: { status: LeadStatus; assigned_to: string | null }): boolean {
  if (c.intent === 'status' || c.intent === 'log') return NEXT_STATUS[lead.status].includes(c.status);
  if (c.intent === 'assign') return c.operatorId !== lead.assigned_to;
  return true;
}

export function WorkCard({
  story,
  assignees,
  me,
  flash,
}: {
  story: LeadStory;
  assignees: ConsoleOperator[];
  me: ConsoleOperator;
  flash: string | null;
}) {
  const { lead } = story;
  const openNext = useOpenNext();
  const { changes } = useLeadChanges();
  // The lead as it will be once what this tab queued is saved: what the page shows meanwhile.
  const view = pendingView(lead.id, lead);
  const mine = changes.filter((c) => c.leadId === lead.id);
  const refused = mine.find((c) => c.state === 'failed');
  const saving = mine.some(onItsWay);
  const dnc = isDoNotContact(lead);
  const name = lead.erased_at ? 'Erased lead' : lead.name;

  const [said, setSaid] = useState(flash ?? '');
  // Shown: the next lead page starts without it.
  useEffect(() => {
    if (flash) clearFlash();
  }, [flash]);
  const [assignee, setAssignee] = useState(view.assigned_to ?? '');
  // The lead as it now is (a colleague took it, a change of ours saved): the list follows, so
  // "Assign" never sends back what the page showed before.
  useEffect(() => setAssignee(view.assigned_to ?? ''), [view.assigned_to]);
  const [note, setNote] = useState(() => readDraft(me.id, lead.id));
  const [outcome, setOutcome] = useState<LeadStatus | null>(null);
  const [problem, setProblem] = useState('');
  const [logProblem, setLogProblem] = useState('');

  const statusArea = useRef<HTMLDivElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const logDialog = useRef<HTMLDialogElement>(null);

  const queue = (c: LeadChange) => queueChange(lead.id, name, c, me.id);
  /** Says what happened, or why nothing did, in the status line (read aloud: role=status). */
  const say = (text: string) => {
    setSaid(text);
    setProblem('');
  };

  const openLog = (status: LeadStatus) => {
    const why = whyNot(view.status, status);
    if (why) {
      say(why);
      return;
    }
    setOutcome(status);
    setLogProblem('');
    logDialog.current?.showModal();
    logDialog.current?.querySelector<HTMLTextAreaElement>('textarea[name="note"]')?.focus();
  };

  const next = async (what: string) => {
    const done = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
    setFlash(`The previous lead (${name}): ${done}`, lead.id);
    if (await openNext(lead.id, me.id)) return;
    clearFlash();
    say(`${done} That was the last lead of the list.`);
    statusArea.current?.focus();
  };

  const log = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const read = readForm(LogForm, new FormData(e.currentTarget));
    if (read.error) {
      setLogProblem(read.error.message);
      return;
    }
    const { status, note: text, reason } = read.data;
    if (status === 'contacted' && dnc && !reason) {
      setLogProblem('Give the reason for contacting them anyway.');
      return;
    }
    const change: LeadChange = {
      intent: 'log',
      status,
      note: text,
      reason,
      ...(view.assigned_to === null ? { takeAs: { id: me.id } } : {}),
    };
    queue(change);
    clearDraft(me.id, lead.id);
    setNote('');
    logDialog.current?.close();
    void next(`${changeText(change, me.id)}.`);
  };

  const assignToMe = () => {
    if (view.assigned_to === me.id) {
      say('This lead is already yours.');
      return;
    }
    queue({ intent: 'assign', operatorId: me.id, operatorEmail: me.email });
    setAssignee(me.id);
    say('Assigned to you.');
  };

  useShortcuts({
    c: () => openLog('contacted'),
    q: () => openLog('qualified'),
    l: () => openLog('lost'),
    a: assignToMe,
    n: () => noteField.current?.focus(),
  });

  const assign = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const read = readForm(LeadChangeForm, new FormData(e.currentTarget));
    if (read.error || read.data.intent !== 'assign') return setProblem(read.error?.message ?? '');
    const to = read.data.operatorId;
    if (to === view.assigned_to) return say('It is assigned so already.');
    const email = assignees.find((o) => o.id === to)?.email ?? null;
    queue({ intent: 'assign', operatorId: to, operatorEmail: email });
    say(to === null ? 'Unassigned.' : `Assigned to ${to === me.id ? 'you' : email}.`);
  };

  const addNote = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const read = readForm(LeadChangeForm, new FormData(e.currentTarget));
    if (read.error || read.data.intent !== 'note') return setProblem(read.error?.message ?? '');
    queue({ intent: 'note', note: read.data.note });
    clearDraft(me.id, lead.id);
    setNote('');
    say('Note added.');
  };

  const nextStatuses = NEXT_STATUS[view.status];
  return (
    <section className="rounded bg-white p-4 shadow" aria-labelledby="work">
      <h2 id="work" className="text-lg font-semibold">
        Work on this lead
      </h2>
      {refused && (
        <Refused
          refused={refused}
          lead={{ status: lead.status, assigned_to: lead.assigned_to }}
          me={me.id}
          onApply={() => {
            dismissChange(refused.seq);
            queue(refused.change);
            say('Sent again.');
            // Its block goes with the button: the focus moves to what the change says.
            statusArea.current?.focus();
          }}
        />
      )}
      {problem && (
        <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {problem}
        </p>
      )}
      <div ref={statusArea} tabIndex={-1}>
        <p role="status" className="text-green-800">
          {said}
        </p>
        <p className="mt-2">
          Status: <strong>{view.status}</strong>
          {saving && (
            <span className="ml-2 text-sm text-slate-600">
              {mine.some((c) => c.state === 'paused') ? '(saved once you sign in again)' : '(saving…)'}
            </span>
          )}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {nextStatuses.map((s) => (
          <button
            key={s}
            type="button"
            className={quietButtonClass}
            aria-haspopup="dialog"
            onClick={() => openLog(s)}
          >
            Mark {s}
          </button>
        ))}
      </div>
      <LogDialog
        dialog={logDialog}
        name={name}
        outcome={outcome}
        statuses={nextStatuses}
        askReason={dnc}
        note={note}
        onNote={(text) => {
          setNote(text);
          keepDraft(me.id, lead.id, text);
        }}
        problem={logProblem}
        onSubmit={log}
      />
      <form className="mt-4" onSubmit={assign}>
        <input type="hidden" name="intent" value="assign" />
        <label className="block">
          Assigned to
          <select
            name="operatorId"
            className={inputClass}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          >
            <option value="">Nobody</option>
            <AssigneeOptions operators={assignees} />
          </select>
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className={quietButtonClass}>
            Assign
          </button>
          <button type="button" className={quietButtonClass} onClick={assignToMe}>
            Assign to me
          </button>
        </div>
        {view.assigned_to && (
          <p className="mt-1 text-sm text-slate-600">
            Now:{' '}
            {view.assigned_to === me.id
              ? 'you'
              : (assignees.find((o) => o.id === view.assigned_to)?.email ??
                story.assignee?.email ??
                'someone')}
          </p>
        )}
      </form>
      <form className="mt-4" onSubmit={addNote}>
        <input type="hidden" name="intent" value="note" />
        <label className="block">
          Note
          <textarea
            ref={noteField}
            name="note"
            maxLength={5000}
            rows={3}
            className={inputClass}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              keepDraft(me.id, lead.id, e.target.value);
            }}
          />
        </label>
        {note && <p className="text-sm text-slate-600">Draft kept on this device until you add it.</p>}
        <button type="submit" className={`${buttonClass} mt-2`}>
          Add note
        </button>
      </form>
    </section>
  );
}

/** A change the server refused: why, what changed since (a conflict), and "Apply anyway" where it can succeed. */
function Refused({
  refused,
  lead,
  me,
  onApply,
}: {
  refused: QueuedChange;
  lead: { status: LeadStatus; assigned_to: string | null };
  me: string;
  onApply: () => void;
}) {
  const { conflict, error, change } = refused;
  const applicable = Boolean(conflict) && canApply(change, lead);
  return (
    <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      <p>
        Not saved: {changeText(change, me)}. {error ? errorText(error) : ''}
      </p>
      {conflict && conflict.changes.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {conflict.changes.map((c) => (
            <li key={`${c.version}`}>{changeWords(c)}</li>
          ))}
        </ul>
      )}
      {conflict && (
        <p className="mt-2">
          The page now shows the lead as it is.{' '}
          {applicable ? 'Still make this change?' : 'This change cannot be made on it as it is now.'}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {applicable && (
          <button type="button" className={`${quietButtonClass} bg-white`} onClick={onApply}>
            Apply anyway
          </button>
        )}
        <button
          type="button"
          className={`${quietButtonClass} bg-white`}
          onClick={() => dismissChange(refused.seq)}
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}

/**
 * Log an outcome: the outcome (the lead's next statuses), a note, the reason for contacting a
 * do-not-contact lead; Ctrl+Enter (⌘+Enter) anywhere in it saves and opens the next lead. A native
 * modal dialog: focus kept inside, Escape closes it.
 */
function LogDialog({
  dialog,
  name,
  outcome,
  statuses,
  askReason,
  note,
  onNote,
  problem,
  onSubmit,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  name: string;
  outcome: LeadStatus | null;
  statuses: LeadStatus[];
  askReason: boolean;
  note: string;
  onNote: (text: string) => void;
  problem: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const [chosen, setChosen] = useState<LeadStatus | null>(null);
  const status = chosen ?? outcome;
  const submitOnCtrlEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="log-title"
      onClose={() => setChosen(null)}
      className="m-auto w-full max-w-lg rounded bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <form onSubmit={onSubmit} onKeyDown={submitOnCtrlEnter}>
        <h2 id="log-title" className="text-lg font-semibold">
          Log an outcome: {name}
        </h2>
        <fieldset className="mt-3">
          <legend className="font-semibold">Outcome</legend>
          <div className="flex flex-wrap gap-x-4">
            {statuses.map((s) => (
              <label key={s} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={s}
                  checked={status === s}
                  onChange={() => setChosen(s)}
                />
                {s}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-2 block">
          Note (optional)
          <textarea
            name="note"
            maxLength={5000}
            rows={4}
            className={inputClass}
            value={note}
            onChange={(e) => onNote(e.target.value)}
          />
        </label>
        {askReason && status === 'contacted' && (
          <label className="mt-2 block">
            This contact asked not to be contacted. Why contact them anyway? (kept in the audit log)
            <textarea name="reason" required maxLength={500} rows={2} className={inputClass} />
          </label>
        )}
        {problem && (
          <p role="alert" className="mt-2 text-red-800">
            {problem}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="submit" className={buttonClass}>
            Save and next
          </button>
          <button type="button" className={quietButtonClass} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <span className="text-sm text-slate-600">
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd> saves
          </span>
        </div>
      </form>
    </dialog>
  );
}
