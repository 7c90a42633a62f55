// The service pages' shared frame in US Spanish (usted): service-page.ts's messages, key for key.
// "Código postal" for ZIP code and "Verificar cobertura" for Check Availability, as the forms and
// dialogs areas say them.
import type { ServicePageMessages } from './service-page';

const technologies = {
  fiber: 'Fibra',
  cable: 'Cable',
  dsl: 'DSL',
  'fixed-wireless': 'Inalámbrica fija',
  satellite: 'Satelital',
  other: 'Otra',
} as const;

export const servicePage: ServicePageMessages = {
  home: 'Inicio',
  testimonials: {
    eyebrow: 'Opiniones',
    title: 'Lo que dicen nuestros clientes',
  },
  faqEyebrow: 'Preguntas frecuentes',
  table: {
    action: 'Acción',
    pricesNote: 'Precios mensuales. Precios de ejemplo. Impuestos y cargos por equipos aparte.',
  },
  checkAvailability: 'Verificar cobertura',
  zip: {
    heading: 'Vea qué proveedores dan servicio en su zona',
    label: 'Código postal',
    button: 'Buscar proveedores',
    placeholder: 'p. ej., 80202',
    digitsOnly: 'Un código postal solo lleva números.',
    tooShort: 'Escriba un código postal válido de 5 dígitos.',
    unknown: (zip) =>
      `No encontramos el código postal ${zip}. Revise los números o pídanos que verifiquemos su dirección.`,
    failed: 'Ahora no pudimos buscar proveedores. Revise su conexión e inténtelo de nuevo.',
    looking: (zip) => `Buscando ${zip}…`,
    found: (city, state, zip) =>
      `${city}, ${state}: proveedores que podrían estar disponibles en el código postal ${zip}.`,
    askUs: 'Pídanos que verifiquemos su dirección',
  },
  zipAnswer: {
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
  },
};
