// A document's page as its saved draft makes it (the API's preview: the real page rendered with the
// draft, its scripts taken out), at a phone's width and a laptop's, side by side; on a phone one
// above the other. The 1366 px page is drawn at its own width and scaled down to fit its box (a CSS
// transform), so it lays out as a laptop shows it. The frames are sandboxed (no script, no form, no
// navigation of the console) and reload whenever `src` changes (after each autosave).
import { useLayoutEffect, useRef, useState } from 'react';

/** One page at `width` CSS pixels, scaled down to its box's width, as tall as its box. */
function ScaledFrame({
  src,
  width,
  title,
  caption,
  boxClass,
}: {
  src: string;
  width: number;
  title: string;
  caption: string;
  boxClass: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = size ? Math.min(1, size.width / width) : 1;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm text-slate-700">
        {caption}
        {scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : ''}
      </figcaption>
      <div ref={box} className={`overflow-hidden rounded bg-white shadow ring-1 ring-slate-300 ${boxClass}`}>
        {size && (
          <iframe
            src={src}
            title={title}
            // Nothing in it runs or leaves the frame; same origin, so its styles and images load.
            sandbox="allow-same-origin"
            className="block origin-top-left border-0"
            style={{ width, height: size.height / scale, transform: `scale(${scale})` }}
          />
        )}
      </div>
    </figure>
  );
}

export function ContentPreview({ src, name, after }: { src: string; name: string; after: string }) {
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title" className="text-lg font-semibold">
        Preview
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The page with the draft as last saved.{' '}
        <a href={src} target="_blank" rel="noopener" className="text-brand-800 underline">
          Open the preview in a new tab
        </a>
        {/* The frames hold a whole page each: a keyboard can step over them. */}
        <a
          href={`#${after}`}
          className="sr-only focus:not-sr-only focus:ml-2 focus:rounded focus:bg-white focus:px-2 focus:py-1"
        >
          Skip the preview
        </a>
      </p>
      <div className="mt-2 grid gap-4 md:grid-cols-[minmax(0,375px)_minmax(0,1fr)]">
        <ScaledFrame
          src={src}
          width={375}
          title={`Preview of ${name} on a phone (375 px wide)`}
          caption="Phone, 375 px"
          boxClass="h-[min(640px,calc(100vh-10rem))]"
        />
        <ScaledFrame
          src={src}
          width={1366}
          title={`Preview of ${name} on a laptop (1366 px wide)`}
          caption="Laptop, 1366 px"
          boxClass="h-72 md:h-[min(640px,calc(100vh-10rem))]"
        />
      </div>
    </section>
  );
}
