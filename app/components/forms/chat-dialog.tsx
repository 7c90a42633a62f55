// Chat With Us (SPEC leaves its action open): the phone line, whether it is open right now
// (7am-11pm ET, content/site.ts), and the message form as the way to reach us at any hour.
import { site } from '../../../content/site';
import { isLineOpen } from '../../lib/business-hours';
import { closeDialog } from '../../lib/dialogs';
import { ModalDialog } from './modal-dialog';

export const contactFormId = 'contact-form';

function goToMessageForm() {
  closeDialog({ restoreFocus: false });
  const form = document.getElementById(contactFormId);
  if (!form) {
    window.location.assign(`/contact-us#${contactFormId}`);
    return;
  }
  form.scrollIntoView({ block: 'start' });
  form.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

export default function ChatDialog({ onClose }: { onClose: () => void }) {
  const open = isLineOpen();
  return (
    <ModalDialog title="Chat with us" onClose={onClose}>
      <p
        className="flex items-center gap-2 font-semibold text-ink"
        data-line-status={open ? 'open' : 'closed'}
      >
        <span
          aria-hidden="true"
          className={`size-3 rounded-full ${open ? 'bg-success-600' : 'bg-slate-400'}`}
        />
        {open ? 'Our specialists are on the line now.' : 'Our phone line is closed right now.'}
      </p>
      <p className="mt-2 text-sm text-slate-600">We answer calls {site.hours.label}.</p>
      <div className="mt-5 grid gap-3">
        <a href={site.salesPhone.href} className="btn-accent" data-autofocus>
          Call {site.salesPhone.display}
        </a>
        <button type="button" className="btn-outline" onClick={goToMessageForm}>
          {open ? 'Send us a message instead' : 'Send us a message, we call you back'}
        </button>
      </div>
    </ModalDialog>
  );
}
