// GET /api/tv-providers/:slug, from the content modules (the same data the pages prerender).
import type { FastifyInstance } from 'fastify';
import { tvProviderDetail } from '../../../../content/providers/tv-details.ts';

export default async function tvProviderRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { slug: string } }>('/api/tv-providers/:slug', async (request, reply) => {
    const detail = /^[a-z0-9-]{1,60}$/.test(request.params.slug)
      ? tvProviderDetail(request.params.slug)
      : undefined;
    if (!detail) {
      return reply.notFound('Unknown TV provider.');
    }
    return detail;
  });
}
