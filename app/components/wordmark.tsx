// Provider "logos" are text wordmarks in our own type: no copied trademarks, no remote images.

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

/** A small monogram badge plus the provider's name, coloured stably per name. */
export function Wordmark({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const palette = palettes[hash(name) % palettes.length];
  const initial = name
    .replace(/[^A-Za-z0-9]/g, '')
    .charAt(0)
    .toUpperCase();
  return (
    <span className="inline-flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center rounded-lg font-black ${palette} ${
          size === 'sm' ? 'size-8 text-sm' : 'size-10 text-lg'
        }`}
      >
        {initial}
      </span>
      <span
        className={`min-w-0 font-bold tracking-tight text-ink ${size === 'sm' ? 'text-sm' : 'text-base'}`}
      >
        {name}
      </span>
    </span>
  );
}
