// Images an editor uploads for the site (issue 38 item 2: provider logos). An image is stored in
// the database, named by the SHA-256 of its bytes, and served at /media/<sha256>.<ext> with
// immutable caching: a new image is a new name, so a page never shows a stale one. No zod here:
// the pages import the path helpers and the type.

/** The image types accepted, by the extension their path ends in. SVG is not one: it can carry script. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** What an upload must be: at most 200 KB, each side 32 to 2,000 pixels. */
export const IMAGE_LIMITS = { maxBytes: 200 * 1024, minSide: 32, maxSide: 2000 } as const;

/** The route that serves them (server/routes/media.ts): its one parameter is the file's name. */
export const MEDIA_ROUTE = '/media/:file';

/** An uploaded image's path: `/media/` + 64 lower-case hex digits + its type's extension. */
export const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The path an image with this hash and type is served at. */
export const mediaPath = (sha256: string, extension: ImageExtension) => `/media/${sha256}.${extension}`;

/** An image as a document holds it: its path and its size in pixels (the page sets both, so nothing moves when it loads). */
export type ImageRef = { src: string; width: number; height: number };
