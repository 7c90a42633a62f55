// The words around every legal page's text in US Spanish (usted): legal-document.ts's, key for key.
import type { LegalDocumentMessages } from './legal-document';

export const legalDocument: LegalDocumentMessages = {
  eyebrow: 'Información legal',
  onThisPage: 'En esta página',
  lastUpdated: (date) => `Última actualización: ${date}`,
  placeholder: 'Texto legal provisional',
  englishGoverns:
    'Esta traducción se ofrece para su comodidad; si hubiera alguna diferencia entre esta versión y la versión en inglés, prevalecerá la versión en inglés.',
};
