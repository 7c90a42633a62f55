// The lead keeps its language (issue 37 item 4), over real HTTP on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: a lead sent from a Spanish page is stored with language "es" and
// carried by the sales e-mail (its .eml file), the console's inbox (filter, queue, rows), the lead
// page and the CSV export; a lead that says nothing is English; any other language is a 400.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { LeadResponse } from '../../contracts/api.ts';
import { EXPORT_COLUMNS } from '../../contracts/lead-views.ts';
import { SITE, signedInOperator } from './console-support.ts';
import {
  ApiClient,
  type ConsoleClient,
  describeOnBackends,
  parseMail,
  serverForSuite,
  waitFor,
} from './helper.ts';
import { availabilityLead, packageLead } from './lead-bodies.ts';

describeOnBackends('the lead keeps its language', (backend) => {
  const suite = serverForSuite(backend, () => ({ config: { siteUrl: SITE, worker: true } }));
  const { db } = suite;
  let agent: ConsoleClient;
  const ids: Record<'spanishAvailability' | 'spanishPackage' | 'english' | 'explicitEnglish', string> = {
    spanishAvailability: '',
    spanishPackage: '',
    english: '',
    explicitEnglish: '',
  };

  async function post(path: string, body: unknown) {
    const res = await new ApiClient(suite.url).post(path, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return LeadResponse.parse(await res.json()).id;
  }
  const lead = (id: string) =>
    db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The sales notification of a lead as the worker sent it: its .eml file. */
  async function notification(id: string) {
    const row = await db()
      .selectFrom('outbox')
      .select('id')
      .where('lead_id', '=', id)
      .where('lane', '=', 'mail')
      .executeTakeFirstOrThrow();
    const file = join(suite.config.dataDir, 'mail', `${row.id}.eml`);
    return waitFor(() => existsSync(file) && parseMail(readFileSync(file, 'utf8')), {
      what: `the notification of ${id}`,
    });
  }

  beforeAll(async () => {
    agent = (await signedInOperator(db(), suite.url, { email: 'agent@example.com', role: 'agent' })).c;
    ids.spanishAvailability = await post('/api/send-contact-email', {
      kind: 'availability',
      ...availabilityLead,
      name: 'Ana García',
      email: 'ana.garcia@example.com',
      page: '/es/service/tv',
      language: 'es',
    });
    ids.spanishPackage = await post('/api/send-package-email', {
      ...packageLead,
      name: 'Luis Pérez',
      email: 'luis.perez@example.com',
      language: 'es',
    });
    ids.english = await post('/api/send-contact-email', { name: 'Pat Doe', email: 'pat@example.com' });
    ids.explicitEnglish = await post('/api/send-contact-email', {
      name: 'Sam Roe',
      email: 'sam@example.com',
      language: 'en',
    });
  });

  it('stores the language the page was in; English when the request says none', async () => {
    expect((await lead(ids.spanishAvailability)).language).toBe('es');
    expect((await lead(ids.spanishPackage)).language).toBe('es');
    expect((await lead(ids.english)).language).toBe('en');
    expect((await lead(ids.explicitEnglish)).language).toBe('en');
  });

  it('refuses a language the site is not written in, with 400, and stores nothing', async () => {
    const before = await db()
      .selectFrom('leads')
      .select(db().fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const language of ['fr', 'ES', 'es-MX', '', 1, null]) {
      const res = await new ApiClient(suite.url).post('/api/send-contact-email', {
        name: 'Eve',
        email: 'eve@example.com',
        language,
      });
      expect(res.status, String(language)).toBe(400);
      const body = await res.json();
      expect(body.fieldErrors?.language, JSON.stringify(body)).toBe('Expected "en" or "es".');
    }
    const after = await db().selectFrom('leads').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('tells sales to answer a Spanish lead in Spanish, in the subject and the body', async () => {
    const es = await notification(ids.spanishAvailability);
    expect(es.subject).toBe('[Español] New availability request from 22202');
    expect(es.text).toMatch(/Language:\s+Spanish \(Español\): answer in Spanish/);
    const pkg = await notification(ids.spanishPackage);
    expect(pkg.subject).toBe('[Español] New plan request: Internet + TV Box (10001-1234)');
    const en = await notification(ids.english);
    expect(en.subject).toBe('New contact request');
    expect(en.text).toMatch(/Language:\s+English/);
  });

  it('marks, filters and queues Spanish leads in the console, and exports their language', async () => {
    const page = async (query: string) => {
      const res = await agent.get(`/api/admin/leads?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as { items: { id: string; language: string }[]; total: number };
    };
    const spanish = await page('language=es');
    expect(spanish.items.map((l) => l.id).sort()).toEqual(
      [ids.spanishAvailability, ids.spanishPackage].sort(),
    );
    expect(spanish.total).toBe(2);
    expect(spanish.items.every((l) => l.language === 'es')).toBe(true);
    const english = await page('language=en');
    expect(english.items.map((l) => l.id).sort()).toEqual([ids.english, ids.explicitEnglish].sort());
    // Combined with another filter.
    expect((await page('language=es&kind=package')).items.map((l) => l.id)).toEqual([ids.spanishPackage]);
    expect((await agent.get('/api/admin/leads?language=fr')).status).toBe(400);

    const queues = await (await agent.get('/api/admin/queues')).json();
    expect(queues.spanish).toBe(2);

    const story = await (await agent.get(`/api/admin/leads/${ids.spanishAvailability}?prefetch=1`)).json();
    expect(story.lead.language).toBe('es');

    const csv = await (await agent.get('/api/admin/leads/export.csv?language=es')).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    const at = header?.split(',').indexOf('language') ?? -1;
    expect(at).toBe(EXPORT_COLUMNS.indexOf('language'));
    expect(rows).toHaveLength(2);
    // Cells before it hold no commas for these leads but the package's (quoted): count from the end.
    for (const row of rows) expect(row.split(',').at(at - EXPORT_COLUMNS.length)).toBe('es');
  });
});
