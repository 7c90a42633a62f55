// Images an editor uploads for the site (issue 38 item 2: provider logos). An image is stored in
// the database, named by the SHA-256 of its bytes, and served at /media/<sha256>.<ext> with
// immutable caching: a new image is a new name, so a page never shows a stale one. No zod here:
// the pages import the path helpers and the type.

/** The image types accepted, by the extension their path ends in. SVG is not one: it can carry script. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** What an upload must be: at most 200 KB, each side 32 to 2,000 pixels. */
export const IMAGE_LIMITS = { maxBytes: 200 * 1024, minSide: 32, maxSide: 2000 } as const;

/** A size in whole kilobytes as the editors read it: "206 KB". */
export const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/** The limits in words, as the form's help says them. */
export const IMAGE_LIMITS_TEXT = `a PNG, JPEG or WebP of at most ${kilobytes(IMAGE_LIMITS.maxBytes)}, each side ${IMAGE_LIMITS.minSide} to ${IMAGE_LIMITS.maxSide.toLocaleString('en-US')} pixels`;

/** Why an image over the size limit is refused (the server says its size; the browser, before sending it, that it is over). */
export const imageTooLarge = (bytes?: number) =>
  `The image is ${bytes === undefined ? 'over ' : `${kilobytes(bytes)}: at most `}${kilobytes(IMAGE_LIMITS.maxBytes)}. Save it smaller (a logo needs no more than 600 pixels across) and upload it again.`;

/** The route that serves them (server/routes/media.ts): its one parameter is the file's name. */
export const MEDIA_ROUTE = '/media/:file';

/** An uploaded image's path: `/media/` + 64 lower-case hex digits + its type's extension. */
export const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The path an image with this hash and type is served at. */
export const mediaPath = (sha256: string, extension: ImageExtension) => `/media/${sha256}.${extension}`;

/** An image as a document holds it: its path and its size in pixels (the page sets both, so nothing moves when it loads). */
export type ImageRef = { src: string; width: number; height: number };
