// Small pieces shared by the console's pages.
import type { ReactNode } from 'react';

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold tracking-tight text-ink">{children}</h1>;
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className="my-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="my-6 rounded border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
      {children}
    </p>
  );
}

export const inputClass =
  'mt-1 block w-full min-h-11 rounded border border-slate-400 bg-white px-3 py-2 text-slate-900';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const quietButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A US number stored as E.164 (+1 and ten digits) the way people write it; any other as stored. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}
