// react-toastify configured as SPEC 9 says. Loaded on the first toast (see app/lib/notify.ts).
// The unstyled build plus the stylesheet as a file: the default build injects a <style> element,
// which the server's CSP (style-src 'self') blocks. Toasts sent before the container mounts are
// queued by react-toastify and shown once it does.
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import type { ToastRequest } from '../../lib/notify';

export const toastOptions = {
  autoClose: 5000,
  closeButton: true,
  hideProgressBar: false,
  position: 'bottom-right',
  limit: 1,
} as const;

function ToastBody({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-0.5 text-slate-700">{message}</p>
    </div>
  );
}

export function showToast({ type, title, message }: ToastRequest): void {
  // At most one open: a new toast replaces the current one instead of queueing behind it.
  toast.dismiss();
  toast(<ToastBody title={title} message={message} />, { type, role: 'alert' });
}

export default function ToastRegion() {
  return (
    <ToastContainer
      {...toastOptions}
      newestOnTop
      pauseOnHover
      pauseOnFocusLoss
      draggable={false}
      theme="light"
      aria-label="Notifications"
    />
  );
}
