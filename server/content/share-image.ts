// A page type's share image (1200×630 PNG, decision 021): drawn from its words with satori (layout,
// text as paths with the Inter font from @fontsource) and resvg-wasm (raster), pure JS and
// WebAssembly. The build draws every one (scripts/share-images.ts); a publish draws the home page's
// again when an editor changes its title (server/content/publish.ts), so the card follows the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { SHARE_IMAGE_SIZE, type ShareImage } from '../../content/share-images.ts';
import { site } from '../../content/site.ts';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let wasmReady: Promise<void> | undefined;
export function ensureWasm(): Promise<void> {
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

/** An SVG rasterised to a PNG `width` px wide. */
export function png(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

const fonts = () => [
  { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
  { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
];

/** One share image as a PNG; `logoSvg` is the site's favicon.svg (the card's mark). */
export async function drawShareImage(image: ShareImage, logoSvg: string): Promise<Uint8Array> {
  await ensureWasm();
  const logoDataUrl = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const svg = await satori(card(image, logoDataUrl) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE_SIZE,
    fonts: fonts(),
  });
  return png(svg, SHARE_IMAGE_SIZE.width);
}
