// ZIP code → city and state from the `zipcodes` package (about 42,000 US ZIPs, shipped with the
// package). Its data is a 5 MB module: it is loaded on the first lookup, never at startup, and
// never reaches the browser (only the server imports this file).
import { createRequire } from 'node:module';

export type ZipPlace = { zip: string; city: string; state: string };

type ZipcodesData = { codes: Record<string, ZipPlace & { country?: string }> };

let loading: Promise<ZipcodesData['codes']> | undefined;

/** Whether the ZIP data has been loaded in this process (for tests and readiness logs). */
export function zipDataLoaded(): boolean {
  return loading !== undefined;
}

function load(): Promise<ZipcodesData['codes']> {
  // The US table only: the package's index also loads Canadian postal codes we do not serve.
  loading ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    return (require('zipcodes/lib/codes.js') as ZipcodesData).codes;
  });
  return loading;
}

/** Looks up a 5-digit ZIP; undefined when it does not exist. */
export async function lookupZip(zip5: string): Promise<ZipPlace | undefined> {
  const codes = await load();
  const hit = Object.hasOwn(codes, zip5) ? codes[zip5] : undefined;
  if (!hit || (hit.country !== undefined && hit.country !== 'US')) return undefined;
  return { zip: hit.zip, city: hit.city, state: hit.state };
}
