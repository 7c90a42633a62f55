// "← Inbox" goes back to the list the operator came from: the inbox remembers its last address
// (filter, search, page) for this tab, and a lead's page links there. Kept in sessionStorage, so
// it survives a reload and a sign-in in between, and ends with the tab.
import { href } from 'react-router';

const KEY = 'console.inbox-search';

/** Called by the inbox's clientLoader with its URL's search ("?q=…&status=…", or ""). */
export function rememberInboxSearch(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (private mode quota): "← Inbox" goes to the plain inbox.
  }
}

/** The inbox as the operator last saw it in this tab. */
export function inboxHref(): string {
  let search = '';
  try {
    search = sessionStorage.getItem(KEY) ?? '';
  } catch {
    search = '';
  }
  return `${href('/admin')}${search.startsWith('?') ? search : ''}`;
}
