// The spam trap of the lead API (contracts/api.ts HONEYPOT_FIELD): off-screen, out of the tab
// order and hidden from assistive technology, so only bots fill it.
import type { UseFormRegisterReturn } from 'react-hook-form';

export function HoneypotField({
  registration,
}: {
  registration: Pick<UseFormRegisterReturn, 'name'> & Partial<UseFormRegisterReturn>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
