// A note being written survives a reload and the session ending under the operator's feet (issue
// 29 item 5), and leaves nothing behind in a shared browser (issue 36 item 6):
// - every keystroke keeps it in localStorage per operator and lead, with when it was written; the
//   note field starts from it; saving the note (or emptying the field) removes it;
// - a draft older than 7 days is gone (read as empty, removed at the next sign-in);
// - signing out on purpose removes the operator's drafts;
// - a session that ends (a 401) takes the drafts out of localStorage into this tab's memory: the
//   same operator signing in again in this tab finds them; another operator, another tab or a
//   closed tab never does.
// A draft is only ever read with the signed-in operator's id: another operator's is never shown.

const PREFIX = 'console.noteDraft:';
const key = (operatorId: string, leadId: string) => `${PREFIX}${operatorId}:${leadId}`;
export const DRAFT_DAYS = 7;
const DRAFT_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

type Stored = { text: string; at: number };
/** Drafts of a session that ended, kept in this tab only: key → draft. */
const stashed = new Map<string, Stored>();

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    return typeof v.text === 'string' && typeof v.at === 'number' ? { text: v.text, at: v.at } : null;
  } catch {
    return null;
  }
}

export function readDraft(operatorId: string, leadId: string, now = Date.now()): string {
  const k = key(operatorId, leadId);
  try {
    const draft = parse(localStorage.getItem(k)) ?? stashed.get(k) ?? null;
    return draft && now - draft.at < DRAFT_MS ? draft.text : '';
  } catch {
    return '';
  }
}

export function keepDraft(operatorId: string, leadId: string, text: string, now = Date.now()): void {
  const k = key(operatorId, leadId);
  stashed.delete(k);
  try {
    if (text.trim()) localStorage.setItem(k, JSON.stringify({ text, at: now } satisfies Stored));
    else localStorage.removeItem(k);
  } catch {
    // Storage full or refused: the field still holds the text.
  }
}

export function clearDraft(operatorId: string, leadId: string): void {
  keepDraft(operatorId, leadId, '');
}

/** The drafts' keys in localStorage that `match`. */
function draftKeys(match: (k: string) => boolean): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(PREFIX) && match(k)) keys.push(k);
  }
  return keys;
}

const ofOperator = (operatorId: string | null) => (k: string) =>
  operatorId === null || k.startsWith(`${PREFIX}${operatorId}:`);

/** Removes every draft of this operator (every operator's when the tab does not know who signed out). */
export function clearDrafts(operatorId: string | null): void {
  for (const k of [...stashed.keys()]) if (ofOperator(operatorId)(k)) stashed.delete(k);
  try {
    for (const k of draftKeys(ofOperator(operatorId))) localStorage.removeItem(k);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** A session ended: the drafts leave localStorage for this tab's memory (see the top of this file). */
export function stashDrafts(): void {
  try {
    for (const k of draftKeys(() => true)) {
      const draft = parse(localStorage.getItem(k));
      if (draft) stashed.set(k, draft);
      localStorage.removeItem(k);
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** Signed in: drafts older than 7 days, and those of a format this console no longer writes, go. */
export function pruneDrafts(now = Date.now()): void {
  try {
    for (const k of draftKeys(() => true)) {
      const draft = parse(localStorage.getItem(k));
      if (!draft || now - draft.at >= DRAFT_MS) localStorage.removeItem(k);
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
}
