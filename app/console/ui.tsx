// Small pieces shared by the console's pages.
import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { href, isRouteErrorResponse, Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { ApiError } from '../lib/api';
import { inboxHref } from './inbox-return';
import { type AdminsOnly, mayOpen } from './session';
import type { clientLoader as signedInLoader } from './signed-in';

/** A console page's <head>: its own title, then the console's; never indexed. */
export function consoleMeta(title: string) {
  return [{ title: `${title} · Operator console` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** A long word (a surname of one piece) breaks rather than widening the page on a phone. */
export function PageTitle({ children, ...rest }: ComponentProps<'h1'>) {
  return (
    <h1 className="text-2xl font-bold tracking-tight break-words text-ink" {...rest}>
      {children}
    </h1>
  );
}

/**
 * An e-mail address (or another long token: a URL, a campaign value) with break opportunities
 * after its @, dots, dashes and underscores, so it wraps at those first; overflow-wrap: anywhere
 * (set only when a piece is long) cuts a piece still too long for the line.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@._/-])/);
  // Only a piece too long for a narrow column may be cut anywhere: "facebook" stays whole.
  const long = parts.some((p) => p.length > 16);
  return (
    <span className={long ? 'wrap-anywhere' : undefined}>
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}

/** What went wrong, in the console's words: the server's message, or why it could not answer. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.failure.kind === 'client') return error.failure.message;
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    return error.body?.message ?? `The server answered ${error.status}.`;
  }
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : error.statusText;
  return error instanceof Error ? error.message : String(error);
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = errorText(error);
  return (
    <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="my-6 rounded border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
      {children}
    </p>
  );
}

export const inputClass =
  'mt-1 block w-full min-h-11 rounded border border-slate-400 bg-white px-3 py-2 text-slate-900';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const quietButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

/**
 * One formatter for every time the console shows: `toLocaleString` with options builds a new
 * Intl.DateTimeFormat per call (about a millisecond each), and a lead's timeline shows dozens.
 */
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return timeFormat.format(new Date(iso));
}

/** A US number stored as E.164 (+1 and ten digits) the way people write it; any other as stored. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** Whether a console page failed because what it shows does not exist (a 404 from the API or the router). */
export function isNotFound(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404)
  );
}

/** "Not found", with the way back: to the inbox (as it was last filtered), or an editor's content list. */
export function NotFound({ title, children }: { title: string; children: ReactNode }) {
  const operator = useRouteLoaderData<typeof signedInLoader>('console/signed-in')?.operator;
  const linkClass = 'inline-flex min-h-11 items-center text-brand-800 underline';
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <p className="mt-2">{children}</p>
      <p className="mt-4 flex flex-wrap gap-x-6">
        {operator && !mayOpen(operator, 'leads') ? (
          <Link to={href('/admin/content')} className={linkClass}>
            ← Back to the content
          </Link>
        ) : (
          <>
            <Link to={inboxHref()} className={linkClass}>
              ← Back to the inbox
            </Link>
            <Link to={href('/admin/reports')} className={linkClass}>
              Reports
            </Link>
          </>
        )}
      </p>
    </section>
  );
}

/**
 * A console page's ErrorBoundary: a page an agent may not see says why; a load that failed says
 * what the server said, with Retry (the page's loaders again).
 */
export function RouteError({ error, title }: { error: unknown; title?: string }) {
  const { revalidate, state } = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 403 && error.data?.why) {
    const denied = error.data as AdminsOnly;
    return (
      <section>
        <PageTitle>{denied.title}</PageTitle>
        <ErrorNote error={new Error(denied.why)} />
      </section>
    );
  }
  return (
    <section>
      {title && <PageTitle>{title}</PageTitle>}
      <ErrorNote error={error} />
      <button
        type="button"
        className={quietButtonClass}
        disabled={state === 'loading'}
        onClick={() => void revalidate()}
      >
        {state === 'loading' ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
