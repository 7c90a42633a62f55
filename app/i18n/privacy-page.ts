// The Privacy Policy page's messages: SPEC's English from content/privacy.ts and
// content/page-text.ts, unchanged. The Spanish twin is privacy-page.es.ts.
import { privacyText } from '../../content/page-text.ts';
import { privacyDocument } from '../../content/privacy.ts';
import { privacyChoicesLabel } from '../../content/privacy-choices.ts';
import type { LegalDocumentWords } from './legal-document';

export const privacyPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: privacyText.title,
  description: privacyText.description,
  /**
   * The banner's title and subtitle, the date, the summary, the summary's closing link (the name
   * of the privacy choices page, as the footer gives it), then the sections in order.
   */
  document: {
    title: privacyDocument.title,
    subTitle: privacyDocument.subTitle,
    updated: privacyDocument.updated,
    intro: privacyDocument.intro.text,
    introLink: privacyChoicesLabel as string,
    sections: privacyDocument.sections.map(({ title, paragraphs }) => ({ title, paragraphs })),
  } satisfies LegalDocumentWords,
};

export type PrivacyPageMessages = typeof privacyPage;
