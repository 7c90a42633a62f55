// The audit log as admins read it: newest first, keyset pages, by action and by operator e-mail,
// each entry's detail parsed.
import type { AuditEntry, AuditQuery, ListPage } from '../../contracts/console.ts';
import type { Db } from '../db/database.ts';
import { keyset, page } from '../shared/keyset.ts';

export async function listAudit(db: Db, f: AuditQuery): Promise<ListPage<AuditEntry>> {
  let q = db.selectFrom('audit_log').selectAll();
  if (f.action) q = q.where('action', '=', f.action);
  if (f.operator) q = q.where('operator_email', '=', f.operator.toLowerCase());
  const rows = await keyset(q, { at: 'at', id: 'id' }, f.cursor)
    .limit(f.limit + 1)
    .execute();
  const { items, nextCursor } = page(rows, f.limit, (r) => [r.at, r.id]);
  return {
    items: items.map(({ detail_json, ...r }) => ({
      ...r,
      detail: detail_json ? (JSON.parse(detail_json) as unknown) : null,
    })),
    nextCursor,
  };
}
