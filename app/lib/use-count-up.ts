import { useEffect, useLayoutEffect, useState } from 'react';
import { prefersReducedMotion } from './use-in-view-once';

/**
 * A figure that counts 0 → target in `ticks` even steps, one every `everyMs`, once `start` is true
 * (SPEC 4, 9: the About counters and the package cards' speed ring). The prerendered HTML (and a
 * visitor without script) shows the real figure; once hydrated it rewinds to 0 until started. With
 * reduced motion the target shows at once.
 */
export function useCountUp(target: number, start: boolean, ticks: number, everyMs: number): number {
  const [value, setValue] = useState(target);
  useLayoutEffect(() => {
    if (!prefersReducedMotion()) setValue(0);
  }, []);
  useEffect(() => {
    if (!start) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      const next = Math.min(Math.round((target * tick) / ticks), target);
      setValue(next);
      if (next >= target) clearInterval(timer);
    }, everyMs);
    return () => clearInterval(timer);
  }, [start, target, ticks, everyMs]);
  return value;
}
