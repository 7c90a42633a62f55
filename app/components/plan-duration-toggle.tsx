import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { PlanDurationOption, PlanDurationValue } from '../../content/base/ui.ts';

type PlanDurationToggleProps = {
  options: readonly PlanDurationOption[];
  value: PlanDurationValue;
  onChange: (value: PlanDurationValue) => void;
  /** Group label, read by screen readers and shown visually. */
  legend?: string;
  /** Distinguishes several toggles on one page (radio group name). */
  name?: string;
};

/** Plan-duration radio group (SPEC 4): month / months / year. Amounts never change with it. */
export function PlanDurationToggle({
  options,
  value,
  onChange,
  legend = 'Plan duration',
  name,
}: PlanDurationToggleProps) {
  const autoName = useId();
  const groupName = name ?? `plan-duration-${autoName}`;
  const group = useRef<HTMLFieldSetElement>(null);
  // A choice clicked in the prerendered page before hydration stays checked in the DOM: adopt it,
  // so the prices follow what the visitor sees selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    const chosen = options.find((o) => o.value === checked?.value);
    if (chosen && chosen.value !== value) onChange(chosen.value);
  }, []);
  return (
    // min-w-0: a fieldset is min-content wide by default and would push the page sideways at 320 px.
    <fieldset ref={group} className="inline-flex min-w-0 max-w-full flex-col items-center gap-2">
      <legend className="mb-2 text-center text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap justify-center gap-0.5 rounded-full border border-slate-200 bg-white p-1 shadow-sm">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative cursor-pointer rounded-full px-2.5 py-2 text-sm whitespace-nowrap font-semibold text-slate-700 transition-colors hover:text-brand-800 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-950 sm:px-5"
          >
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The toggle, centred, and what it changes below it (`children`, given the chosen duration), the
 * choice held here: a toggle re-renders the packages, not the page around them (issue 39: the
 * home and TV provider pages re-rendered whole on each choice, 229-245 ms INP).
 */
export function WithPlanDuration({
  children,
  chosen,
  ...toggle
}: Omit<PlanDurationToggleProps, 'value' | 'onChange'> & {
  children: (value: PlanDurationValue) => ReactNode;
  /** Kept up to date with the choice, for a control elsewhere that reads it when used (no re-render). */
  chosen?: { current: PlanDurationValue };
}) {
  const [value, setValue] = useState<PlanDurationValue>('month');
  const choose = (next: PlanDurationValue) => {
    if (chosen) chosen.current = next;
    setValue(next);
  };
  return (
    <>
      <div className="flex justify-center">
        <PlanDurationToggle {...toggle} value={value} onChange={choose} />
      </div>
      {children(value)}
    </>
  );
}
