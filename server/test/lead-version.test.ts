// No silent overwrites and do-not-contact that cannot be missed (issue 29 items 4 and 5), over real
// HTTP on SQLite and (with TEST_DATABASE_URL) PostgreSQL: every change through the lead service
// bumps leads.version; a change sent with an older version is refused with 409 and the changes made
// since (who, what); contacting a do-not-contact lead needs a reason (422 without), kept in the
// audit row and on the timeline.
import { expect, it } from 'vitest';
import type { OperatorRole } from '../db/schema.ts';
import { offsetClock } from '../shared/clock.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { postContact } from './endpoint.ts';
import { ConsoleClient, describeOnBackends, privacyConfirmToken, serverForSuite } from './helper.ts';

describeOnBackends('lead versions and do-not-contact', (backend) => {
  const clock = offsetClock();
  const suite = serverForSuite(backend, () => ({
    config: { siteUrl: SITE, signinRateLimit: 1000 },
    options: { now: clock },
  }));
  const db = () => suite.db();

  const enrolled = (email: string, role: OperatorRole) =>
    signedInOperator(db(), suite.url, { email, role }, clock());

  const submit = (email: string, name: string) =>
    postContact(suite.url, { email, name, subject: 'Plans', comment: 'Hi' });

  const version = async (id: string) =>
    Number(
      (await db().selectFrom('leads').select('version').where('id', '=', id).executeTakeFirstOrThrow())
        .version,
    );

  it('bumps the version on every change and refuses a stale one with 409 and who changed what since', async () => {
    const id = await submit('versions@example.com', 'Vera Version');
    const ann = await enrolled('ann@example.com', 'agent');
    const bob = await enrolled('bob@example.com', 'agent');
    const story = await (await ann.c.get(`/api/admin/leads/${id}`)).json();
    expect(story.lead.version).toBe(1);

    // Ann and Bob both opened version 1. Bob marks it contacted, then lost, and adds a note.
    const post = (c: ConsoleClient, path: string, body: object) =>
      c.post(`/api/admin/leads/${id}/${path}`, body);
    expect((await post(bob.c, 'status', { status: 'contacted', version: 1 })).status).toBe(204);
    expect(await version(id)).toBe(2);
    expect((await post(bob.c, 'status', { status: 'lost', version: 2 })).status).toBe(204);
    expect((await post(bob.c, 'assign', { operatorId: bob.operator.id, version: 3 })).status).toBe(204);
    expect((await post(bob.c, 'notes', { text: 'No answer.', version: 4 })).status).toBe(204);
    expect(await version(id)).toBe(5);

    // Ann, on her page of version 1, would turn "lost" back into "contacted": refused, and told why.
    const stale = await post(ann.c, 'status', { status: 'contacted', version: 1 });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body).toMatchObject({ statusCode: 409, error: 'Conflict', reason: 'stale' });
    expect(body.message).toBe(
      'This lead changed since you opened it: bob@example.com changed the status from new to contacted; ' +
        'bob@example.com changed the status from contacted to lost; bob@example.com assigned it to ' +
        'bob@example.com; bob@example.com added a note.',
    );
    expect(body.conflict.version).toBe(5);
    expect(
      body.conflict.changes.map((c: { type: string; by: string; version: number }) => [
        c.type,
        c.by,
        c.version,
      ]),
    ).toEqual([
      ['status', 'bob@example.com', 2],
      ['status', 'bob@example.com', 3],
      ['assigned', 'bob@example.com', 4],
      ['note', 'bob@example.com', 5],
    ]);
    expect(body.conflict.changes[1].detail).toEqual({ from: 'contacted', to: 'lost' });
    // Nothing was written by the refused change.
    expect(await version(id)).toBe(5);
    expect(
      (
        await db()
          .selectFrom('audit_log')
          .select('id')
          .where('operator_email', '=', 'ann@example.com')
          .where('action', '=', 'lead.status')
          .execute()
      ).length,
    ).toBe(0);
    // A stale assignment too.
    expect((await post(ann.c, 'assign', { operatorId: ann.operator.id, version: 4 })).status).toBe(409);

    // "Apply anyway": the same change with the current version.
    expect(
      (await post(ann.c, 'status', { status: 'contacted', version: body.conflict.version })).status,
    ).toBe(204);
    expect(await version(id)).toBe(6);
    // Without a version (scripts) the change is not checked; it still bumps the version.
    expect((await post(ann.c, 'notes', { text: 'Script note' })).status).toBe(204);
    expect(await version(id)).toBe(7);
    // A note never conflicts (issue 36): one sent from a page opened long ago still lands.
    expect((await post(ann.c, 'notes', { text: 'Hello', version: 2 })).status).toBe(204);
    expect(await version(id)).toBe(8);
    // A refused transition leaves the version alone.
    expect((await post(ann.c, 'status', { status: 'won', version: 8 })).status).toBe(400);
    expect(await version(id)).toBe(8);
    const events = await db()
      .selectFrom('lead_events')
      .select('version')
      .where('lead_id', '=', id)
      .orderBy('version')
      .execute();
    expect(events.map((e) => Number(e.version))).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('lets only one of two changes sent with the same version through', async () => {
    const id = await submit('race@example.com', 'Rae Race');
    const { c } = await enrolled('racer@example.com', 'agent');
    const answers = await Promise.all([
      c.post(`/api/admin/leads/${id}/status`, { status: 'contacted', version: 1 }),
      c.post(`/api/admin/leads/${id}/status`, { status: 'lost', version: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(await version(id)).toBe(2);
    // Two notes written at once on the same version both land (notes never conflict).
    const notes = await Promise.all([
      c.post(`/api/admin/leads/${id}/notes`, { text: 'One', version: 1 }),
      c.post(`/api/admin/leads/${id}/notes`, { text: 'Two', version: 1 }),
    ]);
    expect(notes.map((a) => a.status)).toEqual([204, 204]);
    expect(await version(id)).toBe(4);
  });

  it('asks a reason (422 without) to contact a do-not-contact lead, and audits it', async () => {
    const id = await submit('stop@example.com', 'Stella Stop');
    await suite.server.app.privacy.request('do-not-contact', { email: 'stop@example.com' });
    await suite.server.app.privacy.confirm(await privacyConfirmToken(db(), 'stop@example.com'));
    // The opt-out changed the lead: a page opened before it is stale.
    expect(await version(id)).toBe(2);
    // A later lead of the same contact: suppressed when it came in.
    const later = await submit('stop@example.com', 'Stella Stop');
    const { c } = await enrolled('careful@example.com', 'agent');
    const list = await (await c.get('/api/admin/leads?q=stop%40example.com')).json();
    expect(
      list.items.map((l: { do_not_contact: number; previously_opted_out: number }) => [
        l.do_not_contact,
        l.previously_opted_out,
      ]),
    ).toEqual([
      [0, 1],
      [1, 0],
    ]);

    for (const lead of [id, later]) {
      const v = (await (await c.get(`/api/admin/leads/${lead}`)).json()).lead.version;
      const refused = await c.post(`/api/admin/leads/${lead}/status`, {
        status: 'contacted',
        version: v,
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        statusCode: 422,
        reason: 'reason-required',
        message: 'This contact asked not to be contacted: give the reason for contacting them anyway.',
      });
      expect(
        (await c.post(`/api/admin/leads/${lead}/status`, { status: 'contacted', reason: '  ' })).status,
      ).toBe(400);
      // Other moves need none.
      expect(await version(lead)).toBe(v);
      const ok = await c.post(`/api/admin/leads/${lead}/status`, {
        status: 'contacted',
        version: v,
        reason: 'She called us back and asked for a quote.',
      });
      expect(ok.status).toBe(204);
    }
    const audited = await db()
      .selectFrom('audit_log')
      .select(['target', 'detail_json'])
      .where('action', '=', 'lead.status')
      .where('operator_email', '=', 'careful@example.com')
      .execute();
    expect(audited.map((a) => [a.target, JSON.parse(a.detail_json ?? '{}')])).toEqual(
      [id, later].map((lead) => [
        lead,
        {
          from: 'new',
          to: 'contacted',
          reason: 'She called us back and asked for a quote.',
          doNotContact: true,
        },
      ]),
    );
    // A lead that did not opt out needs no reason.
    const free = await submit('free@example.com', 'Fran Free');
    expect(
      (await c.post(`/api/admin/leads/${free}/status`, { status: 'contacted', version: 1 })).status,
    ).toBe(204);
  });

  it('logs an outcome, its note and the taking of a lead nobody had as one change (log and next)', async () => {
    const id = await submit('logged@example.com', 'Lou Logged');
    const { c, operator } = await enrolled('logger@example.com', 'agent');
    const log = (lead: string, body: object) => c.post(`/api/admin/leads/${lead}/log`, body);
    const events = async (lead: string) =>
      (
        await db()
          .selectFrom('lead_events')
          .select(['type', 'version', 'operator_id'])
          .where('lead_id', '=', lead)
          .orderBy('version')
          .execute()
      ).map((e) => [e.type, Number(e.version)]);

    // Refused as a whole: a stale version, a move the rules forbid, a body it cannot read.
    expect((await log(id, { status: 'contacted', note: 'Called', version: 2 })).status).toBe(409);
    expect((await log(id, { status: 'won', note: 'Called', version: 1 })).status).toBe(400);
    expect((await log(id, { status: 'maybe', version: 1 })).status).toBe(400);
    expect(await version(id)).toBe(1);
    expect(await events(id)).toEqual([]);

    const done = await log(id, { status: 'contacted', note: '  Left a voicemail.  ', version: 1 });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ version: 4 });
    expect(await events(id)).toEqual([
      ['status', 2],
      ['note', 3],
      ['assigned', 4],
    ]);
    const lead = await db()
      .selectFrom('leads')
      .select(['status', 'assigned_to'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: 'contacted', assigned_to: operator.id });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail_json'])
      .where('target', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['lead.assigned', 'lead.note', 'lead.status']);
    expect(audit.find((a) => a.action === 'lead.note')?.detail_json).toBe('{"length":17}');

    // A lead someone already has stays theirs; a blank note writes none.
    const other = await enrolled('other@example.com', 'agent');
    const theirs = await submit('theirs@example.com', 'Theo Theirs');
    expect(
      (await other.c.post(`/api/admin/leads/${theirs}/assign`, { operatorId: other.operator.id })).status,
    ).toBe(204);
    const kept = await log(theirs, { status: 'lost', note: '   ', version: 2 });
    expect(await kept.json()).toEqual({ version: 3 });
    expect(await events(theirs)).toEqual([
      ['assigned', 2],
      ['status', 3],
    ]);

    // Without a session: 401, nothing written.
    const stranger = await new ConsoleClient(suite.url).post(`/api/admin/leads/${theirs}/log`, {
      status: 'contacted',
    });
    expect(stranger.status).toBe(401);
    expect(await version(theirs)).toBe(3);
  });

  it('undoes the last change of the operator who made it, once nothing has happened since, within 10 minutes', async () => {
    const id = await submit('undo@example.com', 'Una Undo');
    const una = await enrolled('una@example.com', 'agent');
    const other = await enrolled('otto@example.com', 'agent');
    const undo = (c: ConsoleClient, v: number) => c.post(`/api/admin/leads/${id}/undo`, { version: v });
    const lead = () =>
      db()
        .selectFrom('leads')
        .select(['status', 'assigned_to', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    // Log and next on the wrong lead: status, note and assignment taken back in one press.
    const logged = await una.c.post(`/api/admin/leads/${id}/log`, {
      status: 'contacted',
      note: 'Wrong person: meant for another lead.',
      version: 1,
    });
    expect(await logged.json()).toEqual({ version: 4 });
    // Not someone else's, not with a stale version.
    expect((await undo(other.c, 4)).status).toBe(409);
    expect((await undo(una.c, 3)).status).toBe(409);
    const done = await undo(una.c, 4);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ version: 7 });
    expect(await lead()).toMatchObject({ status: 'new', assigned_to: null, version: 7 });
    const story = await (await una.c.get(`/api/admin/leads/${id}`)).json();
    const words = JSON.stringify(story.timeline);
    expect(words).not.toContain('Wrong person');
    expect(
      story.timeline.map((e: { type: string }) => e.type).filter((t: string) => !t.startsWith('mail.')),
    ).toEqual(['stored', 'status', 'note', 'assigned', 'status', 'assigned', 'undone']);
    expect(story.firstContact.at).not.toBeNull();
    // An undo is not undone, and nothing is left to undo.
    expect((await undo(una.c, 7)).status).toBe(409);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', id)
      .where('action', '=', 'lead.undo')
      .execute();
    expect(audit).toHaveLength(3);

    // Too late: ten minutes on.
    expect(
      (await una.c.post(`/api/admin/leads/${id}/assign`, { operatorId: una.operator.id, version: 7 })).status,
    ).toBe(204);
    clock.advance(10 * 60_000 + 1);
    const late = await undo(una.c, 8);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe('Too late to undo: change it back by hand.');
    expect(await lead()).toMatchObject({ assigned_to: una.operator.id, version: 8 });
  });

  it('does not audit a lead asked for ahead (?prefetch=1) as opened, until the page says it showed it', async () => {
    const id = await submit('ahead@example.com', 'Abe Ahead');
    const { c } = await enrolled('prefetcher@example.com', 'agent');
    const opened = async () =>
      (
        await db()
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'lead.opened')
          .where('target', '=', id)
          .execute()
      ).length;
    const ahead = await c.get(`/api/admin/leads/${id}?prefetch=1`);
    expect(ahead.status).toBe(200);
    expect((await ahead.json()).lead.name).toBe('Abe Ahead');
    expect(await opened()).toBe(0);
    expect((await c.post(`/api/admin/leads/${id}/opened`)).status).toBe(204);
    expect(await opened()).toBe(1);
    expect((await c.get(`/api/admin/leads/${id}`)).status).toBe(200);
    expect(await opened()).toBe(2);
    // Another value, a missing lead, no session: refused.
    expect((await c.get(`/api/admin/leads/${id}?prefetch=yes`)).status).toBe(400);
    expect((await c.post('/api/admin/leads/00000000-0000-7000-8000-000000000000/opened')).status).toBe(404);
    expect((await new ConsoleClient(suite.url).post(`/api/admin/leads/${id}/opened`)).status).toBe(401);
    expect(await opened()).toBe(2);
  });
});
