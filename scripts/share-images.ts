// Build step: share images (1200×630 PNG, one per page type, from content/share-images.ts) and the
// PNG icons browsers ask for (apple-touch-icon, web app manifest icons), drawn from the site's
// favicon.svg. Pure JS and WebAssembly (satori lays out and turns text into paths with the Inter
// font from @fontsource, resvg-wasm rasterises), so a fresh machine needs no browser or native
// addon (decision 021).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { shareImagesEs } from '../content/share-images.es.ts';
import { SHARE_IMAGE_SIZE, type ShareImage, shareImagePath, shareImages } from '../content/share-images.ts';
import { site } from '../content/site.ts';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** PNG icons: path in the client dir → edge length in px. */
export const ICON_SIZES = {
  '/apple-touch-icon.png': 180,
  '/icon-192.png': 192,
  '/icon-512.png': 512,
  '/favicon-32.png': 32,
} as const;

let wasmReady: Promise<void> | undefined;
function ensureWasm(): Promise<void> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return wasmReady;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function card(image: ShareImage, logoDataUrl: string): Node {
  return h(
    'div',
    {
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      backgroundColor: '#0f1c45',
      backgroundImage: 'linear-gradient(135deg, #0f1c45 0%, #1a3288 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        { type: 'img', props: { src: logoDataUrl, width: 88, height: 88 } },
        h('div', { marginLeft: 24, fontSize: 48, fontWeight: 700 }, site.name),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', width: 1040 }, [
        h('div', { display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15 }, image.title),
        h('div', { display: 'flex', marginTop: 24, fontSize: 34, color: '#ffb347' }, image.subtitle),
      ]),
    ],
  );
}

function png(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

/** Writes share/{kind}.png, share/es/{kind}.png (the Spanish pages') and the PNG icons into a built client directory. */
export async function writeShareImages(clientDir: string): Promise<number> {
  await ensureWasm();
  const favicon = readFileSync(join(clientDir, 'favicon.svg'), 'utf8');
  const logoDataUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;
  const fonts = [
    { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
  ];
  let written = 0;
  mkdirSync(join(clientDir, 'share', 'es'), { recursive: true });
  const images = [
    ...Object.values(shareImages).map((image) => ({ image, spanish: false })),
    ...Object.values(shareImagesEs).map((image) => ({ image, spanish: true })),
  ];
  for (const { image, spanish } of images) {
    const svg = await satori(card(image, logoDataUrl) as unknown as Parameters<typeof satori>[0], {
      ...SHARE_IMAGE_SIZE,
      fonts,
    });
    writeFileSync(join(clientDir, shareImagePath(image.kind, spanish)), png(svg, SHARE_IMAGE_SIZE.width));
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
