// Admins only: privacy requests (do not contact, do not sell, access, delete), newest first, with
// where each stands. A contact shows only while the request still holds it (waiting for its link
// to be followed); the server audits that read. Carried-out, expired and erased requests keep
// keyed hashes only, which are never shown.

import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { ListPage, PrivacyRequestRow } from '../../contracts/console.ts';
import type { Route } from './+types/privacy-requests';
import { type Column, KeysetList } from './list';
import { adminOnly, consoleApi } from './session';
import { consoleMeta, formatTime, PageTitle, RouteError } from './ui';

export function meta() {
  return consoleMeta('Privacy requests');
}
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  adminOnly(context, 'Privacy requests', 'Only admins see privacy requests.');
  const { search } = new URL(request.url);
  return {
    page: await consoleApi<ListPage<PrivacyRequestRow>>(
      request,
      apiPath(ADMIN_API.privacyRequests, {}, search),
    ),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Privacy requests" error={error} />;
}

const typeLabels: Record<PrivacyRequestRow['type'], string> = {
  'do-not-contact': 'Do not contact',
  'do-not-sell': 'Do not sell or share',
  access: 'Copy of data',
  delete: 'Delete',
};

function state(r: PrivacyRequestRow): string {
  switch (r.state) {
    case 'pending':
      return `Waiting for confirmation until ${formatTime(r.expiresAt)}`;
    case 'expired':
      return `Expired unconfirmed ${formatTime(r.expiresAt)}`;
    case 'carried-out':
      return `Carried out ${formatTime(r.completedAt)}${
        r.leadsMatched === null ? '' : `, ${r.leadsMatched} ${r.leadsMatched === 1 ? 'lead' : 'leads'}`
      }`;
  }
}

const columns: Column<PrivacyRequestRow>[] = [
  { header: 'Received', cell: (r) => formatTime(r.createdAt), sort: 'descending' },
  { header: 'Request', cell: (r) => typeLabels[r.type] },
  { header: 'From', cell: (r) => (r.source === 'cli' ? 'Command line' : 'Privacy choices page') },
  { header: 'State', cell: state },
  {
    header: 'Contact',
    className: 'break-all',
    cell: (r) =>
      r.erasedAt
        ? `Erased ${formatTime(r.erasedAt)}`
        : r.email || r.phone
          ? [r.email, r.phone].filter(Boolean).join(', ')
          : 'Not kept',
  },
];

export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle>Privacy requests</PageTitle>
      <p className="mt-2 max-w-3xl text-slate-700">
        Requests from the privacy choices page and deletions made from the command line. A contact is kept
        only until the request is confirmed or its link expires; after that only a keyed hash remains.
      </p>
      <KeysetList
        page={loaderData.page}
        caption="Privacy requests, newest first"
        columns={columns}
        empty="No privacy requests yet."
        nextLabel="Older requests"
      />
    </section>
  );
}
