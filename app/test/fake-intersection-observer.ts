import { afterEach, beforeEach, vi } from 'vitest';

// A controllable IntersectionObserver for unit tests: nothing intersects until a test says so.
export type FakeObserver = {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  elements: Element[];
  disconnected: boolean;
};

export function installFakeIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class FakeIntersectionObserver {
    record: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, elements: [], disconnected: false };
      observers.push(this.record);
    }
    observe(el: Element) {
      this.record.elements.push(el);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  /** Reports every live observer's elements as visible at `ratio`. */
  function intersect(ratio: number) {
    for (const o of observers.filter((x) => !x.disconnected)) {
      const entries = o.elements.map(
        (target) =>
          ({
            target,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
          }) as unknown as IntersectionObserverEntry,
      );
      o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
  return { observers, intersect };
}

/** Makes matchMedia report prefers-reduced-motion: reduce (or not). */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

/**
 * Registers, for the calling test file, fake timers, a fake IntersectionObserver and motion
 * allowed before each test, and cleans up after it. Returns the current test's observer list.
 */
export function fakeViewportPerTest(
  cleanup: () => void,
): () => ReturnType<typeof installFakeIntersectionObserver> {
  let io: ReturnType<typeof installFakeIntersectionObserver> | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    io = installFakeIntersectionObserver();
    stubReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return () => {
    if (!io) throw new Error('fakeViewportPerTest: no test is running');
    return io;
  };
}
