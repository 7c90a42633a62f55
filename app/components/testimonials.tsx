import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ratingMax, type Testimonial, testimonialCarousel } from '../../content/base/ui.ts';
import { type BlockMessages, blocks } from '../i18n/blocks';
import { useMessages } from '../i18n/i18n';
import { useLazyEmbla } from '../lib/use-lazy-embla';
import { Icon, StarIcon } from './icons';

type TestimonialsProps = {
  items: readonly Testimonial[];
  /** Accessible name of the carousel ("Customer testimonials" in the page's language by default). */
  label?: string;
};

/** Read-only 5-of-5 rating (SPEC 3); the stars are decoration, the text is the value. */
export function Rating({ value = ratingMax }: { value?: number }) {
  const t = useMessages('blocks', blocks).carousel;
  return (
    <p className="flex items-center gap-0.5 text-accent-500">
      {Array.from({ length: ratingMax }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of identical stars
        <StarIcon key={i} className={`size-5 ${i < value ? '' : 'text-slate-200'}`} />
      ))}
      <span className="sr-only">{t.rated(value, ratingMax)}</span>
    </p>
  );
}

/**
 * Testimonials carousel (SPEC 9): loop, drag, dots, own previous/next buttons, no autoplay; one,
 * two or three slides from 0, 768 and 1192 px (slide widths in CSS, so the prerendered page already
 * has the right layout). Follows the WAI-ARIA carousel pattern.
 */
export function Testimonials({ items, label }: TestimonialsProps) {
  const t = useMessages('blocks', blocks).carousel;
  const {
    ref: emblaRef,
    api: emblaApi,
    withApi,
  } = useLazyEmbla({
    loop: testimonialCarousel.loop,
    watchDrag: testimonialCarousel.drag,
    duration: testimonialCarousel.emblaDuration,
    align: 'start',
    inViewThreshold: 0.5,
  });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(items.length);
  // Slides outside the viewport are hidden from assistive technology (WAI-ARIA APG carousel).
  const [inView, setInView] = useState<readonly number[] | null>(null);
  // Said by the live region after a visitor moves the carousel; empty until then.
  const [status, setStatus] = useState('');
  const userMoved = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();

  const onSelect = useCallback(() => {
    if (!emblaApi) return;
    setSelected(emblaApi.selectedScrollSnap());
    setSnapCount(emblaApi.scrollSnapList().length);
  }, [emblaApi]);

  const onSlidesInView = useCallback(() => {
    if (!emblaApi) return;
    const shown = emblaApi.slidesInView();
    setInView(shown);
    if (userMoved.current) setStatus(slideStatus(shown, items.length, t));
  }, [emblaApi, items.length, t]);

  // Before the library loads, the slides shown are those CSS lays out inside the viewport.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || emblaApi) return;
    const measure = () => setInView(slidesInside(track));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    onSelect();
    onSlidesInView();
    emblaApi
      .on('select', onSelect)
      .on('reInit', onSelect)
      .on('slidesInView', onSlidesInView)
      .on('reInit', onSlidesInView);
    return () => {
      emblaApi
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('slidesInView', onSlidesInView)
        .off('reInit', onSlidesInView);
    };
  }, [emblaApi, onSelect, onSlidesInView]);

  /** Runs a visitor's move; with reduced motion the carousel jumps instead of sliding. */
  const move = (action: (embla: NonNullable<typeof emblaApi>, jump: boolean) => void) => {
    userMoved.current = true;
    const jump = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    withApi((e) => action(e, jump));
  };

  return (
    <section aria-roledescription="carousel" aria-label={label ?? t.label} className="relative">
      {/* `relative`: Embla measures offsetLeft; slides and track must share the viewport as offset
          parent, or a re-measure on resize shifts the track by the gutter. */}
      <div className="relative -mx-2 overflow-hidden md:-mx-3" ref={emblaRef}>
        <div id={slidesId} ref={trackRef} className="flex touch-pan-y" data-testid="carousel-track">
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern names each slide a group
            <div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide(i + 1, items.length)}
              aria-hidden={inView && !inView.includes(i) ? true : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 md:basis-1/2 md:px-3 xl:basis-1/3"
              data-testid="carousel-slide"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-7">
                <Rating />
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-sm text-slate-600">{item.city}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="carousel-status">
        {status}
      </p>
      <div className="mt-8 flex items-center justify-center gap-4">
        <ArrowButton
          label={t.previous}
          direction="previous"
          controls={slidesId}
          onClick={() => move((e, jump) => e.scrollPrev(jump))}
        />
        <div className="flex items-center">
          {Array.from({ length: snapCount }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
              key={i}
              type="button"
              onClick={() => move((e, jump) => e.scrollTo(i, jump))}
              aria-controls={slidesId}
              aria-label={t.goToSlide(i + 1)}
              aria-current={i === selected ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-500'
                }`}
              />
            </button>
          ))}
        </div>
        <ArrowButton
          label={t.next}
          direction="next"
          controls={slidesId}
          onClick={() => move((e, jump) => e.scrollNext(jump))}
        />
      </div>
    </section>
  );
}

/** The carousel's previous or next button. */
function ArrowButton({
  label,
  direction,
  controls,
  onClick,
}: {
  label: string;
  direction: 'previous' | 'next';
  controls: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-controls={controls}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 text-brand-800 hover:bg-brand-50"
    >
      <Icon name={direction === 'next' ? 'chevron-right' : 'chevron-left'} />
    </button>
  );
}

/** "Showing testimonial 2 of 6" or "Showing testimonials 2 to 4 of 6", from the slides in view. */
function slideStatus(shown: readonly number[], total: number, t: BlockMessages['carousel']): string {
  if (shown.length === 0) return '';
  const ordered = [...shown].sort((a, b) => a - b);
  // With loop on, the view can wrap (e.g. slides 6, 1 and 2): start after the gap.
  const gap = ordered.findIndex((n, k) => k > 0 && n - (ordered[k - 1] ?? n) > 1);
  const run = gap > 0 ? [...ordered.slice(gap), ...ordered.slice(0, gap)] : ordered;
  const first = (run[0] ?? 0) + 1;
  const last = (run.at(-1) ?? 0) + 1;
  return run.length === 1 ? t.showingOne(first, total) : t.showingSome(first, last, total);
}

/** Indexes of the slides at least half inside the track's viewport (its parent). */
function slidesInside(track: HTMLElement): number[] {
  const vp = (track.parentElement ?? track).getBoundingClientRect();
  return [...track.children].flatMap((slide, i) => {
    const r = slide.getBoundingClientRect();
    const inside = Math.min(r.right, vp.right) - Math.max(r.left, vp.left);
    return r.width > 0 && inside / r.width >= 0.5 ? [i] : [];
  });
}
