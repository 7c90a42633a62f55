// The operator console's frame (/admin/*): client-rendered, never prerendered. Its bar shows the
// console's navigation by role once an operator is signed in (the signed-in layout's loader data);
// the open pages (sign-in, enrollment) have the bar alone.
import type { ReactNode } from 'react';
import { Form, href, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import type { ConsoleOperator } from '../../../contracts/console.ts';
import { RouteError } from '../../admin/ui';
import type { Route } from './+types/layout';
import type { clientLoader as signedInLoader } from './signed-in';

export function meta() {
  return [{ title: 'Operator console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The console's pages in its navigation; admin-only ones are not shown to agents. */
const pages = [
  { to: href('/admin'), label: 'Inbox' },
  { to: href('/admin/reports'), label: 'Reports' },
  { to: href('/admin/operators'), label: 'Operators', adminOnly: true },
  { to: href('/admin/audit'), label: 'Audit log', adminOnly: true },
  { to: href('/admin/outbox'), label: 'Outbox', adminOnly: true },
  { to: href('/admin/privacy-requests'), label: 'Privacy requests', adminOnly: true },
  { to: href('/admin/data'), label: 'Data', adminOnly: true },
];

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded px-3 ${isActive ? 'bg-white/15 font-semibold' : 'hover:bg-white/10'}`;

function Frame({ operator, children }: { operator: ConsoleOperator | undefined; children: ReactNode }) {
  return (
    <div id="console" className="min-h-screen bg-slate-50 text-slate-900">
      <div className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-[1366px] flex-wrap items-center gap-2 px-4 py-2">
          <span className="mr-4 font-bold">Operator console</span>
          {operator && (
            <>
              <nav aria-label="Console" className="flex flex-wrap items-center gap-1">
                {pages
                  .filter((p) => !p.adminOnly || operator.role === 'admin')
                  .map((p) => (
                    <NavLink key={p.to} end={p.to === '/admin'} to={p.to} className={link}>
                      {p.label}
                    </NavLink>
                  ))}
              </nav>
              <div className="ml-auto flex items-center gap-3">
                <span className="text-sm text-white/80">
                  {operator.email} ({operator.role})
                </span>
                <Form method="post" action={href('/admin/sign-out')} replace>
                  <button type="submit" className={link({ isActive: false })}>
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-[1366px] px-4 py-6">{children}</div>
    </div>
  );
}

export default function ConsoleFrame() {
  const signedIn = useRouteLoaderData<typeof signedInLoader>('routes/admin/signed-in');
  return (
    <Frame operator={signedIn?.operator}>
      <Outlet />
    </Frame>
  );
}

/** While the first page's data loads (the console is never prerendered): the bar and a word. */
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
