// react-toastify configured as SPEC 9 says. Loaded with the first toast: notify() queues it in
// app/lib/toast-store.ts, <FeedbackLayer> then mounts the page's region, which shows the queue.
// The unstyled build plus the stylesheet as a file: the default build injects a <style> element,
// which the server's CSP (style-src 'self') blocks.
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import { useMessages } from '../../i18n/i18n';
import { noticeIn, notices } from '../../i18n/notices';
import { type ToastRequest, toastQueue } from '../../lib/toast-store';

export const toastOptions = {
  autoClose: 5000,
  closeButton: true,
  hideProgressBar: false,
  position: 'bottom-right',
  limit: 1,
} as const;

function ToastBody({ title, message }: { title: string; message: string }) {
  // Titles and messages are written in English where they are raised (the API's answers among
  // them): shown in the page's language.
  const t = useMessages('notices', notices);
  return (
    <div>
      <p className="font-semibold text-ink">{noticeIn(title, t)}</p>
      <p className="mt-0.5 text-slate-700">{noticeIn(message, t)}</p>
    </div>
  );
}

/** The container inside an open modal dialog (see ModalDialog). */
export const dialogContainerId = 'dialog';

/**
 * Shows one toast. Called only once the page's container has subscribed (the page region drains
 * the queue from its effect): react-toastify drops a toast when containers exist but none of them
 * is its target.
 */
function showToast({ type, title, message }: ToastRequest): void {
  // A modal <dialog> sits in the top layer and makes the rest of the page inert: a toast outside it
  // would be hidden behind the backdrop and silent to screen readers. So while a dialog is open
  // (a failed request keeps it open) the toast goes to the container inside it.
  const modal = document.querySelector('dialog:modal');
  const inDialog = modal?.querySelector(`#${dialogContainerId}.Toastify`);
  // At most one open: a new toast replaces the current one instead of queueing behind it.
  toast.dismiss();
  toast(<ToastBody title={title} message={message} />, {
    type,
    role: 'alert',
    containerId: inDialog ? dialogContainerId : undefined,
  });
}

export default function ToastRegion({ containerId }: { containerId?: string }) {
  // Runs after the container (a child) has subscribed: the page's region shows the toasts that
  // waited for it, then every later one, until it unmounts.
  useEffect(() => {
    if (containerId !== undefined) return;
    toastQueue.show = showToast;
    for (const request of toastQueue.waiting.splice(0)) showToast(request);
    return () => {
      toastQueue.show = undefined;
    };
  }, [containerId]);
  return (
    <ToastContainer
      {...toastOptions}
      containerId={containerId}
      newestOnTop
      pauseOnHover
      pauseOnFocusLoss
      draggable={false}
      theme="light"
      aria-label="Notifications"
    />
  );
}
