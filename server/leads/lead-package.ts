// leads.package_json, written and read here only: a package lead's chosen plan (contracts/
// lead-package.ts). Every view of the lead (its page, lead.created, the export) reads it through
// storedPackage, so the stored shape has one type and one parse.
import type { PackageRequest } from '../../contracts/api.ts';
import { type LeadPackage, parseLeadPackage } from '../../contracts/lead-package.ts';
import type { LeadsTable } from '../db/schema.ts';

/** The package_json of a new package lead: the plan card the visitor chose (and its label). */
export function packageJson(p: PackageRequest): string {
  return JSON.stringify({
    mbps: p.mbps,
    packageTitle: p.packageTitle,
    packageDescription: p.packageDescription,
    price: p.price,
    planDuration: p.planDuration,
    recommendation: p.recommendation ?? false,
    ...(p.label ? { label: p.label } : {}),
  } satisfies LeadPackage);
}

/** The lead's chosen plan, or null (not a package lead, or erased). */
export function storedPackage(row: Pick<LeadsTable, 'package_json'>): LeadPackage | null {
  return parseLeadPackage(row.package_json);
}
