// Every console page that needs a session sits below this layout. Its clientMiddleware finds the
// signed-in operator before any of their loaders or actions run (remembered per tab, asked of
// /api/admin/me once) and hands it to them through the router context; without a session the
// operator is sent to sign in and brought back afterwards (session.ts). It holds the tab's one
// live event stream (live-feed.ts) for every page below it, for the operators who see leads.
import { Outlet } from 'react-router';
import type { Route } from './+types/signed-in';
import { useLiveFeedConnection } from './live-feed';
import { currentOperator, mayOpen, operatorContext } from './session';
import { ConsoleShortcuts } from './shortcuts';
import { RouteError } from './ui';

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(operatorContext, await currentOperator(request));
  },
];

/** The operator, for the console's bar (the frame reads it with useRouteLoaderData). */
export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  return { operator: context.get(operatorContext) };
}

export default function SignedIn({ loaderData }: Route.ComponentProps) {
  // The live feed and the shortcuts are about leads: an editor (who sees none) has neither, and
  // their stream would only be refused.
  const leads = mayOpen(loaderData.operator, 'leads');
  useLiveFeedConnection(leads);
  return (
    <>
      <Outlet />
      {leads && <ConsoleShortcuts />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
