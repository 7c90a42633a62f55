import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How close to the viewport the carousel must come before its library is fetched. */
const PRELOAD_MARGIN = '300px 0px';

/**
 * Embla, loaded only when the carousel nears the viewport or a control is used, so the carousel
 * library is not part of any page's initial JavaScript. The slides are laid out by CSS before it
 * arrives, so nothing moves when it does.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const loading = useRef<Promise<EmblaCarouselType> | undefined>(undefined);
  const optionsRef = useRef(options);

  const load = useCallback((): Promise<EmblaCarouselType> | undefined => {
    if (!node) return undefined;
    loading.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const instance = EmblaCarousel(node, optionsRef.current);
      setApi(instance);
      return instance;
    });
    return loading.current;
  }, [node]);

  useEffect(() => {
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, load]);

  useEffect(() => () => api?.destroy(), [api]);

  /** Runs an action on the carousel, loading it first if a visitor is quicker than the observer. */
  const withApi = useCallback(
    (action: (embla: EmblaCarouselType) => void) => {
      if (api) action(api);
      else void load()?.then(action);
    },
    [api, load],
  );

  return { ref: setNode, api, withApi };
}
