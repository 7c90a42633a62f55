import type { TvSectionWords } from './tv-detail-sections.ts';

// The headings of every TV provider page in US Spanish (usted): tv-detail-sections.ts's words, key
// for key. The seed of the Spanish `tv-pages` document.

export const tvSectionWordsEs: TvSectionWords = {
  packages: {
    eyebrow: 'Paquetes populares',
    sampleEyebrow: 'Paquetes de ejemplo',
    title: 'Paquetes de TV populares de {provider}',
    lead: 'Elija el plazo para el que desea ver el precio; los montos no cambian.',
    sampleLead:
      'Paquetes y precios de ejemplo para comparar {provider} con otros proveedores; confirmamos la oferta real en su dirección.',
  },
  available: '¿Está disponible {provider} en su dirección?',
  regions: {
    eyebrow: 'Precios por región',
    title: 'TV e internet de {provider} por región',
    lead: 'Los precios de los paquetes combinados cambian según la región. Busque la suya abajo.',
  },
  equipment: {
    eyebrow: 'Equipos',
    title: 'Equipos mejor calificados',
    lead: 'Lo que incluye la TV de {provider}.',
  },
  ready: '¿Listo para contratar {provider}? Primero revise su código postal',
};
