// A lead's timeline entries (GET /api/admin/leads/:id) as the lead page shows them.
import type { TimelineEvent } from '../../contracts/console.ts';

/** Why a lead was erased, from its timeline's erased entry. */
export function erasure(d: Record<string, unknown>): string {
  if (d.reason === 'request') return 'a confirmed deletion request';
  if (d.reason === 'retention') return 'the retention period ended';
  return 'reason not recorded';
}

/** One timeline entry in the operator's words. */
export function timelineText(e: Pick<TimelineEvent, 'type' | 'detail'>): string {
  const d = e.detail;
  switch (e.type) {
    case 'stored':
      return `Lead stored (${String(d.kind)}${d.page ? `, from ${String(d.page)}` : ''})`;
    case 'mail.sent':
      // Erasure blanks a mail's recipient with the rest of the mail (privacy-service eraseOutbox).
      return d.recipient
        ? `Notification mailed to ${String(d.recipient)}`
        : 'Notification mailed (recipient erased)';
    case 'mail.pending':
      return `Notification waiting to be mailed (${String(d.attempts)} attempts)${d.lastError ? `: ${String(d.lastError)}` : ''}`;
    case 'mail.failed':
      return `Notification failed after ${String(d.attempts)} attempts: ${String(d.lastError ?? '')}`;
    case 'webhook.sent':
      return `Webhook ${String(d.event)} delivered to ${String(d.url)}`;
    case 'webhook.pending':
      return `Webhook ${String(d.event)} waiting for ${String(d.url)} (${String(d.attempts)} attempts)${d.lastError ? `: ${String(d.lastError)}` : ''}`;
    case 'webhook.failed':
      return `Webhook ${String(d.event)} to ${String(d.url)} failed after ${String(d.attempts)} attempts: ${String(d.lastError ?? '')}`;
    case 'webhook.cancelled':
      return `Webhook ${String(d.event)} to ${String(d.url)} cancelled (lead erased)`;
    case 'status':
      // Contacting a do-not-contact lead carries the reason the agent gave (issue 29 item 4).
      return `Status ${String(d.from)} → ${String(d.to)}${
        d.reason ? ` despite do-not-contact: ${String(d.reason)}` : ''
      }${d.undo ? ' (undo)' : ''}`;
    case 'assigned':
      return `${d.to ? `Assigned to ${String(d.toEmail)}` : 'Unassigned'}${d.undo ? ' (undo)' : ''}`;
    case 'note':
      if (d.withdrawn) return 'Note (withdrawn with Undo)';
      return d.erased ? 'Note (erased with the lead)' : `Note: ${String(d.text)}`;
    case 'undone':
      return Number(d.notes) === 1 ? 'Undo: a note withdrawn' : `Undo: ${String(d.notes)} notes withdrawn`;
    case 'erased':
      return `Personal data erased (${erasure(d)})`;
    default:
      return e.type;
  }
}
