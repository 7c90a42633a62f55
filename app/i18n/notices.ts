// The toasts' words (titles, SPEC 8's messages, a sent request's): loaded with the first toast. The
// Spanish twin is notices.es.ts.
import { SUCCESS_MESSAGE } from '../../contracts/rules.ts';
import { errorMessages, toastTitles } from '../lib/error-messages';

export const notices = {
  /** The toasts' titles and the messages of SPEC 8 and of a sent request (app/lib/error-messages.ts). */
  words: {
    ...toastTitles,
    sent: SUCCESS_MESSAGE,
    ...errorMessages,
  } as Record<keyof typeof toastTitles | 'sent' | keyof typeof errorMessages, string>,
};

export type NoticeMessages = typeof notices;

/** A toast's title or message (English from the client or the server) in the words of `t`. */
export function noticeIn(text: string, t: NoticeMessages): string {
  if (t === notices) return text;
  for (const [key, english] of Object.entries(notices.words)) {
    if (english === text) return t.words[key as keyof NoticeMessages['words']];
  }
  return text;
}
