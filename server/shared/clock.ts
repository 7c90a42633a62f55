// The server's one clock: milliseconds since the epoch. Product code asks `app.clock()` (or is
// handed it) and never reads the system time itself, so a test can move time (manualClock) and
// watch sessions expire, retention run and digests go out, without rewriting rows.
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The ISO-8601 UTC text the database stores for a time. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();

export type ManualClock = Clock & {
  /** Moves the clock forward (or back, with a negative value). */
  advance(ms: number): void;
  set(ms: number): void;
};

/** A clock a test moves by hand; it starts at the real time unless told otherwise. */
export function manualClock(start: number = Date.now()): ManualClock {
  let t = start;
  const clock = (() => t) as ManualClock;
  clock.advance = (ms) => {
    t += ms;
  };
  clock.set = (ms) => {
    t = ms;
  };
  return clock;
}

/**
 * The real time plus an offset a test moves: time goes on as usual (the outbox worker keeps
 * delivering) and jumps when the test says a day or two years have passed.
 */
export function offsetClock(): ManualClock {
  let offset = 0;
  const clock = (() => Date.now() + offset) as ManualClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  clock.set = (ms) => {
    offset = ms - Date.now();
  };
  return clock;
}
