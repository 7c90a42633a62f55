// The ZIP a visitor typed, remembered for the session so every ZIP prompt on the next page starts
// from it, and what a ZIP is. Kept apart from the lookup (zip-lookup.ts), which loads on demand.

const STORAGE_KEY = 'homewire.zip';

export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** The last ZIP looked up in this session (the city comes again with its lookup). */
export function rememberedZip(): string | undefined {
  try {
    const zip = sessionStorage.getItem(STORAGE_KEY);
    return zip && isZip(zip) ? zip : undefined;
  } catch {
    return undefined; // storage disabled: start empty
  }
}

export function rememberZip(zip: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, zip);
  } catch {
    // storage disabled (private mode, quota): the prompt still works, it just won't prefill
  }
}
