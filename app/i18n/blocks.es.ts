// The shared page blocks in US Spanish (usted): blocks.ts's messages, key for key.
import type { BlockMessages } from './blocks';

export const blocks: BlockMessages = {
  packageCard: {
    recommendation: 'Recomendado',
    upTo: 'Hasta',
    upToMbps: (mbps) => `, hasta ${mbps} Mbps`,
    durationPlan: (duration) => `Plan por ${duration.toLowerCase()}`,
    choosePlan: 'Elegir plan',
    perMonth: '/mes',
    priceNote: 'Precios de ejemplo. Impuestos y cargos por equipos aparte.',
  },
  carousel: {
    label: 'Opiniones de clientes',
    rated: (value, max) => `Calificación: ${value} de ${max}`,
    slide: (n, total) => `${n} de ${total}`,
    goToSlide: (n) => `Ir a la opinión ${n}`,
    next: 'Opinión siguiente',
    previous: 'Opinión anterior',
    showingOne: (n, total) => `Se muestra la opinión ${n} de ${total}`,
    showingSome: (first, last, total) => `Se muestran las opiniones ${first} a ${last} de ${total}`,
  },
};
