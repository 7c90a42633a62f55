import { useRouteLoaderData } from 'react-router';
import { siteContactsSeed } from '../../content/site-contacts.ts';
import type { SiteContacts } from '../../contracts/content-documents.ts';

// The site's contacts (phone numbers, e-mail, hours) as the editors published them (issue 38,
// decision 089): the root route's loader reads them (app/root.tsx), so every page's header,
// footer, chat and contact page render the published ones, and a publish that changes them
// renders every page again.

/** The contacts in the root's loader data; the seed where there is none (an error before the loader ran). */
export function useContacts(): SiteContacts {
  const data = useRouteLoaderData('root') as { contacts?: SiteContacts } | undefined;
  return data?.contacts ?? siteContactsSeed.en;
}
