// A package lead's chosen plan as stored with the lead (leads.package_json) and as every view of
// the lead shows it: the console's lead page (LeadRecord.package), lead.created (WebhookLead.package),
// the export's package column, the sales notification. One schema for the shape; server/leads/
// lead-package.ts writes it from the form (PackageRequest); every reader parses it with
// parseLeadPackage (the lead's views, the sales notification).
import { z } from './zod.ts';

/** The Broadband Facts label the visitor saw (the plan finder: contracts/api.ts, ChosenLabel). */
export const StoredLabel = z.object({
  uniquePlanId: z.string(),
  /** The stored label version. */
  labelId: z.string(),
  /** The label's rows as the visitor saw them (row name → value). */
  facts: z.record(z.string(), z.string()),
});

/** In the order lead-writes has always stored the keys, so the export's JSON of it is unchanged. */
export const LeadPackage = z.object({
  mbps: z.string().optional(),
  packageTitle: z.string(),
  packageDescription: z.array(z.string()),
  price: z.string(),
  planDuration: z.string(),
  recommendation: z.boolean(),
  /** From the plan finder only. */
  label: StoredLabel.optional(),
});
export type LeadPackage = z.infer<typeof LeadPackage>;

/** leads.package_json read back: the chosen plan, or null (not a package lead, or erased). */
export function parseLeadPackage(json: string | null): LeadPackage | null {
  return json ? LeadPackage.parse(JSON.parse(json)) : null;
}
