// The templated mails (decision 052): each template renders from a record the database keeps,
// when the mail lane sends it. The outbox row holds only the reference (messages.ts).
import type { Db } from '../db/database.ts';
import { leadNotificationFor } from '../mail/lead-notification.ts';
import type { MailRenderers } from './handlers.ts';

export function mailRenderers(db: Db): MailRenderers {
  return {
    'lead-notification': (ref) => leadNotificationFor(db, ref.leadId),
  };
}
