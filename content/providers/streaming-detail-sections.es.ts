import type { StreamingSectionWords } from './streaming-detail-sections.ts';

// The headings of every streaming page in US Spanish (usted): streaming-detail-sections.ts's words,
// key for key. The seed of the Spanish `streaming-pages` document.

export const streamingSectionWordsEs: StreamingSectionWords = {
  plans: {
    eyebrow: 'Planes',
    sampleEyebrow: 'Planes de ejemplo',
    title: 'Elija su plan de {provider}',
    genericTitle: 'Elija un plan de streaming',
    lead: 'El círculo muestra la velocidad de internet que recomendamos para cada plan.',
  },
  ready: '¿Está listo su internet para el streaming? Revise su zona',
  packages: {
    eyebrow: 'Comparar',
    title: 'Paquetes de streaming',
    lead: 'Canales en vivo, transmisiones simultáneas y DVR en la nube, lado a lado.',
  },
  bundles: {
    eyebrow: 'Combine y ahorre',
    title: 'Combine streaming con internet',
    lead: 'Un plan de streaming de TV en vivo con un plan de internet para el hogar, con un solo precio.',
  },
};
