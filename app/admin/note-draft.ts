// A note being written survives the session ending under the operator's feet (issue 29 item 5):
// every keystroke keeps it in localStorage per operator and lead, the note field starts from it
// after signing in again, and saving the note (or emptying the field) removes it.

const key = (operatorId: string, leadId: string) => `console.noteDraft:${operatorId}:${leadId}`;

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
