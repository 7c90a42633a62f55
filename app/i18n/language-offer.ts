// The offer of Spanish on an English page (app/components/spanish-offer-card.tsx): said in Spanish, the
// language it offers, to a visitor whose browser prefers it, so it is not in the catalog's two
// languages. Loaded with the offer only.
export const languageOffer = {
  /** Names the offer for screen readers (a region at the start of the page). */
  label: 'Español',
  /** The question, to a visitor whose browser is set to Spanish. */
  question: '¿Prefiere leer esta página en español?',
  /** Leads to this page's Spanish version, remembering the choice. */
  accept: 'Ver en español',
  /** Closes the offer and keeps English, remembering the choice. */
  decline: 'No, gracias',
};
