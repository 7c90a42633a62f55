import { describe, expect, it } from 'vitest';
import { timelineText } from './timeline';

describe('timelineText', () => {
  it('names the recipient of a mailed notification', () => {
    expect(timelineText({ type: 'mail.sent', detail: { recipient: 'sales@example.com' } })).toBe(
      'Notification mailed to sales@example.com',
    );
  });

  it('says the recipient was erased instead of leaving it blank', () => {
    expect(timelineText({ type: 'mail.sent', detail: { recipient: '' } })).toBe(
      'Notification mailed (recipient erased)',
    );
  });

  it('says why a lead was erased', () => {
    expect(timelineText({ type: 'erased', detail: { reason: 'retention' } })).toBe(
      'Personal data erased (the retention period ended)',
    );
  });

  it('gives the reason a do-not-contact lead was contacted anyway', () => {
    expect(
      timelineText({
        type: 'status',
        detail: { from: 'new', to: 'contacted', reason: 'Called us back', doNotContact: true },
      }),
    ).toBe('Status new → contacted despite do-not-contact: Called us back');
    expect(timelineText({ type: 'status', detail: { from: 'new', to: 'lost' } })).toBe('Status new → lost');
  });
});
