// Rich text as the pages get it (contracts/rich-text.ts reads the Markdown): paragraphs of runs.
// This module has no parser, so a page's chunk may import it.

/** A run of text in a paragraph: plain, bold, or a link (whose text may be bold). */
export type RichRun = { text: string; bold?: true; href?: string };
export type RichParagraph = RichRun[];

/** The text of some paragraphs without marks, a blank line between them (search engines' answer text). */
export const plainText = (paragraphs: readonly RichParagraph[]) =>
  paragraphs.map((p) => p.map((r) => r.text).join('')).join('\n\n');

/** The links some paragraphs carry. */
export const linksOf = (paragraphs: readonly RichParagraph[]) =>
  paragraphs.flatMap((p) => p.flatMap((r) => (r.href ? [r.href] : [])));
