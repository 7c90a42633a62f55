// GET /api/consent: the current consent disclosure, for forms hosted elsewhere that post leads to
// this API (docs/api.md, "Lead record").

import type { FastifyInstance } from 'fastify';
import { currentConsent } from '../../../../content/consent.ts';
import { API } from '../../../../contracts/api-paths.ts';
import type { ConsentResponse } from '../../../../contracts/privacy.ts';

export default async function consentRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.consent, async () => {
    return { version: currentConsent.version, text: currentConsent.text } satisfies ConsentResponse;
  });
}
