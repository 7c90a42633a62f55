// The console's data state (GET /api/admin/data): what is imported and the latest attempts.
import type { DataStateQuery, DataStateResponse } from '../../contracts/console.ts';
import type { Db } from '../db/database.ts';

const ERRORS_SHOWN = 50;

export async function dataState(db: Db, query: DataStateQuery): Promise<DataStateResponse> {
  const count = (n: unknown) => Number(n ?? 0);
  const [states, zips, coverageRows, labels, imports] = await Promise.all([
    db.selectFrom('coverage_states').selectAll().orderBy('state').execute(),
    db
      .selectFrom('coverage_zips')
      .select((eb) => eb.fn.count<number>('zip').distinct().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('coverage')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('plan_labels')
      .select((eb) => [
        eb.fn.countAll<number>().as('versions'),
        eb.fn.sum<number>('current').as('current'),
        eb.fn
          .count<number>(eb.case().when('current', '=', 1).then(eb.ref('frn')).end())
          .distinct()
          .as('providers'),
        eb.fn
          .max<number>(eb.case().when('current', '=', 1).then(eb.ref('sample')).else(0).end())
          .as('sample'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('data_imports')
      .selectAll()
      .orderBy('imported_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .execute(),
  ]);
  return {
    coverage: {
      states: states.map((s) => ({
        state: s.state,
        asOf: s.as_of,
        sample: Number(s.sample) === 1,
        importId: s.import_id,
      })),
      zips: count(zips.n),
      rows: count(coverageRows.n),
    },
    labels: {
      current: count(labels.current),
      providers: count(labels.providers),
      versions: count(labels.versions),
      sample: count(labels.sample) === 1,
    },
    imports: imports.map((i) => {
      const errors = i.errors_json
        ? (JSON.parse(i.errors_json) as {
            total: number;
            first: DataStateResponse['imports'][number]['errors'];
          })
        : undefined;
      return {
        id: i.id,
        kind: i.kind,
        status: i.status,
        sample: Number(i.sample) === 1,
        asOf: i.as_of,
        files: JSON.parse(i.files_json),
        scope: JSON.parse(i.scope_json),
        rows: count(i.rows),
        errorCount: errors?.total ?? 0,
        errors: errors?.first.slice(0, ERRORS_SHOWN) ?? [],
        importedAt: i.imported_at,
        importedBy: i.imported_by,
      };
    }),
  };
}
