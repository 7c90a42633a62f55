import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { SectionHead, TableAction, TableData } from '../../contracts/content.ts';
import { useMessages } from '../i18n/i18n';
import { servicePage } from '../i18n/service-page';
import { openAvailabilityDialog } from '../lib/dialogs';
import { PageSection } from './page-section';

type ComparisonTableProps = {
  table: TableData;
  /** Caption; also the accessible name of the scrolling box. */
  caption: string;
  /** Visually hide the caption when a heading above already says it. */
  hideCaption?: boolean;
  /** Minimum table width in px before the box scrolls (SPEC 9: 600-700; wider for many columns). */
  minWidth?: keyof typeof minWidthClass;
  /** Prices per month: the price honesty note goes under the table, once for all rows. */
  priced?: boolean;
};

// Classes, not a style attribute: the CSP (style-src 'self') blocks style attributes in the
// prerendered HTML, so an inline min-width would be lost on first paint.
const minWidthClass = {
  600: 'min-w-[600px]',
  640: 'min-w-[640px]',
  700: 'min-w-[700px]',
  760: 'min-w-[760px]',
} as const;

/** Whether an element is narrower than its content, kept up to date as the viewport changes. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

function isAction(value: unknown): value is TableAction {
  return typeof value === 'object' && value !== null && 'action' in value;
}

/**
 * Comparison table (SPEC 3): headers of key and label, rows keyed by header key, an optional
 * action column. It scrolls sideways inside its own focusable, named box, never the page.
 */
export function ComparisonTable({
  table,
  caption,
  hideCaption = false,
  minWidth = 640,
  priced = false,
}: ComparisonTableProps) {
  const captionId = useId();
  const { ref: boxRef, overflows } = useOverflowsX<HTMLElement>();
  const t = useMessages('servicePage', servicePage).table;
  return (
    // min-w-0: inside a grid or flex parent the table's min-width must not widen the page.
    <div className="min-w-0">
      <section
        ref={boxRef}
        aria-labelledby={captionId}
        // A box that scrolls must be reachable by keyboard; one that does not is no tab stop.
        tabIndex={overflows ? 0 : undefined}
        className="max-w-full overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <table className={`w-full border-collapse text-left text-sm md:text-base ${minWidthClass[minWidth]}`}>
          <caption
            id={captionId}
            className={hideCaption ? 'sr-only' : 'px-5 pt-4 pb-2 text-left font-semibold text-ink'}
          >
            {caption}
          </caption>
          <thead className="bg-brand-950 text-white">
            <tr>
              {table.headers.map((h) => (
                <th key={h.key} scope="col" className="px-5 py-3 font-semibold">
                  {h.label || <span className="sr-only">{t.action}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the order is fixed content
              <tr key={r} className="border-t border-slate-100 odd:bg-white even:bg-slate-50">
                {table.headers.map((h, c) => {
                  const value = row[h.key];
                  const Cell = c === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={h.key}
                      scope={c === 0 ? 'row' : undefined}
                      className={`px-5 py-3.5 ${c === 0 ? 'font-semibold text-ink' : 'text-slate-700'}`}
                    >
                      {isAction(value) ? (
                        <button
                          type="button"
                          className="btn-accent min-h-10 px-4 py-1.5"
                          onClick={() => openAvailabilityDialog()}
                        >
                          {value.label}
                        </button>
                      ) : (
                        (value ?? '')
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {priced && <p className="mt-2 text-xs text-slate-600">{t.pricesNote}</p>}
    </div>
  );
}

/** A section of a service page that is one comparison table; its heading says what the caption would. */
export function ComparisonSection({
  table,
  caption,
  minWidth,
  priced,
  ...head
}: SectionHead & Omit<ComparisonTableProps, 'hideCaption'>) {
  return (
    <PageSection {...head}>
      <ComparisonTable table={table} caption={caption} hideCaption minWidth={minWidth} priced={priced} />
    </PageSection>
  );
}
