// Privacy requests for admins: newest first, keyset pages, each with its state. The contact is
// shown only while the row still holds it (a request waiting for confirmation); carried-out,
// expired and erased requests keep only keyed hashes, which are never shown.
import type {
  PrivacyRequestRow,
  PrivacyRequestState,
  PrivacyRequestsQuery,
} from '../../contracts/console.ts';
import type { Db } from '../db/database.ts';
import { isoAt } from '../shared/clock.ts';
import { keyset, page } from '../shared/keyset.ts';

export function privacyRequestState(
  r: { completed_at: string | null; expires_at: string },
  now: string,
): PrivacyRequestState {
  if (r.completed_at) return 'carried-out';
  return r.expires_at <= now ? 'expired' : 'pending';
}

export async function listPrivacyRequests(
  db: Db,
  q: PrivacyRequestsQuery,
  now: number,
): Promise<{ items: PrivacyRequestRow[]; nextCursor: string | null }> {
  // No index on created_at: a few requests a day, read by admins now and then.
  const rows = await keyset(
    db
      .selectFrom('privacy_requests')
      .select([
        'id',
        'type',
        'source',
        'created_at',
        'expires_at',
        'completed_at',
        'leads_matched',
        'erased_at',
        'email',
        'phone',
      ]),
    { at: 'created_at', id: 'id' },
    q.cursor,
  )
    .limit(q.limit + 1)
    .execute();
  const at = isoAt(now);
  const { items, nextCursor } = page(rows, q.limit, (r) => [r.created_at, r.id]);
  return {
    items: items.map((r) => ({
      id: r.id,
      type: r.type,
      source: r.source,
      state: privacyRequestState(r, at),
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      completedAt: r.completed_at,
      leadsMatched: r.leads_matched,
      erasedAt: r.erased_at,
      email: r.email,
      phone: r.phone,
    })),
    nextCursor,
  };
}
