// A lead's work card (status, assignment, note) and its keyboard loop (issue 29 items 3 to 5):
// - every change carries the lead's version; a change someone else overtook comes back as a
//   conflict that says who changed what, with "Apply anyway" (the same change, current version);
// - marking a do-not-contact lead contacted asks for the reason first (the server requires it);
// - assignment is chosen, then confirmed ("Assign"), or "Assign to me" in one press;
// - the note being written is kept as a draft (note-draft.ts) until it is saved;
// - focus never drops to <body>: controls are never disabled under the focus (aria-disabled while
//   busy), and when a change is done the focus stays on its control or moves to its result.
// The route's clientAction (lead.tsx) sends the change and, after a status change,
// opens the next lead of the list the operator came from.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { href, useFetcher, useNavigate } from 'react-router';
import type { ConsoleOperator, LeadConflict, LeadStatus, LeadStory } from '../../contracts/console.ts';
import type { ApiError } from '../lib/api';
import { AssigneeOptions } from './assignees';
import type { LeadChangeForm } from './forms';
import { isDoNotContact } from './lead-marks';
import { neighbour } from './lead-queue';
import { keepDraft, readDraft } from './note-draft';
import { useShortcuts } from './shortcuts';
import { buttonClass, errorText, formatTime, inputClass, quietButtonClass } from './ui';

/** What the lead page's clientAction answers to the work card. */
export type WorkResult = {
  /** The change's kind; null when the form could not be read (error says why). */
  intent: LeadChangeForm['intent'] | null;
  saved: string;
  error: ApiError | null;
  /** A stale version: the lead's current one and what changed since. */
  conflict: LeadConflict | null;
  /** The change as sent (to send again with "Apply anyway"). */
  sent: LeadChangeForm | null;
};

