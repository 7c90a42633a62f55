// A provider's name in our own type beside its mark: the logo an editor uploaded (issue 38: the
// provider's own, served from /media/), or else the name's initial in a coloured square. The name
// is always the text: the image is decorative (alt=""), so a screen reader hears the name once.
import type { ImageRef } from '../../contracts/media.ts';

const palettes = [
  'bg-brand-50 text-brand-800',
  'bg-amber-50 text-amber-800',
  'bg-emerald-50 text-emerald-800',
  'bg-rose-50 text-rose-800',
  'bg-violet-50 text-violet-800',
  'bg-sky-50 text-sky-800',
  'bg-slate-100 text-slate-800',
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The provider's logo (or a small monogram badge, coloured stably per name) plus its name. */
export function Wordmark({ name, size = 'md', logo }: { name: string; size?: 'sm' | 'md'; logo?: ImageRef }) {
  const palette = palettes[hash(name) % palettes.length];
  const initial = name
    .replace(/[^A-Za-z0-9]/g, '')
    .charAt(0)
    .toUpperCase();
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 sm:gap-2.5">
      {logo ? (
        // Its own width and height, so the tile keeps its place while it loads; drawn at the
        // badge's height, as wide as its shape asks up to a limit.
        <img
          src={logo.src}
          width={logo.width}
          height={logo.height}
          alt=""
          loading="lazy"
          decoding="async"
          className={`w-auto shrink-0 rounded object-contain ${size === 'sm' ? 'h-8 max-w-16' : 'h-8 max-w-20 sm:h-10 sm:max-w-24'}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`inline-flex shrink-0 items-center justify-center rounded-lg font-black ${palette} ${
            size === 'sm' ? 'size-8 text-sm' : 'size-8 text-base sm:size-10 sm:text-lg'
          }`}
        >
          {initial}
        </span>
      )}
      <span
        className={`min-w-0 font-bold tracking-tight text-ink [overflow-wrap:anywhere] ${size === 'sm' ? 'text-sm' : 'text-[0.9375rem] sm:text-base'}`}
      >
        {name}
      </span>
    </span>
  );
}
