// The words around every legal page's text (components/legal-document.tsx): the banner's eyebrow,
// the table of contents, the date line, and the shape of a legal page's own words (terms-page.ts,
// privacy-page.ts). The Spanish twin is legal-document.es.ts.

/**
 * A legal document's words in one language: content/terms.ts's LegalDocument without what is not
 * a word (the sections' anchors and the summary link's target stay the content's, the same in
 * every language, so links and the language switch keep the fragment). Sections in content's order.
 */
export type LegalDocumentWords = {
  title: string;
  subTitle: string;
  /** The date of the text's last change, written as the language writes dates. */
  updated: string;
  intro: string;
  /** The summary's closing link (followed by a full stop), on a document that has one. */
  introLink?: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
};

export const legalDocument = {
  /** Small words above a legal page's title (Terms & Conditions, Privacy Policy). */
  eyebrow: 'Legal',
  /** The table of contents beside the text: its heading, also the name of its navigation landmark. */
  onThisPage: 'On this page',
  /** Above the summary; the date is the document's own, already in the page's language. */
  lastUpdated: (date: string) => `Last updated: ${date}`,
  /**
   * How a paragraph a lawyer has still to write begins (the page shows it in grey italics): the
   * same words must begin those paragraphs in the translated documents.
   */
  placeholder: 'Placeholder legal text',
  /**
   * Translations only, one sentence above the date: the English text governs where a translation
   * differs from it. Empty in English (nothing is shown).
   */
  englishGoverns: '',
};

export type LegalDocumentMessages = typeof legalDocument;
