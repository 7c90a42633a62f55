// Build step: share images (1200×630 PNG, one per page type, from content/share-images.ts, drawn
// by server/content/share-image.ts) and the PNG icons browsers ask for (apple-touch-icon, web app
// manifest icons), drawn from the site's favicon.svg. Pure JS and WebAssembly, so a fresh machine
// needs no browser or native addon (decision 021).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shareImagesEs } from '../content/share-images.es.ts';
import { shareImagePath, shareImages } from '../content/share-images.ts';
import { drawShareImage, ensureWasm, png } from '../server/content/share-image.ts';

/** PNG icons: path in the client dir → edge length in px. */
export const ICON_SIZES = {
  '/apple-touch-icon.png': 180,
  '/icon-192.png': 192,
  '/icon-512.png': 512,
  '/favicon-32.png': 32,
} as const;

/** Writes share/{kind}.png, share/es/{kind}.png (the Spanish pages') and the PNG icons into a built client directory. */
export async function writeShareImages(clientDir: string): Promise<number> {
  await ensureWasm();
  const favicon = readFileSync(join(clientDir, 'favicon.svg'), 'utf8');
  let written = 0;
  mkdirSync(join(clientDir, 'share', 'es'), { recursive: true });
  const images = [
    ...Object.values(shareImages).map((image) => ({ image, spanish: false })),
    ...Object.values(shareImagesEs).map((image) => ({ image, spanish: true })),
  ];
  for (const { image, spanish } of images) {
    writeFileSync(join(clientDir, shareImagePath(image.kind, spanish)), await drawShareImage(image, favicon));
    written++;
  }
  // iOS and maskable icons are cropped by the system: draw them full bleed, without rounded corners.
  const square = favicon.replace(/\s+rx="[^"]*"/, '');
  for (const [path, size] of Object.entries(ICON_SIZES)) {
    writeFileSync(join(clientDir, path), png(path === '/favicon-32.png' ? favicon : square, size));
    written++;
  }
  // /favicon.ico, which browsers and crawlers ask for without looking at <head>: one 32 px PNG
  // inside an ICO directory (the format allows PNG entries since Windows Vista).
  writeFileSync(join(clientDir, 'favicon.ico'), icoOf(png(favicon, 32), 32));
  return written + 1;
}

function icoOf(image: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}
