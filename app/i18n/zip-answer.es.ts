// The ZIP prompt's answer in US Spanish (usted): zip-answer.ts's messages, key for key. Dates and
// figures in es-US; "código postal" for ZIP code, as the forms area says it.
import type { ZipAnswerMessages } from './zip-answer';

const technologies = {
  fiber: 'Fibra',
  cable: 'Cable',
  dsl: 'DSL',
  'fixed-wireless': 'Inalámbrica fija',
  satellite: 'Satelital',
  other: 'Otra',
} as const;

export const zipAnswer: ZipAnswerMessages = {
  categories: { internet: 'Internet', tv: 'TV', streaming: 'Streaming' },
  notServed: (name, state) =>
    `${name} no incluye ${state} en su zona de servicio. Estos proveedores podrían darle servicio.`,
  nationwide: (name) => `${name} se ofrece en todo el país, así que podría estar disponible para usted.`,
  inState: (name, state) =>
    `${name} da servicio en partes de ${state}, así que podría estar disponible para usted.`,
  checkAddress: (name) => `${name} podría estar disponible aquí: verifique su dirección para estar seguro.`,
  boundary: (state) =>
    `Un código postal no marca los límites del servicio: estos proveedores dan servicio en partes de ${state} y podrían llegar o no a su calle. Solo su dirección exacta lo confirma.`,
  internetTypes: {
    '5g-fixed-wireless': '5G / inalámbrica fija',
    cable: 'Cable',
    fiber: 'Fibra',
    'dsl-fiber': 'DSL / fibra',
    satellite: 'Satelital',
  },
  estimateCoverage: (zip, state) =>
    `Arriba: lo reportado para el código postal ${zip}. Por tipo: proveedores que incluyen ${state} (un cálculo por estado).`,
  estimateState: (state) => `Un cálculo: proveedores cuya zona de servicio publicada incluye ${state}.`,
  asterisk: '* Sin cobertura publicada por estado: solo una verificación de la dirección lo confirma.',
  checkButton: 'Verificar cobertura en su dirección',
  reported: (zip) => `Reportados en el código postal ${zip}`,
  sample: ' (datos de ejemplo)',
  plansAt: (zip) => `Planes y precios en ${zip}`,
  sampleNote: 'Datos de ejemplo, no cobertura real. ',
  source: (asOf) =>
    `Broadband Data Collection de la FCC${asOf ? `, al ${asOf}` : ''}: porcentaje de hogares con algún servicio reportado.`,
  locale: 'es-US',
  coverageLine: (technologies, down, up, share) =>
    `${technologies}: hasta ${down} de bajada, ${up} de subida; ${share} de los hogares`,
  technology: (type) => technologies[type],
  noService: 'No se reporta servicio residencial.',
  noneListed: 'Ninguno registrado para esta zona.',
};
