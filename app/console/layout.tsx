// The operator console's frame (/admin/*): client-rendered; only its sign-in page is prerendered (react-router.config.ts). Its bar shows the
// console's navigation by role once an operator is signed in (the signed-in layout's loader data);
// the open pages (sign-in, enrollment) have the bar alone.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Form, href, Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { ConsoleOperator } from '../../contracts/console.ts';
import type { Route } from './+types/layout';
import { CommandBar } from './command-bar';
import { mayOpen, type PAGE_ROLES } from './session';
import type { clientLoader as signedInLoader } from './signed-in';
import { RouteError } from './ui';

/** Pages without a title of their own (each console page has one: consoleMeta). */
export function meta() {
  return [{ title: 'Operator console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The console's pages in its navigation, each shown to the roles that may open it (session.ts). */
const pages: { to: string; label: string; access: keyof typeof PAGE_ROLES }[] = [
  { to: href('/admin'), label: 'Inbox', access: 'leads' },
  { to: href('/admin/reports'), label: 'Reports', access: 'leads' },
  { to: href('/admin/content'), label: 'Content', access: 'content' },
  { to: href('/admin/operators'), label: 'Operators', access: 'admin' },
  { to: href('/admin/audit'), label: 'Audit log', access: 'admin' },
  { to: href('/admin/outbox'), label: 'Outbox', access: 'admin' },
  { to: href('/admin/privacy-requests'), label: 'Privacy requests', access: 'admin' },
  { to: href('/admin/data'), label: 'Data', access: 'admin' },
];

const linkClass = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded px-3 ${current ? 'bg-white/15 font-semibold underline underline-offset-4' : 'hover:bg-white/10'}`;

/**
 * aria-current of a navigation entry: "page" on its own page, "true" inside its section (a lead's
 * page is in the Inbox's), nothing elsewhere.
 */
function currentOf(to: string, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/$/, '') || '/';
  if (path === to) return 'page';
  if (to === href('/admin') && path.startsWith('/admin/leads/')) return 'true';
  if (to === href('/admin/content') && path.startsWith('/admin/content/')) return 'true';
  return undefined;
}

/**
 * The console's bar: its name, and for a signed-in operator the navigation, who they are and
 * Sign out. On a phone (below lg) those fold behind a Menu button (disclosure: aria-expanded,
 * Escape closes it and returns to the button, a navigation closes it), so the bar is one line.
 */
function Bar({ operator }: { operator: ConsoleOperator | undefined }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <header className="bg-brand-950 text-white">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the open menu closes it */}
      <div
        className="mx-auto flex max-w-[1366px] flex-wrap items-center gap-x-2 px-4 py-2"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        <span className="mr-4 font-bold">Operator console</span>
        {operator && (
          <>
            <button
              ref={button}
              type="button"
              className={`${linkClass(false)} ml-auto border border-white/40 lg:hidden`}
              aria-expanded={open}
              aria-controls="console-menu"
              onClick={() => setOpen((o) => !o)}
            >
              Menu
            </button>
            <div
              id="console-menu"
              className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-2 pt-2 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:pt-0`}
            >
              <nav aria-label="Console">
                <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-center">
                  {pages
                    .filter((p) => mayOpen(operator, p.access))
                    .map((p) => {
                      const current = currentOf(p.to, pathname);
                      return (
                        <li key={p.to}>
                          <Link to={p.to} aria-current={current} className={linkClass(Boolean(current))}>
                            {p.label}
                          </Link>
                        </li>
                      );
                    })}
                </ul>
              </nav>
              <div className="flex flex-wrap items-center gap-3 lg:ml-auto">
                {/* A long address is cut short beside the navigation (whole in a tooltip and to screen readers). */}
                <span className="flex min-w-0 gap-1 text-sm text-white/80">
                  <span className="min-w-0 break-all lg:max-w-56 lg:truncate" title={operator.email}>
                    {operator.email}
                  </span>
                  <span>({operator.role})</span>
                </span>
                <Form method="post" action={href('/admin/sign-out')} replace>
                  <button type="submit" className={linkClass(false)}>
                    Sign out
                  </button>
                </Form>
              </div>
            </div>
          </>
        )}
      </div>
    </header>
  );
}

/**
 * The console's frame. Its bar goes before the document's <main> (into #console-bar, root.tsx), so
 * "Skip to content" skips it and the main landmark holds the page alone; the page goes in <main>.
 */
function Frame({ operator, children }: { operator: ConsoleOperator | undefined; children: ReactNode }) {
  const [barSlot, setBarSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setBarSlot(document.getElementById('console-bar')), []);
  return (
    <div id="console" className="min-h-screen bg-slate-50 text-slate-900">
      {barSlot && createPortal(<Bar operator={operator} />, barSlot)}
      <div className="mx-auto max-w-[1366px] px-4 py-6">{children}</div>
    </div>
  );
}

export default function ConsoleFrame() {
  const signedIn = useRouteLoaderData<typeof signedInLoader>('console/signed-in');
  return (
    <Frame operator={signedIn?.operator}>
      <Outlet />
      {/* The command bar searches leads: not an editor's. */}
      {signedIn && mayOpen(signedIn.operator, 'leads') && <CommandBar />}
    </Frame>
  );
}

/** While the first page's data loads (the signed-in pages are never prerendered): the bar and a word. */
export function HydrateFallback() {
  return (
    <Frame operator={undefined}>
      <p aria-live="polite">Loading…</p>
    </Frame>
  );
}

/** What no page of the console caught: in the frame, with Retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame operator={undefined}>
      <RouteError error={error} />
    </Frame>
  );
}
