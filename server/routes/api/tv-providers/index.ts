// GET /api/tv-providers/:slug, from the content modules (the same data the pages prerender), with
// the packages an editor published (app.content.shown), as the page shows them.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tvDetailWithPackages, tvProviderDetail } from '../../../../content/providers/tv-details.server.ts';
import { TvProviderResponse } from '../../../../contracts/api.ts';
import { API } from '../../../../contracts/api-paths.ts';
import { NotFound } from '../../../shared/errors.ts';

export default async function tvProviderRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.tvProvider,
    // Any slug is a valid question; an unknown one is a 404, not a 400.
    { schema: { params: z.object({ slug: z.string() }), response: { 200: TvProviderResponse } } },
    async (request) => {
      const slug = request.params.slug;
      const detail = /^[a-z0-9-]{1,60}$/.test(slug) ? tvProviderDetail(slug) : undefined;
      if (!detail) throw new NotFound('Unknown TV provider.');
      // The packages as the page this server serves shows them (an editor's publish, decision 089).
      const seed = { packages: detail.packages, samplePricing: false };
      const shown = app.content.shown(
        { kind: 'provider-packages', key: `tv/${slug}`, language: 'en' },
        () => seed,
      );
      return shown === seed ? detail : tvDetailWithPackages(detail, shown.packages);
    },
  );
}
