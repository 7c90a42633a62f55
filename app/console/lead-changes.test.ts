import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE } from '../../contracts/transport.ts';
import {
  behind,
  hasPending,
  pendingView,
  queueChange,
  resetLeadChanges,
  sawVersion,
  whyNot,
} from './lead-changes';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Lets the queue send what it holds and read the answer. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a change saved before the lead page has reloaded (issue 36: no key checked against the lead as it was)', () => {
  beforeEach(() => {
    resetLeadChanges();
    // biome-ignore lint/suspicious/noDocumentCookie: the CSRF cookie the server would have set
    document.cookie = `${CSRF_COOKIE}=t`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { version: 4 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown, and checked against, until the page has the version it left', async () => {
    const before = { status: 'new' as const, assigned_to: null, version: 3 };
    sawVersion('L1', 3);
    queueChange('L1', 'Lou', { intent: 'log', status: 'contacted', note: 'Called.' }, 'me');
    expect(pendingView('L1', before).status).toBe('contacted');
    await settle();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Saved: nothing is on its way, but the page still holds version 3 until it reloads.
    expect(hasPending('L1')).toBe(false);
    // A page that holds version 3 is behind (it asks again); one with 4 is not.
    expect([behind('L1', 3), behind('L1', 4)]).toEqual([true, false]);
    const view = pendingView('L1', before);
    expect(view).toEqual({ status: 'contacted', assigned_to: null, notes: ['Called.'] });
    // `c` pressed now says why not, as it would on the reloaded page.
    expect(whyNot(view.status, 'contacted')).toMatch(/^A contacted lead cannot become contacted/);
    // Reloaded: the lead has the change; it is not laid over it twice (the note once, in the timeline).
    sawVersion('L1', 4);
    expect(pendingView('L1', { status: 'contacted', assigned_to: null, version: 4 })).toEqual({
      status: 'contacted',
      assigned_to: null,
      notes: [],
    });
  });

  it('whose version was not known, stops once a page loaded after it was saved has come', async () => {
    // No version seen for L2: the note is sent without one and its answer carries none.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { id: 'n1' })),
    );
    queueChange('L2', 'Ada', { intent: 'note', note: 'Wants fiber.' }, 'me');
    await settle();
    await settle();
    expect(pendingView('L2', { status: 'new', assigned_to: null, version: 7 }).notes).toEqual([
      'Wants fiber.',
    ]);
    sawVersion('L2', 8);
    expect(pendingView('L2', { status: 'new', assigned_to: null, version: 7 }).notes).toEqual([
      'Wants fiber.',
    ]);
    expect(pendingView('L2', { status: 'new', assigned_to: null, version: 8 }).notes).toEqual([]);
  });
});
