// The images editors upload (issue 38 item 2: provider logos; contracts/media.ts). An upload is
// checked from its bytes, never from its name or the type the browser claims: a PNG, JPEG or WebP
// (image-size reads the type and size from the header), whole (a PNG ends with its IEND chunk, a
// JPEG with its end-of-image marker, a WebP's RIFF length is the file's), at most 200 KB, each
// side 32 to 2,000 pixels. SVG is refused: it is a document that can run script. A stored image is
// named by the SHA-256 of its bytes, so the same file uploaded twice is one image, and its URL can
// be cached for good. Images live in the database (content_images), outside the build and every
// release, so every server serves the same ones.
import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import {
  IMAGE_LIMITS,
  IMAGE_TYPES,
  type ImageExtension,
  type ImageRef,
  imageTooLarge,
  mediaPath,
} from '../../contracts/media.ts';
import type { Db } from '../db/database.ts';
import { type AuditBy, audit } from '../shared/audit.ts';
import { isoAt } from '../shared/clock.ts';
import { Unprocessable } from '../shared/errors.ts';

export type StoredImage = ImageRef & { type: ImageExtension; bytes: number };

const PNG_END = Uint8Array.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Whether the file is whole, as its type's own structure says (a cut-off upload is refused, not stored). */
function whole(type: ImageExtension, bytes: Uint8Array): boolean {
  switch (type) {
    case 'png':
      return PNG_END.every((b, i) => bytes[bytes.length - PNG_END.length + i] === b);
    case 'jpg': {
      // The end-of-image marker, past any padding some encoders add after it.
      let end = bytes.length;
      while (end > 2 && bytes[end - 1] === 0) end--;
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
    }
    case 'webp': {
      const riff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
      return riff + 8 === bytes.length || riff + 9 === bytes.length;
    }
  }
}

const refuse = (message: string) => new Unprocessable(message, { reason: 'image-refused' });

/** The image's type and size in pixels as a page shows it, or a 422 saying, in an editor's words, why it is refused. */
export function checkImage(bytes: Uint8Array): { type: ImageExtension; width: number; height: number } {
  if (bytes.length === 0) throw refuse('The file is empty.');
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw refuse(imageTooLarge(bytes.length));
  let read: ReturnType<typeof imageSize>;
  try {
    read = imageSize(bytes);
  } catch {
    throw refuse('This is not a PNG, JPEG or WebP image.');
  }
  if (read.type === 'svg')
    throw refuse('SVG images are not accepted: they can carry script. Export the logo as a PNG or WebP.');
  const type = read.type === 'jpg' ? 'jpg' : read.type === 'png' || read.type === 'webp' ? read.type : null;
  if (!type)
    throw refuse(`A ${String(read.type).toUpperCase()} image is not accepted: upload a PNG, JPEG or WebP.`);
  if (!whole(type, bytes))
    throw refuse('The image is cut short: the file did not arrive whole. Upload it again.');
  // A JPEG's EXIF orientation 5 to 8 turns it on its side: the page shows it that way round.
  const turned = (read.orientation ?? 1) >= 5;
  const width = turned ? read.height : read.width;
  const height = turned ? read.width : read.height;
  const { minSide, maxSide } = IMAGE_LIMITS;
  if (width < minSide || height < minSide)
    throw refuse(`The image is ${width} × ${height} pixels: each side must be at least ${minSide}.`);
  if (width > maxSide || height > maxSide)
    throw refuse(
      `The image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels: each side must be at most ${maxSide.toLocaleString('en-US')}.`,
    );
  return { type, width, height };
}

/** Stores an upload (or finds the same bytes stored before) and audits it: its path, size and type. */
export async function saveImage(
  db: Db,
  upload: { name: string; bytes: Uint8Array },
  by: AuditBy,
  at: number,
): Promise<StoredImage> {
  const { type, width, height } = checkImage(upload.bytes);
  const id = createHash('sha256').update(upload.bytes).digest('hex');
  const image: StoredImage = { src: mediaPath(id, type), width, height, type, bytes: upload.bytes.length };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('content_images')
      .values({
        id,
        media_type: IMAGE_TYPES[type],
        width,
        height,
        byte_size: upload.bytes.length,
        bytes: upload.bytes,
        uploaded_by: by.actor?.email ?? 'system',
        uploaded_at: isoAt(at),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await audit(trx, {
      ...by,
      action: 'content.image_uploaded',
      target: image.src,
      detail: { name: upload.name, type, width, height, bytes: image.bytes },
      now: at,
    });
  });
  return image;
}

/** An image's bytes and type by its path's parts, or undefined when there is none (or the extension is not its type's). */
export async function imageBytes(
  db: Db,
  id: string,
  extension: ImageExtension,
): Promise<{ bytes: Uint8Array; mediaType: string } | undefined> {
  const row = await db
    .selectFrom('content_images')
    .select(['bytes', 'media_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.media_type !== IMAGE_TYPES[extension]) return undefined;
  return { bytes: row.bytes, mediaType: row.media_type };
}

/** Which of these image paths name no stored image (a publish refuses a document that shows one). */
export async function missingImages(db: Db, srcs: readonly string[]): Promise<Set<string>> {
  const ids = new Map(srcs.map((src) => [src.slice('/media/'.length, '/media/'.length + 64), src]));
  if (!ids.size) return new Set();
  const found = await db
    .selectFrom('content_images')
    .select(['id', 'media_type'])
    .where('id', 'in', [...ids.keys()])
    .execute();
  const stored = new Set(
    found.map((r) => {
      const ext = (Object.keys(IMAGE_TYPES) as ImageExtension[]).find((e) => IMAGE_TYPES[e] === r.media_type);
      return ext ? mediaPath(r.id, ext) : '';
    }),
  );
  return new Set(srcs.filter((src) => !stored.has(src)));
}
