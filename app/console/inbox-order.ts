// The inbox's order per queue, kept per operator (issue 36 item 4): New opens oldest first (the most
// overdue lead on top), the other lists newest first, until the operator turns one round; the
// order they chose last for a queue is the one `g n` (or the queue's link) opens it in. A URL that
// names its order (?sort=) is shown so, and that becomes the queue's order.
//
// Kept in localStorage under the operator's id, not on the server: an order is how this operator
// likes to read a list on this machine, it must be known before the queue's first request (no round
// trip on `g n`), and a shared browser keeps one per operator, so another's order never shows.
// It says nothing about a lead: sign-out has nothing to remove.
import { QUEUES } from './queues';

export type InboxOrder = 'newest' | 'oldest';

/** Which list's order a URL is: the first queue whose filter it sets, else the whole inbox. */
export function orderKey(params: URLSearchParams): string {
  return QUEUES.find((q) => params.get(q.param[0]) === q.param[1])?.key ?? 'all';
}

/** Each list's order until the operator turns it round: the New queue's most overdue lead first. */
const FIRST: Record<string, InboxOrder> = { new: 'oldest' };

const storeKey = (operatorId: string) => `console.order.${operatorId}`;

function stored(operatorId: string): Record<string, InboxOrder> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storeKey(operatorId)) ?? '{}');
    return raw && typeof raw === 'object' ? (raw as Record<string, InboxOrder>) : {};
  } catch {
    return {};
  }
}

const isOrder = (v: unknown): v is InboxOrder => v === 'newest' || v === 'oldest';

/**
 * The order to show a list in: the URL's when it names one (then kept as that list's order), else
 * the one the operator chose last for it, else its first order.
 */
export function inboxOrder(params: URLSearchParams, operatorId: string): InboxOrder {
  const key = orderKey(params);
  const asked = params.get('sort');
  const kept = stored(operatorId);
  if (isOrder(asked)) {
    if (kept[key] !== asked) {
      try {
        localStorage.setItem(storeKey(operatorId), JSON.stringify({ ...kept, [key]: asked }));
      } catch {
        // Storage full or refused: the order holds for this page only.
      }
    }
    return asked;
  }
  const mine = kept[key];
  return isOrder(mine) ? mine : (FIRST[key] ?? 'newest');
}

/** The list API's query for the inbox at `params` (its URL's): the URL's filter, in the operator's order. */
export function inboxQuery(
  params: URLSearchParams,
  operatorId: string,
): { query: URLSearchParams; order: InboxOrder } {
  const order = inboxOrder(params, operatorId);
  const query = new URLSearchParams(params);
  query.set('sort', order);
  return { query, order };
}
