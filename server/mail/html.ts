// Mail HTML rendered from React components with react-dom/server, as the site renders its pages:
// React escapes every value, so no mail builds markup from strings. The components are written
// with createElement (`h`) in .ts files: the server runs its TypeScript by Node's type stripping,
// which does not load .tsx (JSX needs a transform, not just types removed).
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const h = createElement;

/** Every mail's document: its subject as the title, one style sheet in <head>, then the body. */
export function MailDocument({
  title,
  css = '',
  lang = 'en',
  children,
}: {
  title: string;
  css?: string;
  /** The language of the mail's words (a BCP 47 tag), read by the reader's screen reader. */
  lang?: string;
  children?: ReactNode;
}) {
  return h(
    'html',
    { lang },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, title),
      h('style', null, `body{font-family:sans-serif}${css}`),
    ),
    h('body', null, children),
  );
}

/** The HTML part of a mail: the component's markup after the doctype React does not write. */
export function renderMailHtml(mail: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(mail)}`;
}
