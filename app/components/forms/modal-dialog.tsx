// Native modal <dialog> (docs/style.md: prefer the platform): showModal() makes the rest of the page
// inert and traps focus, Esc closes it, and the dialog owner returns focus to the opener.
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef } from 'react';
import { dialogs } from '../../i18n/dialogs';
import { useMessages } from '../../i18n/i18n';
import { SpinnerOverlay } from './spinner-overlay';

const ToastRegion = lazy(() => import('./toasts'));

type ModalDialogProps = {
  title: string;
  /** Called once the dialog has closed (close button, Esc, or a form that finished). */
  onClose: () => void;
  children: ReactNode;
  /** Short text under the title, linked to the dialog as its description. */
  description?: ReactNode;
  /**
   * For the form inside to close the dialog when it is done. Closing the native dialog first (then
   * onClose) matters: focus can only go back to the opener once the page is no longer inert.
   */
  dialogRef?: RefObject<HTMLDialogElement | null>;
};

export function ModalDialog({ title, onClose, children, description, dialogRef }: ModalDialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const titleId = useId();
  const descriptionId = useId();
  const closeLabel = useMessages('dialogs', dialogs).close;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; the ref object is stable
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Focus the first field rather than the close button, so the visitor can start typing.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input, select, textarea');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100vw-2rem,34rem)] scroll-pt-28 overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-brand-950/70"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 sm:px-6">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => ref.current?.close()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
            <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">
        {description ? (
          <div id={descriptionId} className="mb-4 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        {children}
      </div>
      <SpinnerOverlay scope="dialog" />
      <Suspense fallback={null}>
        <ToastRegion containerId="dialog" />
      </Suspense>
    </dialog>
  );
}