/** j / k on a lead's page: the next / previous lead of the list it was opened from. */
export function useLeadNeighbours(id: string): void {
  const navigate = useNavigate();
  const go = (step: 1 | -1) => {
    const to = neighbour(id, step);
    if (to) void navigate(href('/admin/leads/:id', { id: to }));
  };
  useShortcuts({ j: () => go(1), k: () => go(-1) });
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

function sentWords(sent: LeadChangeForm, assignees: ConsoleOperator[]): string {
  if (sent.intent === 'status') return `mark ${sent.status}`;
  if (sent.intent === 'assign')
    return `assign to ${assignees.find((o) => o.id === sent.operatorId)?.email ?? 'nobody'}`;
  return 'add your note';
}

/** A change as the work card's form fields (the clientAction reads them with LeadChangeForm). */
function formFields(change: LeadChangeForm): Record<string, string> {
  if (change.intent === 'status')
    return {
      intent: change.intent,
      status: change.status,
      ...(change.reason ? { reason: change.reason } : {}),
    };
  if (change.intent === 'assign') return { intent: change.intent, operatorId: change.operatorId ?? '' };
  return { intent: change.intent, note: change.note };
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
  const work = useFetcher<WorkResult>();
  const busy = work.state !== 'idle';
  const result = busy ? undefined : work.data;
  const overtaken = result?.conflict && result.sent ? { conflict: result.conflict, sent: result.sent } : null;
  const dnc = isDoNotContact(lead);

  const [assignee, setAssignee] = useState(lead.assigned_to ?? '');
  useEffect(() => setAssignee(lead.assigned_to ?? ''), [lead.assigned_to]);
  const [note, setNote] = useState(() => readDraft(me.id, lead.id));

  const statusArea = useRef<HTMLDivElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const reasonDialog = useRef<HTMLDialogElement>(null);

  // When a change is done: its result (the status, a problem) takes the focus, or the control keeps it.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const r = work.data;
    if (r?.error) problem.current?.focus();
    else if (r?.intent === 'note') setNote(''); // its draft went in the clientAction else if (r?.intent === 'status') statusArea.current?.focus();
    const active = document.activeElement;
    if (!active || active === document.body) statusArea.current?.focus();
  }, [busy, work.data]);

  const send = (fields: Record<string, string>, version = lead.version) => {
    if (busy) return;
    void work.submit({ ...fields, version: String(version) }, { method: 'post' });
  };
  const mark = (status: LeadStatus) => {
    if (!story.nextStatuses.includes(status)) return;
    if (status === 'contacted' && dnc) reasonDialog.current?.showModal();
    else send({ intent: 'status', status });
  };
  const assignToMe = () => send({ intent: 'assign', operatorId: me.id });

  useShortcuts({
    c: () => mark('contacted'),
    q: () => mark('qualified'),
    l: () => mark('lost'),
    a: assignToMe,
    n: () => noteField.current?.focus(),
  });

  return (
    <section className="rounded bg-white p-4 shadow" aria-labelledby="work">
      <h2 id="work" className="text-lg font-semibold">
        Work on this lead
      </h2>
      {result?.error && (
        <div
          ref={problem}
          tabIndex={-1}
          role="alert"
          className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800"
        >
          <p>{errorText(result.error)}</p>
          {overtaken && (
            <Conflict
              conflict={overtaken.conflict}
              sent={sentWords(overtaken.sent, assignees)}
              onApply={() => send(formFields(overtaken.sent), overtaken.conflict.version)}
            />
          )}
        </div>
      )}
      <div ref={statusArea} tabIndex={-1}>
        <p role="status" className="text-green-800">
          {busy ? '' : (result?.saved ?? flash ?? '')}
        </p>
        <p className="mt-2">
          Status: <strong>{lead.status}</strong>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {story.nextStatuses.map((s) => (
          <button
            key={s}
            type="button"
            className={quietButtonClass}
            aria-disabled={busy}
            aria-haspopup={s === 'contacted' && dnc ? 'dialog' : undefined}
            onClick={() => mark(s)}
          >
            Mark {s}
          </button>
        ))}
      </div>
      <ReasonDialog
        dialog={reasonDialog}
        onConfirm={(reason) => send({ intent: 'status', status: 'contacted', reason })}
      />
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (assignee !== (lead.assigned_to ?? '')) send({ intent: 'assign', operatorId: assignee });
        }}
      >
        <label className="block">
          Assigned to
          <select className={inputClass} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Nobody</option>
            <AssigneeOptions operators={assignees} />
          </select>
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className={quietButtonClass} aria-disabled={busy}>
            Assign
          </button>
          <button type="button" className={quietButtonClass} aria-disabled={busy} onClick={assignToMe}>
            Assign to me
          </button>
        </div>
        {story.assignee && (
          <p className="mt-1 text-sm text-slate-600">
            Now: {story.assignee.id === me.id ? 'you' : story.assignee.email}
          </p>
        )}
      </form>
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (note.trim()) send({ intent: 'note', note });
        }}
      >
        <label className="block">
          Note
          <textarea
            ref={noteField}
            name="note"
            required
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
        <button type="submit" className={`${buttonClass} mt-2`} aria-disabled={busy}>
          Add note
        </button>
      </form>
    </section>
  );
}

/** A change someone else overtook: what they did since, and the choice to apply this one anyway. */
function Conflict({
  conflict,
  sent,
  onApply,
}: {
  conflict: LeadConflict;
  sent: string;
  onApply: () => void;
}) {
  return (
    <>
      {conflict.changes.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {conflict.changes.map((c) => (
            <li key={`${c.version}`}>{changeWords(c)}</li>
          ))}
        </ul>
      )}
      <p className="mt-2">The page now shows the lead as it is. Still {sent}?</p>
      <button type="button" className={`${quietButtonClass} mt-2 bg-white`} onClick={onApply}>
        Apply anyway
      </button>
    </>
  );
}

/** "Mark contacted" on a do-not-contact lead: the reason first (required, kept in the audit). */
function ReasonDialog({
  dialog,
  onConfirm,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  onConfirm: (reason: string) => void;
}) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby="reason-title"
      className="m-auto max-w-lg rounded bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const field = e.currentTarget.elements.namedItem('reason') as HTMLTextAreaElement;
          const reason = field.value.trim();
          if (!reason) return;
          dialog.current?.close();
          field.value = '';
          onConfirm(reason);
        }}
      >
        <h2 id="reason-title" className="text-lg font-semibold">
          This contact asked not to be contacted
        </h2>
        <label className="mt-2 block">
          Why contact them anyway? (kept in the audit log: the reason, not the person’s details)
          <textarea name="reason" required maxLength={500} rows={3} className={inputClass} />
        </label>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={buttonClass}>
            Mark contacted
          </button>
          <button type="button" className={quietButtonClass} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
