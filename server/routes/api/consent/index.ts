// GET /api/consent: the current consent disclosure, for forms hosted elsewhere that post leads to
// this API (docs/api.md, "Lead record").

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentConsent } from '../../../../content/consent.ts';
import { API } from '../../../../contracts/api-paths.ts';
import { ConsentResponse } from '../../../../contracts/privacy.ts';

export default async function consentRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API.consent, { schema: { response: { 200: ConsentResponse } } }, async () => ({
      version: currentConsent.version,
      text: currentConsent.text,
    }));
}
