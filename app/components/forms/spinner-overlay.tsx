// Full-screen "Sending…" overlay while a form request is in flight (SPEC 4, 9). It never takes
// focus, so the control the visitor used keeps it; it blocks pointer input while shown.
import { type BusyScope, useSpinnerVisible } from '../../lib/busy';

export function SpinnerOverlay({ scope }: { scope: BusyScope }) {
  const visible = useSpinnerVisible(scope);
  return (
    <div
      role="status"
      data-spinner={scope}
      className={
        visible
          ? 'fixed inset-0 z-[99999] flex flex-col items-center justify-center gap-4 bg-[rgba(51,51,51,0.8)] text-white'
          : 'sr-only'
      }
    >
      {visible ? (
        <>
          <span
            aria-hidden="true"
            className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-accent-500"
          />
          <span className="text-lg font-medium">Sending…</span>
        </>
      ) : null}
    </div>
  );
}
