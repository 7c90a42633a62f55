// Chat With Us (SPEC leaves its action open): the phone line, whether it is open right now
// (the hours the editors set, app/lib/contacts.ts), and the message form as the way to reach us at any hour.
import { useRef } from 'react';
import { hoursText } from '../../../content/site-contacts.ts';
import { telHref } from '../../../contracts/phone.ts';
import { dialogs } from '../../i18n/dialogs';
import { localizedPath, useLanguage, useMessages } from '../../i18n/i18n';
import { isLineOpen } from '../../lib/business-hours';
import { useContacts } from '../../lib/contacts';
import { closeDialog } from '../../lib/dialogs';
import { ModalDialog } from './modal-dialog';

/** The contact page's Send Us A Message section. */
export const contactFormId = 'send-us-a-message';

function focusMessageForm(contactPath: string) {
  const form = document.getElementById(contactFormId);
  if (!form) {
    window.location.assign(`${contactPath}#${contactFormId}`);
    return;
  }
  form.scrollIntoView({ block: 'start' });
  form.querySelector<HTMLElement>('form input, form textarea')?.focus({ preventScroll: true });
}

export default function ChatDialog({ onClose }: { onClose: () => void }) {
  const contacts = useContacts();
  const open = isLineOpen(contacts.hours);
  const t = useMessages('dialogs', dialogs).chat;
  const language = useLanguage();
  const contactPath = localizedPath('/contact-us', language);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toForm = useRef(false);
  // Focus can move to the form only once the modal dialog has closed and the page is not inert.
  const handleClose = () => {
    if (!toForm.current) return onClose();
    closeDialog({ restoreFocus: false });
    focusMessageForm(contactPath);
  };
  return (
    <ModalDialog title={t.title} onClose={handleClose} dialogRef={dialogRef}>
      <p
        className="flex items-center gap-2 font-semibold text-ink"
        data-line-status={open ? 'open' : 'closed'}
      >
        <span
          aria-hidden="true"
          className={`size-3 rounded-full ${open ? 'bg-success-600' : 'bg-slate-400'}`}
        />
        {open ? t.lineOpen : t.lineClosed}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t.weAnswer(hoursText[language](contacts.hours))}</p>
      <div className="mt-5 grid gap-3">
        <a href={telHref(contacts.phone)} className="btn-accent" data-autofocus>
          {t.call(contacts.phone)}
        </a>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            toForm.current = true;
            dialogRef.current?.close();
          }}
        >
          {open ? t.messageInstead : t.messageCallBack}
        </button>
      </div>
    </ModalDialog>
  );
}
