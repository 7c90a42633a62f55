// GET /api/consent: the current consent disclosure (English, or ?language=es), for forms hosted
// elsewhere that post leads to this API (docs/api.md, "Lead record").

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentConsentFor } from '../../../../content/consent.ts';
import { API } from '../../../../contracts/api-paths.ts';
import { ConsentQuery, ConsentResponse } from '../../../../contracts/privacy.ts';

export default async function consentRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API.consent,
      { schema: { querystring: ConsentQuery, response: { 200: ConsentResponse } } },
      async (request) => {
        const { version, language, text } = currentConsentFor(request.query.language ?? 'en');
        return { version, language, text };
      },
    );
}
