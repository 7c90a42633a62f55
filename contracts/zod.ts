// zod as every contract module uses it: jitless, so parsing never builds code with `new Function`.
// The site's CSP has no 'unsafe-eval'; zod's JIT probe would otherwise raise a
// securitypolicyviolation in the browser on the first parse (issue 18, item 7). The setting is
// global and read at parse time, so importing this module before any parse is enough.
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/** A query-string parameter that is a whole number from `min` to `max`, `fallback` when it is absent. */
export function wholeNumberParam(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);
}
