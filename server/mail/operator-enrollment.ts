// The mail that invites an operator to the console (server/console/operators.ts queues it): the
// one-time enrollment link, as text and as a component.
import { h, MailDocument, renderMailHtml } from './html.ts';

const subject = 'Your enrollment link for the operator console';
const invited = 'You have been invited to the operator console.';
const once = 'The link works once. If you did not expect this e-mail, ignore it.';

function EnrollmentMail({ email, link }: { email: string; link: string }) {
  return h(
    MailDocument,
    { title: subject },
    h('p', null, invited),
    h('p', null, `Open this link within 24 hours to register a passkey for ${email}:`),
    h('p', null, h('a', { href: link }, link)),
    h('p', null, once),
  );
}

export function renderOperatorEnrollment(
  email: string,
  link: string,
): { subject: string; text: string; html: string } {
  const text = [
    invited,
    '',
    `Open this link within 24 hours to register a passkey (a fingerprint, face, PIN or security key) for ${email}:`,
    '',
    link,
    '',
    once,
  ].join('\n');
  return { subject, text, html: renderMailHtml(h(EnrollmentMail, { email, link })) };
}
