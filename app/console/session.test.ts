import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleOperator } from '../../contracts/console.ts';
import { ApiError } from '../lib/api';
import {
  adminOnly,
  agentsOnly,
  consoleApi,
  currentOperator,
  editorsOnly,
  forgetOperator,
  mayOpen,
  operatorContext,
  rememberOperator,
  safeNext,
} from './session';

describe('safeNext (where the console returns after signing in)', () => {
  it('keeps console paths with their query', () => {
    expect(safeNext('/admin/leads/abc')).toBe('/admin/leads/abc');
    expect(safeNext('/admin?status=new&q=ada%40example.com')).toBe('/admin?status=new&q=ada%40example.com');
    expect(safeNext('/admin')).toBe('/admin');
  });
  it('refuses anything else: other sites, other pages, the sign-in page itself', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/',
      '/admin/sign-in?next=/admin',
    ]) {
      expect(safeNext(bad)).toBe('/admin');
    }
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noSession = (reason: string) =>
  json(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first.', reason });

/** The redirect a loader threw: its status and where it sends the operator. */
async function redirected(p: Promise<unknown>): Promise<{ status: number; to: URL }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response)
      return { status: e.status, to: new URL(e.headers.get('Location') ?? '', 'http://x') };
    throw e;
  }
  throw new Error('expected a redirect');
}

describe('consoleApi (a loader or action request to /api/admin)', () => {
  let answers: Response[];
  beforeEach(() => {
    forgetOperator();
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const next = answers.shift();
        if (!next) throw new Error('unexpected fetch');
        return next;
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const page = (path: string) => new Request(`http://localhost${path}`);

  it('answers with the JSON', async () => {
    answers.push(json(200, { items: [], nextCursor: null }));
    expect(await consoleApi(page('/admin'), '/api/admin/leads')).toEqual({ items: [], nextCursor: null });
  });

  it('turns a 401 into a redirect to sign in and back to the page (without ?index)', async () => {
    answers.push(noSession('no-session'));
    const { status, to } = await redirected(consoleApi(page('/admin?index&q=ada'), '/api/admin/leads?q=ada'));
    expect(status).toBe(302);
    expect(to.pathname).toBe('/admin/sign-in');
    expect(to.searchParams.get('next')).toBe('/admin?q=ada');
    expect(to.searchParams.has('expired')).toBe(false);
  });

  it('says the session expired when the server says so, or when this tab had a session', async () => {
    answers.push(noSession('session-expired'));
    const a = await redirected(consoleApi(page('/admin/leads/1'), '/api/admin/leads/1'));
    expect(a.to.searchParams.get('expired')).toBe('1');

    rememberOperator({ id: 'o1', email: 'a@example.com', role: 'agent' });
    answers.push(noSession('no-session'));
    const b = await redirected(consoleApi(page('/admin/reports'), '/api/admin/reports'));
    expect(b.to.searchParams.get('expired')).toBe('1');
    // …and forgets it: the next visit without a session is just that.
    answers.push(noSession('no-session'));
    const c = await redirected(currentOperator(page('/admin')));
    expect(c.to.searchParams.has('expired')).toBe(false);
  });

  it('leaves other failures to the route ErrorBoundary', async () => {
    answers.push(json(404, { statusCode: 404, error: 'Not Found', message: 'No such lead.' }));
    const e = await consoleApi(page('/admin/leads/x'), '/api/admin/leads/x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe('No such lead.');
  });

  it('asks who is signed in once, then remembers', async () => {
    answers.push(json(200, { operator: { id: 'o1', email: 'a@example.com', role: 'admin' } }));
    const [a, b] = await Promise.all([currentOperator(page('/admin')), currentOperator(page('/admin'))]);
    expect(a).toEqual(b);
    expect(await currentOperator(page('/admin/audit'))).toEqual(a);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('who may open which console pages (as the API lets them in)', () => {
  const as = (role: ConsoleOperator['role']) => {
    const context = new RouterContextProvider();
    context.set(operatorContext, { id: 'o1', email: `${role}@example.com`, role });
    return context;
  };
  /** What a page's loader threw: `data(…, { status })` as its status and data. */
  const refusal = (open: () => unknown) => {
    try {
      open();
    } catch (e) {
      const thrown = e as { data?: unknown; init?: { status?: number } };
      return { status: thrown.init?.status, data: thrown.data };
    }
    return null;
  };

  it('shows the leads to agents and admins, the content to editors and admins, the rest to admins', () => {
    const op = (role: ConsoleOperator['role']) => ({ id: 'o1', email: 'x@example.com', role });
    expect(
      ['admin', 'agent', 'editor'].map((r) => mayOpen(op(r as ConsoleOperator['role']), 'leads')),
    ).toEqual([true, true, false]);
    expect(
      ['admin', 'agent', 'editor'].map((r) => mayOpen(op(r as ConsoleOperator['role']), 'content')),
    ).toEqual([true, false, true]);
    expect(
      ['admin', 'agent', 'editor'].map((r) => mayOpen(op(r as ConsoleOperator['role']), 'admin')),
    ).toEqual([true, false, false]);
  });

  it('refuses a page with a 403 that says its title and why, and hands the operator to the others', () => {
    expect(refusal(() => editorsOnly(as('agent'), 'Content', 'Only editors.'))).toEqual({
      status: 403,
      data: { title: 'Content', why: 'Only editors.' },
    });
    expect(refusal(() => agentsOnly(as('editor'), 'Reports', 'Only agents.'))).toMatchObject({ status: 403 });
    expect(refusal(() => adminOnly(as('editor'), 'Data', 'Only admins.'))).toMatchObject({ status: 403 });
    expect(editorsOnly(as('editor'), 'Content', '').role).toBe('editor');
    expect(agentsOnly(as('admin'), 'Reports', '').role).toBe('admin');
  });
});
