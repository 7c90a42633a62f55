import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function CheckboxField({
  label,
  registration,
  defaultChecked,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        {...registration}
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
