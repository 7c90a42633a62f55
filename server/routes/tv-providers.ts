// GET /api/tv-providers/:slug, from the content modules (the same data the pages prerender).
import type { FastifyInstance } from 'fastify';
import { tvProviderDetail } from '../../content/providers/tv-details.server.ts';

export function registerTvProviderRoutes(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>('/api/tv-providers/:slug', async (request, reply) => {
    const detail = /^[a-z0-9-]{1,60}$/.test(request.params.slug)
      ? tvProviderDetail(request.params.slug)
      : undefined;
    if (!detail) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown TV provider.' });
    }
    return detail;
  });
}
