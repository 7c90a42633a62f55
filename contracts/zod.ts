// zod as every contract module uses it: jitless, so parsing never builds code with `new Function`.
// The site's CSP has no 'unsafe-eval'; zod's JIT probe would otherwise raise a
// securitypolicyviolation in the browser on the first parse (issue 18, item 7). The setting is
// global and read at parse time, so importing this module before any parse is enough.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
