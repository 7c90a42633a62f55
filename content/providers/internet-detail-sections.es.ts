import type { InternetSectionWords } from './internet-detail-sections.ts';

// The headings of every internet provider page in US Spanish (usted): internet-detail-sections.ts's
// words, key for key. The seed of the Spanish `internet-pages` document.

export const internetSectionWordsEs: InternetSectionWords = {
  features: {
    eyebrow: 'Más que internet',
    title: 'Wi-Fi en casa, puntos de acceso y móvil',
    lead: 'Lo que incluye un plan de internet para el hogar.',
  },
  plans: {
    eyebrow: 'Planes',
    sampleEyebrow: 'Planes de ejemplo',
    title: 'Elija su plan de {provider}',
    genericTitle: 'Elija un plan de internet',
    sampleLead:
      'Planes y precios de ejemplo para comparar velocidades con {provider}; confirmamos lo que llega a su dirección.',
    genericSampleLead:
      'Planes y precios de ejemplo para comparar velocidades; confirmamos lo que llega a su dirección.',
  },
  available: {
    title: '¿Está disponible {provider} en su dirección?',
    genericTitle: 'Vea qué proveedores dan servicio en su zona',
  },
  compare: {
    eyebrow: 'Comparar',
    title: 'Compare paquetes de internet',
    lead: 'Rangos de precios y velocidades típicas por nivel de paquete.',
  },
  resources: { eyebrow: 'Recursos', title: 'Recursos útiles' },
};
