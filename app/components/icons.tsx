// Small inline icons (decorative; the accessible name always comes from text next to them).

/** One element of a shape: a path's data, a rounded rectangle or a circle. */
type Part =
  | string
  | { x: number; y: number; width: number; height: number; rx: number }
  | { cx: number; cy: number; r: number };

const rect = (x: number, y: number, width: number, height: number, rx: number): Part => ({
  x,
  y,
  width,
  height,
  rx,
});
const circle = (cx: number, cy: number, r: number): Part => ({ cx, cy, r });

/** Outline shapes on a 24×24 grid, by name: interface, social and feature icons (IconName in content/base/ui.ts). */
const shapes = {
  phone: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  ],
  mail: [rect(2, 4, 20, 16, 2), 'm22 7-10 6L2 7'],
  pin: ['M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z', circle(12, 10, 3)],
  clock: [circle(12, 12, 10), 'M12 6v6l4 2'],
  'chevron-down': ['m6 9 6 6 6-6'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  close: ['M18 6 6 18M6 6l12 12'],
  'chevron-left': ['m15 18-6-6 6-6'],
  'chevron-right': ['m9 18 6-6-6-6'],
  'arrow-right': ['M5 12h14M13 5l7 7-7 7'],
  check: ['M20 6 9 17l-5-5'],
  chat: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'],
  facebook: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  x: ['M4 4l16 16M20 4 4 20'],
  // No entry: the console's do-not-contact mark.
  ban: [circle(12, 12, 10), 'm4.9 4.9 14.2 14.2'],
  instagram: [rect(2, 2, 20, 20, 5), circle(12, 12, 4), 'M17.5 6.5h.01'],
  youtube: [
    'M22.5 6.4a2.8 2.8 0 0 0-2-2C18.8 4 12 4 12 4s-6.8 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 2 2c1.7.4 8.5.4 8.5.4s6.8 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z',
    'm9.8 15.5 5.7-3.5-5.7-3.5z',
  ],
  tv: [rect(2, 5, 20, 13, 2), 'm8 2 4 3 4-3M7 21h10'],
  wifi: ['M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a15 15 0 0 1 20 0', 'M12 19.5h.01'],
  streaming: [rect(2, 4, 20, 14, 2), 'm10 8 5 3-5 3z', 'M8 21h8'],
  router: [rect(2, 13, 20, 7, 2), 'M6 17h.01M10 17h.01M7 13 5 6M17 13l2-7'],
  hotspot: [
    circle(12, 12, 2),
    'M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19 5a10 10 0 0 1 0 14M5 19A10 10 0 0 1 5 5',
  ],
  mobile: [rect(6, 2, 12, 20, 2), 'M11 18h2'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'm9 12 2 2 4-4'],
  headset: [
    'M3 14v-2a9 9 0 0 1 18 0v2',
    'M21 16a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 16a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z',
    'M18 18v1a3 3 0 0 1-3 3h-3',
  ],
  tag: ['M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z', 'M7 7h.01'],
  bolt: ['M13 2 3 14h9l-1 8 10-12h-9z'],
  map: ['m1 6 7-3 8 3 7-3v15l-7 3-8-3-7 3z', 'M8 3v15M16 6v15'],
  star: ['m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z'],
  users: [
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
    circle(9, 7, 4),
    'M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  ],
  heart: [
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  ],
  dvr: [rect(2, 7, 20, 10, 2), circle(7, 12, 1.5), 'M12 12h6'],
} satisfies Record<string, readonly Part[]>;

export type IconName = keyof typeof shapes;

const outline = {
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

/** A shape's SVG elements, in order. */
function Shape({ parts }: { parts: readonly Part[] }) {
  return parts.map((part, i) => {
    const Tag = typeof part === 'string' ? 'path' : 'r' in part ? 'circle' : 'rect';
    // biome-ignore lint/suspicious/noArrayIndexKey: a shape's parts are fixed, in drawing order
    return <Tag key={i} {...(typeof part === 'string' ? { d: part } : part)} />;
  });
}

/** Every outline icon: one SVG wrapper fed by its shape. */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg {...outline} className={className}>
      <Shape parts={shapes[name]} />
    </svg>
  );
}

/** The rating star: the outline star's shape, filled. */
export function StarIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <Shape parts={shapes.star} />
    </svg>
  );
}
