import type { PlanDurationValue } from '../../content/base/ui.ts';

/**
 * The TV provider page's price suffix for a plan duration (SPEC 4): a slash plus the selected
 * value ("/month", "/months", "/year"). Only the suffix changes; amounts never do.
 */
export function priceSuffixFor(duration: PlanDurationValue): string {
  return `/${duration}`;
}
