// Every Spanish message of the site, one chunk: loaded only by pages under /es/ (i18n.ts).
import { forms } from './forms.es';
import type { Catalog } from './i18n';
import { shell } from './shell.es';

export const es: Catalog = { shell, forms };
