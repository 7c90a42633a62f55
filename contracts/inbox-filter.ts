// The inbox filter's keys, shared by the console (its URL and form) and the server (the query),
// without zod so the console's bundle does not carry it. contracts/console.ts checks at compile
// time that InboxFilter has exactly these keys.

/** Behind the console's "Campaign and privacy filters" (open while one of them is set). */
export const MORE_FILTERS = ['source', 'medium', 'campaign', 'repeat', 'opted_out', 'gpc'] as const;

/** Every key of the inbox's filter, in the order of the console's form and URL. */
export const INBOX_FILTER_KEYS = [
  'q',
  'kind',
  'status',
  'from',
  'to',
  'assigned',
  'language',
  ...MORE_FILTERS,
  'sort',
] as const;
export type InboxFilterKey = (typeof INBOX_FILTER_KEYS)[number];

/** The filters that narrow the leads: all but the search and the order. */
export const NARROWING_FILTERS = INBOX_FILTER_KEYS.filter(
  (k): k is Exclude<InboxFilterKey, 'q' | 'sort'> => k !== 'q' && k !== 'sort',
);
