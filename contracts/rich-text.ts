// Long copy an editor writes (issue 38, decision 089): Markdown with only what the pages render:
// paragraphs (a blank line between them), **bold** and [links](/path). mdast-util-from-markdown
// (micromark, CommonMark) reads it; anything else (a heading, a list, an image, raw HTML, code) is a
// problem the form names, not something the page quietly drops. The loaders hand the pages the
// parsed form (RichParagraph[]), so no parser reaches a page's script.
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { RichParagraph, RichRun } from './rich-text-runs.ts';
import { z } from './zod.ts';

export { linksOf, plainText, type RichParagraph, type RichRun } from './rich-text-runs.ts';

/** The marks an editor may use, as the form's help says them. */
/** What the site's contacts are written as in copy: the page shows the site's own. */
export const CONTACT_TOKENS = ['phone', 'email', 'hours'] as const;

/** A name in braces that is not one of CONTACT_TOKENS, in an editor's words (content/contact-tokens.ts fills them). */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(/\{(\w*)\}/g)]
    .filter(([, name]) => !CONTACT_TOKENS.includes(name as (typeof CONTACT_TOKENS)[number]))
    .map(([token]) => `“${token}” is not one of {phone}, {email} and {hours}`);
}

export const RICH_TEXT_HELP =
  'Leave a blank line between paragraphs. **Bold** and [a link](/internet) are kept; nothing else is shown. {phone}, {email} and {hours} are the site’s own.';

type MdNode = { type: string; value?: string; url?: string; children?: MdNode[] };

/** What the pages cannot show, in an editor's words, by the Markdown node that asks for it. */
const UNSHOWN: Record<string, string> = {
  heading: 'headings',
  list: 'lists',
  listItem: 'lists',
  blockquote: 'quotes',
  code: 'code blocks',
  inlineCode: 'code',
  html: 'HTML',
  image: 'images',
  imageReference: 'images',
  linkReference: 'reference links',
  definition: 'link definitions',
  thematicBreak: 'dividing lines',
  emphasis: 'italics',
  table: 'tables',
};

/** A link the pages may carry: a path on this site or an https address. */
export const linkProblem = (href: string): string | null =>
  /^\/(?!\/)[^\s]*$/.test(href) || /^https:\/\/[^\s/]+/.test(href)
    ? null
    : `The link “${href}” must be a path on this site (/internet) or an https:// address`;

/**
 * Reads `markdown` as the pages show it: its paragraphs, or the problems that stop it (each a
 * sentence the form can show).
 */
export function parseRichText(markdown: string): { paragraphs: RichParagraph[]; problems: string[] } {
  const problems = new Set<string>();
  const paragraphs: RichParagraph[] = [];
  const runs = (nodes: MdNode[], marks: { bold?: true; href?: string }, out: RichRun[]) => {
    for (const node of nodes) {
      if (node.type === 'text') out.push({ text: node.value ?? '', ...marks });
      else if (node.type === 'break') out.push({ text: '\n', ...marks });
      else if (node.type === 'strong') runs(node.children ?? [], { ...marks, bold: true }, out);
      else if (node.type === 'link') {
        const href = node.url ?? '';
        const problem = marks.href ? 'A link cannot hold another link' : linkProblem(href);
        if (problem) problems.add(problem);
        runs(node.children ?? [], { ...marks, href }, out);
      } else problems.add(`The page does not show ${UNSHOWN[node.type] ?? node.type}`);
    }
  };
  for (const block of (fromMarkdown(markdown) as MdNode).children ?? []) {
    if (block.type !== 'paragraph') {
      problems.add(`The page does not show ${UNSHOWN[block.type] ?? block.type}`);
      continue;
    }
    const out: RichRun[] = [];
    runs(block.children ?? [], {}, out);
    // Neighbouring runs with the same marks are one run.
    paragraphs.push(
      out.reduce<RichRun[]>((merged, run) => {
        const last = merged.at(-1);
        if (last && last.bold === run.bold && last.href === run.href) last.text += run.text;
        else merged.push({ ...run });
        return merged;
      }, []),
    );
  }
  return { paragraphs, problems: [...problems] };
}

/** A rich-text field: Markdown the pages can show all of (the form draws it as a text area with RICH_TEXT_HELP). */
export const richText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Write the text')
    .max(max, `Keep it under ${max} characters`)
    .superRefine((markdown, ctx) => {
      // Too long is said already; reading it would cost time for nothing (the parse is linear, but
      // a body of brackets is ~4 µs a character).
      if (markdown.length > max) return;
      for (const message of parseRichText(markdown).problems) ctx.addIssue({ code: 'custom', message });
      for (const message of unknownTokens(markdown)) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ format: 'rich-text' });
