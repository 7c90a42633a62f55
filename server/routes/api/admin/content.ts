// The site's content for editors and admins (issue 38, decision 089); agents are refused (403).
// GET  /api/admin/content/documents?kind=&q=            the documents, with their state
// GET  /api/admin/content/documents/:kind/:language/*   one document: published version and draft
// PUT  /api/admin/content/documents/:kind/:language/*   { data, rev }: autosave the draft (409 if stale)
// GET  /api/admin/content/history/:kind/:language/*     its versions, what each changed
// POST /api/admin/content/rollback/:kind/:language/*    { version }: publish that version again
// GET  /api/admin/content/preview/:kind/:language/*     the page with the draft, as HTML without scripts
// GET  /api/admin/content/publishes                     the latest publishes
// POST /api/admin/content/publishes { documents?, publishAt? }: publish drafts now or then
// POST /api/admin/content/publishes/:id/cancel          cancel a scheduled publish (409 otherwise)
// POST /api/admin/content/images { name, data (base64) }: store an image (a logo), answer its
//      /media/ path and size; a file that is not a whole PNG, JPEG or WebP of the allowed size is a
//      422 saying why (server/content/images.ts)
// POST /api/admin/content/providers { slug, name, type }: add an internet provider, its document
//      answered (its draft puts it on the site when published); a slug in use is a 409
// A publish that cannot render is a 422 with the page and the reason; the site is left as it was.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import { ById, EmptyBody } from '../../../../contracts/console.ts';
import {
  ContentDocumentAnswer,
  ContentDocumentList,
  ContentListQuery,
  DocumentParams,
  DraftSave,
  DraftSaved,
  HistoryAnswer,
  IMAGE_UPLOAD_BODY_LIMIT,
  ImageUpload,
  ImageUploaded,
  NewProvider,
  ProviderAdded,
  PublishAnswer,
  PublishBody,
  PublishList,
  RollbackBody,
} from '../../../../contracts/content-api.ts';
import type { DocumentRef } from '../../../../contracts/content-documents.ts';
import { RenderError } from '../../../content/render-pages.ts';
import { auditBy } from '../../../shared/audit.ts';
import { Unprocessable } from '../../../shared/errors.ts';

const editor = { access: 'editor' } as const;

/** A preview's policy: the site's styles and images, no script, framed by the console only. */
const PREVIEW_CSP =
  "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the preview frame shows of a draft that cannot render: each problem (a RenderError's
 * message: `page: answered 500: field: message; field: message`) on a line of its own, readable at
 * 375 px, and what to do about it.
 */
const PROBLEM_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;margin:0;padding:24px;background:#fff7ed}h1{font-size:20px;margin:0 0 8px}p,ul{margin:0 0 12px}ul{padding-left:20px}';
/** The problem page's policy: the preview's, with its one style block allowed by its hash. */
const PROBLEM_CSP = PREVIEW_CSP.replace(
  "style-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(PROBLEM_STYLE).digest('base64')}'`,
);
const problemPage = (why: string) => {
  const [where, ...problems] = why.split(/: answered \d{3}: /);
  const items = (problems.length ? problems.join(': ') : why).split('; ');
  const intro = problems.length
    ? `The page ${escapeHtml(where ?? '')} cannot be drawn from it:`
    : 'It cannot be drawn:';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This draft cannot be shown</title><style>${PROBLEM_STYLE}</style><body><h1>This draft cannot be shown</h1><p>${intro}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p>Fix the fields the form marks; the preview shows the page again after the next save.</p></body></html>`;
};
const refOf = (p: {
  kind: DocumentRef['kind'];
  language: DocumentRef['language'];
  '*': string;
}): DocumentRef => ({
  kind: p.kind,
  key: p['*'],
  language: p.language,
});

/** A render that failed is the editor's to fix (a 422 saying which page and why), not a 500. */
async function rendered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RenderError)
      throw new Unprocessable(`Nothing was published: ${error.message}`, { reason: 'render-failed' });
    throw error;
  }
}

export default async function adminContentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const by = (request: Parameters<typeof auditBy>[0]) => auditBy(request, app.hashIp);

  app.get(
    ADMIN_API.contentDocuments,
    { config: editor, schema: { querystring: ContentListQuery, response: { 200: ContentDocumentList } } },
    async (request) => ({ documents: await app.content.list(request.query) }),
  );
  app.get(
    ADMIN_API.contentDocument,
    { config: editor, schema: { params: DocumentParams, response: { 200: ContentDocumentAnswer } } },
    async (request) => app.content.get(refOf(request.params)),
  );
  app.put(
    ADMIN_API.contentDocument,
    { config: editor, schema: { params: DocumentParams, body: DraftSave, response: { 200: DraftSaved } } },
    async (request) => app.content.saveDraft(refOf(request.params), request.body, by(request)),
  );
  app.get(
    ADMIN_API.contentHistory,
    { config: editor, schema: { params: DocumentParams, response: { 200: HistoryAnswer } } },
    async (request) => ({ versions: await app.content.history(refOf(request.params)) }),
  );
  app.post(
    ADMIN_API.contentRollback,
    {
      config: editor,
      schema: { params: DocumentParams, body: RollbackBody, response: { 200: PublishAnswer } },
    },
    async (request) =>
      rendered(() => app.content.rollback(refOf(request.params), request.body.version, by(request))),
  );
  // The console shows it in frames of its own origin, so it may be framed by the same origin only;
  // it runs nothing (its scripts are taken out and the policy allows none) and is never indexed.
  app.get(
    ADMIN_API.contentPreview,
    { config: editor, schema: { params: DocumentParams } },
    async (request, reply) => {
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', PREVIEW_CSP);
      try {
        return reply.send(await app.content.preview(refOf(request.params)));
      } catch (error) {
        if (!(error instanceof RenderError)) throw error;
        return reply
          .code(422)
          .header('content-security-policy', PROBLEM_CSP)
          .send(problemPage(error.message));
      }
    },
  );
  app.get(
    ADMIN_API.contentPublishes,
    { config: editor, schema: { response: { 200: PublishList } } },
    async () => ({ publishes: await app.content.publishes() }),
  );
  app.post(
    ADMIN_API.contentPublishCancel,
    { config: editor, schema: { params: ById, body: EmptyBody, response: { 200: PublishAnswer } } },
    async (request) => app.content.cancel(request.params.id, by(request)),
  );
  app.post(
    ADMIN_API.contentImages,
    {
      config: editor,
      // An image is larger than a document: its own limit (the base64 of 200 KB and a little more).
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      schema: { body: ImageUpload, response: { 200: ImageUploaded } },
    },
    async (request) =>
      app.content.uploadImage(
        { name: request.body.name, bytes: Buffer.from(request.body.data, 'base64') },
        by(request),
      ),
  );
  app.post(
    ADMIN_API.contentProviders,
    { config: editor, schema: { body: NewProvider, response: { 200: ProviderAdded } } },
    async (request) => app.content.addProvider(request.body, by(request)),
  );
  app.post(
    ADMIN_API.contentPublishes,
    { config: editor, schema: { body: PublishBody, response: { 200: PublishAnswer } } },
    async (request) =>
      rendered(() =>
        app.content.publish(
          {
            ...(request.body.documents ? { refs: request.body.documents } : {}),
            ...(request.body.publishAt ? { publishAt: Date.parse(request.body.publishAt) } : {}),
          },
          by(request),
        ),
      ),
  );
}
