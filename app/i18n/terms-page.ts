// The Terms & Conditions page's messages: SPEC's English from content/terms.ts and
// content/page-text.ts, unchanged. The Spanish twin is terms-page.es.ts.
import { termsText } from '../../content/page-text.ts';
import { termsDocument } from '../../content/terms.ts';
import type { LegalDocumentWords } from './legal-document';

export const termsPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: termsText.title,
  description: termsText.description,
  /** The banner's title and subtitle, the date, the summary, then the nine sections in order. */
  document: {
    title: termsDocument.title,
    subTitle: termsDocument.subTitle,
    updated: termsDocument.updated,
    intro: termsDocument.intro.text,
    sections: termsDocument.sections.map(({ title, paragraphs }) => ({ title, paragraphs })),
  } satisfies LegalDocumentWords,
};

export type TermsPageMessages = typeof termsPage;
