// US phone numbers: what counts as one (a lead's, the site's own), its `tel:` address and whether
// it is toll-free. No zod here: the header and footer import it.

/**
 * Normalises a US (NANP) phone number to E.164 (+1NNNNNNNNNN), or returns undefined when it is not
 * one. Accepts the usual ways of writing it: (212) 555-0123, 212.555.0123, +1 212 555 0123.
 */
export function normalizeUsPhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (trimmed.startsWith('+') && !trimmed.replace(/[\s().-]/g, '').startsWith('+1')) return undefined;
  // Area code and exchange start with 2-9 (NANP).
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return `+1${digits}`;
}

/** A number of the site's contacts (a valid US number, contracts/content-documents.ts) as a `tel:` address. */
export function telHref(display: string): string {
  return `tel:${normalizeUsPhone(display) ?? display.replace(/[^\d+]/g, '')}`;
}

/** Whether a US number is toll-free (800, 833, 844, 855, 866, 877 or 888): the footer says so only then. */
export function isTollFree(display: string): boolean {
  return /^\+18(00|33|44|55|66|77|88)/.test(normalizeUsPhone(display) ?? '');
}
