// GET /media/<sha256>.<png|jpg|webp>: an image an editor uploaded (a provider's logo; server/content/
// images.ts), from the database. Its name is the hash of its bytes, so it never changes: cached for
// a year as immutable, its ETag the hash. Any other spelling of the path (upper-case hex, another
// extension than its type's) is a 404, as is an image that was never uploaded; nothing redirects.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ImageExtension, MEDIA_PATH, MEDIA_ROUTE } from '../../contracts/media.ts';
import { NotFound } from '../shared/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export default async function mediaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(MEDIA_ROUTE, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const match = MEDIA_PATH.exec(path);
    const image = match && (await app.content.image(match[1] as string, match[2] as ImageExtension));
    if (!match || !image) throw new NotFound('There is no such image.');
    const etag = `"${match[1]}"`;
    reply
      .header('content-type', image.mediaType)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  });
}
