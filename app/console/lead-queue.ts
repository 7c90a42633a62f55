// The list a lead was opened from (issue 29 item 3): the inbox remembers the leads it shows and its
// filter, so a lead's page can open the next or previous one (j / k, and the next after a status
// change) and "g i" goes back to the same list, focus on the row of the lead last worked on. Kept
// per tab (sessionStorage), ids only.

/** The list's filter, its leads in order, and the address of its next page (if it has one). */
type Queue = { search: string; ids: string[]; next?: string };
const QUEUE = 'console.queue';
const LAST = 'console.lastLead';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the shortcuts still work within a page.
  }
}

/** The inbox's rows as shown (in order), its filter (`?…` or '') and its next page's (`?…`). */
export function rememberQueue(search: string, ids: string[], next?: string): void {
  write(QUEUE, { search, ids, next } satisfies Queue);
}

/** The address of the list's next page, when a lead page is on the last lead of this one. */
export function nextPageAfter(id: string): string | undefined {
  const q = read<Queue>(QUEUE);
  return q && q.ids.at(-1) === id ? q.next : undefined;
}

/** The inbox's address with the filter of the list the operator came from. */
export function queueHref(): string {
  return `/admin${read<Queue>(QUEUE)?.search ?? ''}`;
}

/** The lead `step` places after (1) or before (-1) `id` in the list it came from, if any. */
export function neighbour(id: string, step: 1 | -1): string | undefined {
  const ids = read<Queue>(QUEUE)?.ids ?? [];
  const i = ids.indexOf(id);
  return i < 0 ? undefined : ids[i + step];
}

/** The lead the operator is on (the inbox focuses its row when they come back). */
export function rememberLastLead(id: string): void {
  write(LAST, id);
}

export function lastLead(): string | null {
  return read<string>(LAST);
}

/**
 * What the previous lead page's last action did, said once on the next lead's page. It stays
 * until a lead page has shown it: the router may run the next page's loader more than once (a
 * revalidation overtaking the navigation) and use only the last run, so a loader reads it and
 * the page that mounts with it clears it.
 */
let flash: { text: string; from: string } | null = null;
export function setFlash(text: string, from: string): void {
  flash = { text, from };
}
/** The flash for the page of lead `id` (not the lead it was said about). */
export function flashFor(id: string): string | null {
  return flash && flash.from !== id ? flash.text : null;
}
export function clearFlash(): void {
  flash = null;
}
