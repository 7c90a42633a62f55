// Lead reports over real HTTP, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: leads posted
// through the public API at known times with known attribution, moved through statuses in the
// console (some from Spanish pages), then every number of GET /api/admin/reports checked, including the range edges.
import { beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { ApiClient, type ConsoleClient, describeOnBackends, itOnce, serverForSuite } from './helper.ts';

type Seed = {
  at: string;
  kind: 'contact' | 'availability' | 'package';
  touch?: { source?: string; medium?: string; campaign?: string; landingPage?: string };
  page: string;
  statuses?: string[];
  /** Sent from a Spanish page (issue 37); English when left out. */
  language?: 'es';
};

// Range under test: 2026-11-01 … 2026-11-05 (UTC days, inclusive).
const seeds: Seed[] = [
  {
    at: '2026-11-01T00:00:00.000Z',
    kind: 'contact',
    touch: { source: 'google', medium: 'cpc', campaign: 'fall', landingPage: '/service/tv' },
    page: '/contact-us',
    statuses: ['contacted', 'qualified', 'won'],
  },
  {
    at: '2026-11-01T23:59:59.999Z',
    kind: 'availability',
    touch: { source: 'google', medium: 'cpc', campaign: 'fall', landingPage: '/service/internet' },
    page: '/service/internet',
    statuses: ['contacted', 'qualified', 'lost'],
    language: 'es',
  },
  {
    at: '2026-11-02T00:00:00.000Z',
    kind: 'contact',
    touch: { source: 'Newsletter', medium: 'email', landingPage: '/' },
    page: '/contact-us',
    statuses: ['contacted'],
  },
  {
    at: '2026-11-02T12:00:00.000Z',
    kind: 'availability',
    touch: { source: 'bing', medium: 'cpc', campaign: 'fall', landingPage: '/service/tv' },
    page: '/service/tv',
    statuses: ['contacted', 'lost'],
  },
  { at: '2026-11-05T23:59:59.999Z', kind: 'package', page: '/service/internet', language: 'es' },
  // Outside the range on either side.
  {
    at: '2026-10-31T23:59:59.999Z',
    kind: 'contact',
    touch: { source: 'google', medium: 'cpc', campaign: 'fall', landingPage: '/service/tv' },
    page: '/contact-us',
    statuses: ['contacted', 'qualified', 'won'],
  },
  { at: '2026-11-06T00:00:00.000Z', kind: 'package', page: '/service/internet' },
];

describeOnBackends('lead reports', (backend) => {
  const clock = Date.parse('2026-11-20T09:00:00.000Z');
  const suite = serverForSuite(backend, () => ({ config: { siteUrl: SITE }, options: { now: () => clock } }));
  let agent: ConsoleClient;

  beforeAll(async () => {
    const db = suite.db();
    // Agents may read reports (aggregates only), so the test signs in as one.
    agent = (await signedInOperator(db, suite.url, { email: 'agent@example.com', role: 'agent' }, clock)).c;

    for (const [i, s] of seeds.entries()) {
      const contact = { name: `Person ${i}`, email: `person${i}@example.com` };
      // Consent is recorded only for the forms that ask to be called (availability, package).
      const consent = { consentVersion: currentConsent.version, page: s.page };
      const attribution = {
        ...(s.touch ? { attribution: { lastTouch: s.touch } } : {}),
        ...(s.language ? { language: s.language } : {}),
      };
      const body =
        s.kind === 'contact'
          ? { ...contact, subject: 'Question', comment: 'Hello', page: s.page, ...attribution }
          : s.kind === 'availability'
            ? {
                kind: 'availability',
                ...contact,
                zipCode: '22202',
                contact: `+121255501${String(i).padStart(2, '0')}`,
                ...consent,
                ...attribution,
              }
            : {
                packageTitle: 'TV Box',
                packageDescription: [],
                price: '$45',
                planDuration: 'month',
                ...contact,
                zipCode: '10001',
                contact: `+121255502${String(i).padStart(2, '0')}`,
                ...consent,
                ...attribution,
              };
      const path = s.kind === 'package' ? '/api/send-package-email' : '/api/send-contact-email';
      const posted = await new ApiClient(suite.url).post(path, body);
      expect(posted.status, await posted.clone().text()).toBe(201);
      const { id } = LeadResponse.parse(await posted.json());
      // The lead writer stamps the wall clock, not the app's clock: date the lead afterwards.
      await db.updateTable('leads').set({ created_at: s.at }).where('id', '=', id).execute();
      for (const status of s.statuses ?? []) {
        const r = await agent.post(`/api/admin/leads/${id}/status`, { status });
        expect(r.status, await r.clone().text()).toBe(204);
      }
    }
  });

  itOnce(backend)('needs a session', async () => {
    const res = await fetch(`${suite.url}/api/admin/reports?from=2026-11-01&to=2026-11-05`);
    expect(res.status).toBe(401);
  });

  it('rejects a malformed or reversed range', async () => {
    for (const q of [
      '',
      'from=2026-11-01',
      'from=2026-11-05&to=2026-11-01',
      'from=2026-1-1&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-11-01',
    ]) {
      const res = await agent.get(`/api/admin/reports?${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  /** A row of the by-attribution and by-page tables: leads, of them qualified, of them won. */
  const outcome = (key: string | null, leads: number, qualified = 0, won = 0) => ({
    key,
    leads,
    qualified,
    won,
  });

  it('counts every lead of the range, by day and kind, by attribution and page, with outcomes', async () => {
    const res = await agent.get('/api/admin/reports?from=2026-11-01&to=2026-11-05');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    // Speed to lead has its own checks (live.test.ts): these leads are back-dated by weeks.
    expect(await res.json()).toEqual({
      speedToLead: expect.objectContaining({ targetMin: 5 }),
      from: '2026-11-01',
      to: '2026-11-05',
      total: 5,
      qualified: 2,
      won: 1,
      days: [
        { day: '2026-11-01', contact: 1, availability: 1, package: 0, total: 2 },
        { day: '2026-11-02', contact: 1, availability: 1, package: 0, total: 2 },
        { day: '2026-11-03', contact: 0, availability: 0, package: 0, total: 0 },
        { day: '2026-11-04', contact: 0, availability: 0, package: 0, total: 0 },
        { day: '2026-11-05', contact: 0, availability: 0, package: 1, total: 1 },
      ],
      bySource: [
        outcome('google', 2, 2, 1),
        // Ties in code-point order: upper case before lower case in both databases.
        outcome('Newsletter', 1),
        outcome('bing', 1),
        outcome(null, 1),
      ],
      byMedium: [outcome('cpc', 3, 2, 1), outcome('email', 1), outcome(null, 1)],
      byCampaign: [outcome('fall', 3, 2, 1), outcome(null, 2)],
      byLandingPage: [
        outcome('/service/tv', 2, 1, 1),
        outcome('/', 1),
        outcome('/service/internet', 1, 1),
        outcome(null, 1),
      ],
      byPage: [
        outcome('/contact-us', 2, 1, 1),
        outcome('/service/internet', 2, 1),
        outcome('/service/tv', 1),
      ],
      byLanguage: [outcome('en', 3, 1, 1), outcome('es', 2, 1)],
    });
  });

  it('takes whole UTC days at both ends: one day, and an empty range', async () => {
    const one = await (await agent.get('/api/admin/reports?from=2026-10-31&to=2026-10-31')).json();
    expect(one).toMatchObject({ total: 1, qualified: 1, won: 1 });
    expect(one.days).toEqual([{ day: '2026-10-31', contact: 1, availability: 0, package: 0, total: 1 }]);
    const wide = await (await agent.get('/api/admin/reports?from=2026-10-01&to=2026-11-30')).json();
    expect(wide).toMatchObject({ total: 7, qualified: 3, won: 2 });
    expect(wide.days).toHaveLength(61);
    const none = await (await agent.get('/api/admin/reports?from=2026-09-01&to=2026-09-30')).json();
    expect(none).toMatchObject({ total: 0, qualified: 0, won: 0, bySource: [], byPage: [] });
    expect(none.days).toHaveLength(30);
  });
});
