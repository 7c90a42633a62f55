// The operator console shell (/admin/*): client-rendered, never prerendered. Checks the session,
// shows the console's navigation by role, and sends the operator to sign in (and back again)
// whenever a request finds the session over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { type AdminApiError, adminFetch, type Operator, onSessionEnded } from '../../admin/api';
import { ErrorNote } from '../../admin/ui';

export function meta() {
  return [{ title: 'Operator console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export type ConsoleContext = { operator: Operator; setOperator: (o: Operator | null) => void };

/** The console's pages in its navigation; admin-only ones are not shown to agents. */
const pages = [
  { to: '/admin', label: 'Inbox' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/operators', label: 'Operators', adminOnly: true },
  { to: '/admin/audit', label: 'Audit log', adminOnly: true },
  { to: '/admin/outbox', label: 'Outbox', adminOnly: true },
  { to: '/admin/privacy-requests', label: 'Privacy requests', adminOnly: true },
];

const open = new Set(['/admin/sign-in', '/admin/enroll']);

export default function ConsoleLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [operator, setOperator] = useState<Operator | null>(null);
  const [error, setError] = useState<unknown>(null);
  const isOpen = open.has(location.pathname);
  const here = location.pathname + location.search;

  // A 401 after this page had a live session means the session ended under the operator's feet,
  // whatever the server calls it (the first 401 also clears the cookie, so later ones say
  // no-session).
  const hadSession = useRef(false);
  useEffect(() => {
    if (operator) hadSession.current = true;
  }, [operator]);

  const redirecting = useRef(false);
  useEffect(() => {
    if (location.pathname === '/admin/sign-in') redirecting.current = false;
  }, [location.pathname]);

  const toSignIn = useCallback(
    (reason: string) => {
      if (location.pathname === '/admin/sign-in' || redirecting.current) return;
      redirecting.current = true;
      const params = new URLSearchParams({ next: here });
      if (reason === 'session-expired' || hadSession.current) params.set('expired', '1');
      setOperator(null);
      navigate(`/admin/sign-in?${params}`, { replace: true });
    },
    [here, navigate, location.pathname],
  );

  useEffect(() => onSessionEnded(toSignIn), [toSignIn]);

  // Who is signed in: asked whenever a page that needs a session has no operator yet (not while
  // a redirect to sign-in is on its way: that request would only 401 again).
  useEffect(() => {
    if (isOpen || operator || redirecting.current) return;
    const ac = new AbortController();
    adminFetch<{ operator: Operator }>('/api/admin/me', { signal: ac.signal })
      .then((r) => setOperator(r.operator))
      .catch((e: AdminApiError) => {
        if (e.name !== 'AbortError' && e.status !== 401) setError(e);
      });
    return () => ac.abort();
  }, [isOpen, operator]);

  async function signOut() {
    hadSession.current = false;
    try {
      await adminFetch('/api/admin/auth/signout', { method: 'POST' });
    } finally {
      setOperator(null);
      navigate('/admin/sign-in', { replace: true });
    }
  }

  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded px-3 ${isActive ? 'bg-white/15 font-semibold' : 'hover:bg-white/10'}`;

  return (
    <div id="console" className="min-h-screen bg-slate-50 text-slate-900">
      <div className="bg-brand-950 text-white">
        <div className="mx-auto flex max-w-[1366px] flex-wrap items-center gap-2 px-4 py-2">
          <span className="mr-4 font-bold">Operator console</span>
          {operator && !isOpen && (
            <nav aria-label="Console" className="flex flex-wrap items-center gap-1">
              {pages
                .filter((p) => !p.adminOnly || operator.role === 'admin')
                .map((p) => (
                  <NavLink key={p.to} end={p.to === '/admin'} to={p.to} className={link}>
                    {p.label}
                  </NavLink>
                ))}
            </nav>
          )}
          {operator && !isOpen && (
            <div className="ml-auto flex items-center gap-3">
              <span className="text-sm text-white/80">
                {operator.email} ({operator.role})
              </span>
              <button type="button" onClick={signOut} className={link({ isActive: false })}>
                Sign out
              </button>
            </div>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-[1366px] px-4 py-6">
        <ErrorNote error={error} />
        {isOpen ? (
          <Outlet context={{ operator, setOperator }} />
        ) : operator ? (
          <Outlet context={{ operator, setOperator } satisfies ConsoleContext} />
        ) : error ? null : (
          <p aria-live="polite">Loading…</p>
        )}
      </div>
    </div>
  );
}
