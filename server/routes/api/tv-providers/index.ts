// GET /api/tv-providers/:slug, from the content modules (the same data the pages prerender), for
// the TV providers as published, with the packages and FAQ an editor published (app.content.shown), as the page shows them.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withContacts } from '../../../../content/contact-tokens.ts';
import { tvDetailWithPackages, tvProviderDetail } from '../../../../content/providers/tv-details.server.ts';
import { siteContactsRef, siteContactsSeed } from '../../../../content/site-contacts.ts';
import { TvProviderResponse } from '../../../../contracts/api.ts';
import { API } from '../../../../contracts/api-paths.ts';
import { providerPageOf } from '../../../../contracts/content-documents.ts';
import { parseRichText, plainText } from '../../../../contracts/rich-text.ts';
import { NotFound } from '../../../shared/errors.ts';

export default async function tvProviderRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.tvProvider,
    // Any slug is a valid question; an unknown one is a 404, not a 400.
    { schema: { params: z.object({ slug: z.string() }), response: { 200: TvProviderResponse } } },
    async (request) => {
      const slug = request.params.slug;
      // The TV providers as the site this server serves lists them (decision 089): one renamed or
      // added is answered as its page shows it, one taken off is unknown.
      const detail = /^[a-z0-9-]{1,60}$/.test(slug)
        ? tvProviderDetail(slug, app.content.providerLists.tv)
        : undefined;
      if (!detail) throw new NotFound('Unknown TV provider.');
      // The packages and FAQ as the page this server serves shows them (an editor's publish,
      // decision 089); an answer as plain text, the contacts filled in.
      const seed = providerPageOf({ ...detail, samplePricing: false });
      const shown = app.content.shown(
        { kind: 'provider-packages', key: `tv/${slug}`, language: 'en' },
        () => seed,
      );
      if (shown === seed) return detail;
      const contacts = app.content.shown(siteContactsRef('en'), () => siteContactsSeed.en);
      const withPackages = tvDetailWithPackages(detail, shown.packages);
      return {
        ...withPackages,
        bannerContent: { ...withPackages.bannerContent, ...shown.banner },
        faqInfo: shown.faqs.map(({ question, answer }) => ({
          title: question,
          description: plainText(parseRichText(withContacts(answer, contacts, 'en')).paragraphs),
        })),
      };
    },
  );
}
