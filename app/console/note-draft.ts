// A note being written survives the session ending under the operator's feet (issue 29 item 5):
// every keystroke keeps it in localStorage per operator and lead, the note field starts from it
// after signing in again, and saving the note (or emptying the field) removes it. Signing out on
// purpose removes the operator's drafts: a note about a person does not stay behind in a browser
// its writer has left (a shared computer).

const PREFIX = 'console.noteDraft:';
const key = (operatorId: string, leadId: string) => `${PREFIX}${operatorId}:${leadId}`;

export function readDraft(operatorId: string, leadId: string): string {
  try {
    return localStorage.getItem(key(operatorId, leadId)) ?? '';
  } catch {
    return '';
  }
}

export function keepDraft(operatorId: string, leadId: string, text: string): void {
  try {
    if (text.trim()) localStorage.setItem(key(operatorId, leadId), text);
    else localStorage.removeItem(key(operatorId, leadId));
  } catch {
    // Storage full or refused: the field still holds the text.
  }
}

export function clearDraft(operatorId: string, leadId: string): void {
  keepDraft(operatorId, leadId, '');
}

/** Removes every draft of this operator (every operator's when the tab does not know who signed out). */
export function clearDrafts(operatorId: string | null): void {
  try {
    const prefix = operatorId === null ? PREFIX : `${PREFIX}${operatorId}:`;
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    for (const k of keys) localStorage.removeItem(k);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
