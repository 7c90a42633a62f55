// The typecheck (tsc -p ., part of npm test) is this file's test: a Spanish catalog that misses a
// message, adds one English lacks, or gives a message another shape must not compile. Each
// expect-error directive below fails the typecheck the day the type stops catching that mistake.
import { expect, it } from 'vitest';
import type { ShellMessages } from './shell';
import { shell as spanish } from './shell.es';

const { skipToContent: _missing, ...withoutOne } = spanish;

// @ts-expect-error a message missing from the Spanish catalog
const missing: ShellMessages = withoutOne;

// @ts-expect-error a message the English catalog does not have
const extra: ShellMessages = { ...spanish, skipToContentNow: 'Ir ya al contenido' };

// @ts-expect-error a message with parameters given as plain text
const flat: ShellMessages = { ...spanish, rights: 'Todos los derechos reservados.' };

it('keeps the mistakes above out of the build (checked by tsc)', () => {
  expect([missing, extra, flat]).toHaveLength(3);
});
