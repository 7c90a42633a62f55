// Shapes the operator console's API answers with, shared by the server (server/console/*) and the
// console's pages (app/routes/admin/*). Types only: nothing here reaches the public pages.

/** GET /api/admin/reports: one day's leads by kind. */
export type ReportDayRow = {
  day: string;
  contact: number;
  availability: number;
  package: number;
  total: number;
};
/** GET /api/admin/reports: leads of one source / medium / campaign / page (null: none given). */
export type ReportGroupRow = { key: string | null; leads: number; qualified: number; won: number };
export type Report = {
  from: string;
  to: string;
  total: number;
  /** leads that reached qualified at some point (won leads passed through qualified). */
  qualified: number;
  /** leads now won. */
  won: number;
  days: ReportDayRow[];
  bySource: ReportGroupRow[];
  byMedium: ReportGroupRow[];
  byCampaign: ReportGroupRow[];
  byLandingPage: ReportGroupRow[];
  byPage: ReportGroupRow[];
};

/** Where a privacy request stands: waiting for its link to be followed, done, or never confirmed. */
export type PrivacyRequestState = 'pending' | 'carried-out' | 'expired';

/**
 * GET /api/admin/privacy-requests: one request. `email` / `phone` only while the row still holds
 * them (a request waiting for confirmation); `erasedAt`: when its contact was erased.
 */
export type PrivacyRequestRow = {
  id: string;
  type: 'do-not-contact' | 'do-not-sell' | 'access' | 'delete';
  source: 'web' | 'cli';
  state: PrivacyRequestState;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
  leadsMatched: number | null;
  erasedAt: string | null;
  email: string | null;
  phone: string | null;
};

/** A keyset page of a console list. */
export type ListPage<T> = { items: T[]; nextCursor: string | null };

/** GET /api/admin/leads/:id: another lead of the same contact (same e-mail or phone). */
export type ContactLead = {
  id: string;
  kind: string;
  created_at: string;
  status: string;
  /** What it shares with the lead: the e-mail, the phone, or both. */
  match: 'email' | 'phone' | 'both';
};

/** GET /api/admin/leads/:id: the consent disclosure exactly as the visitor saw it, and when they sent it. */
export type ConsentShown = { version: string; text: string; sha256: string; at: string };

// ---------------------------------------------------------------------------------------------
// GET /api/admin/data (issue 27, item 6): what coverage and plan data is imported, and the last
// attempts with their errors. Admins only.

import { z } from './zod.ts';

export const DataStateQuery = z.strictObject({
  /** How many of the latest import attempts to list. */
  limit: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
});
export type DataStateQuery = z.infer<typeof DataStateQuery>;

const ImportErrorShape = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});

export const DataImportRow = z.object({
  id: z.string(),
  kind: z.enum(['coverage', 'labels']),
  status: z.enum(['imported', 'failed']),
  sample: z.boolean(),
  asOf: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), bytes: z.number(), rows: z.number() })),
  /** States (coverage) or FRNs (labels) it replaced or meant to. */
  scope: z.array(z.string()),
  rows: z.number().int(),
  /** A failed attempt: how many errors, and the first ones (file, line, column). */
  errorCount: z.number().int(),
  errors: z.array(ImportErrorShape),
  importedAt: z.string(),
  importedBy: z.string(),
});
export type DataImportRow = z.infer<typeof DataImportRow>;

export const DataStateResponse = z.object({
  coverage: z.object({
    states: z.array(
      z.object({ state: z.string(), asOf: z.string(), sample: z.boolean(), importId: z.string() }),
    ),
    zips: z.number().int(),
    rows: z.number().int(),
  }),
  labels: z.object({
    /** Current label versions, and the providers (FRNs) they belong to. */
    current: z.number().int(),
    providers: z.number().int(),
    /** Every version kept, current or superseded. */
    versions: z.number().int(),
    sample: z.boolean(),
  }),
  imports: z.array(DataImportRow),
});
export type DataStateResponse = z.infer<typeof DataStateResponse>;
