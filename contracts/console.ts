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
