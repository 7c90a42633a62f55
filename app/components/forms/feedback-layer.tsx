// Everything the forms show over the page, mounted once in root: the page spinner overlay, the
// toast container (loaded with the first toast) and the request dialogs (loaded on first open).
import { lazy, Suspense } from 'react';
import { useToastsWanted } from '../../lib/toast-store';
import { DialogHost } from './dialog-host';
import { SpinnerOverlay } from './spinner-overlay';

const ToastRegion = lazy(() => import('./toasts'));

export function FeedbackLayer() {
  const toasts = useToastsWanted();
  return (
    <>
      <SpinnerOverlay scope="page" />
      <DialogHost />
      {toasts ? (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      ) : null}
    </>
  );
}
