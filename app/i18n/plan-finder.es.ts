// The plan finder in US Spanish (usted): plan-finder.ts's messages, key for key. Plurals by
// Intl.PluralRules('es') (1 plan, 2 planes, 1.000.000 de planes is "many": planes too).
import type { PlanFinderMessages } from './plan-finder';

const rules = new Intl.PluralRules('es');
const plural = (n: number, one: string, other: string) => (rules.select(n) === 'one' ? one : other);
const planes = (n: number) => plural(n, 'plan', 'planes');

export const planFinder: PlanFinderMessages = {
  title: 'Planes de internet en su código postal',
  description:
    'Todos los planes de internet para el hogar reportados en su código postal, con su etiqueta de datos de banda ancha completa: el precio después de la tarifa promocional, los cargos, las velocidades típicas y los límites de datos. Filtre, ordene y compare.',
  banner: {
    eyebrow: 'Buscador de planes',
    title: 'Planes de internet en su código postal',
    subTitle:
      'Cada plan que un proveedor reporta en su código postal, con su etiqueta de datos de banda ancha completa: el precio después de la tarifa promocional, todos los cargos, las velocidades típicas y los límites de datos.',
  },
  zipSearch: 'Buscar planes en un código postal',
  zipLabel: 'Código postal',
  findPlans: 'Buscar planes',
  filtersLabel: 'Filtrar y ordenar los planes',
  technologyLegend: 'Tecnología',
  technologies: {
    fiber: 'Fibra óptica',
    cable: 'Cable',
    dsl: 'DSL',
    'fixed-wireless': 'Inalámbrica fija',
    satellite: 'Satélite',
    other: 'Otra',
  },
  technologiesOr: ' o ',
  minDownload: { label: 'Descarga mínima', any: 'Cualquier velocidad' },
  minUpload: { label: 'Subida mínima', any: 'Cualquier velocidad' },
  maxPrice: {
    label: 'Precio máximo',
    any: 'Cualquier precio',
    amount: (n) => `$${n} al mes`,
  },
  termsLegend: 'Condiciones',
  noContract: 'Sin contrato',
  noDataCap: 'Sin límite de datos',
  sortBy: 'Ordenar por',
  sorts: {
    price: 'Precio regular más bajo',
    download: 'Descarga más rápida',
    'price-per-mbps': 'Precio más bajo por Mbps',
  },
  speedQuestion: '¿No sabe qué velocidad necesita?',
  speedLink: 'Calcúlela',
  applyFilters: 'Aplicar filtros',
  resultsHeading: (zip, city, state) => `Planes en ${zip}, ${city}, ${state}`,
  resultsHeadingEmpty: 'Planes',
  resultsList: (zip) => `Planes en ${zip}`,
  status: {
    idle: 'Escriba su código postal para ver los planes reportados allí.',
    malformed: (zip) => `“${zip}” no es un código postal: escriba 5 dígitos, por ejemplo 98101.`,
    loading: (zip) => `Buscando planes en ${zip}…`,
    unknown: (zip) => `No encontramos el código postal ${zip}. Revise los dígitos e intente de nuevo.`,
    failed: (zip) => `No pudimos cargar los planes de ${zip} en este momento.`,
    noCoverage: (zip, city, state) =>
      `Todavía no tenemos datos de cobertura del código postal ${zip} (${city}, ${state}), así que no podemos mostrar sus planes.`,
    noMatch: (zip) => `Ningún plan en ${zip} cumple con estos filtros.`,
    noPlans: (zip) => `Ningún proveedor reportado en ${zip} ha publicado planes que tengamos.`,
    found: (total, zip, city, state, sort, sample) =>
      `${total} ${planes(total)} en ${zip} (${city}, ${state}), ordenados por ${sort}${sample ? '. Datos de muestra' : ''}.`,
  },
  tryAgain: 'Intentar de nuevo',
  noCoverage: {
    text: (state) =>
      `Todavía no hemos importado los datos de cobertura de la FCC de ${state}, así que no podemos decir qué planes se ofrecen en este código postal. Un especialista puede verificar su dirección exacta.`,
    button: 'Verificar la disponibilidad en su dirección',
  },
  loosen: 'Quite un filtro:',
  removeFilter: (filter) => `Quitar “${filter}”`,
  activeFilters: {
    technology: (list) => `tecnología: ${list}`,
    minDownload: (n) => `al menos ${n} Mbps de descarga`,
    minUpload: (n) => `al menos ${n} Mbps de subida`,
    maxPrice: (n) => `como máximo $${n} al mes`,
    noContract: 'sin contrato',
    noDataCap: 'sin límite de datos',
  },
  sampleNotice: 'Datos de muestra: proveedores y planes ficticios, no ofertas reales.',
  source: (asOf) =>
    `Proveedores reportados en este código postal en la Recopilación de Datos de Banda Ancha de la FCC${asOf ? `, al ${asOf}` : ''}; los planes, de sus etiquetas de datos de banda ancha. Precios antes de impuestos; lo que puede contratar depende de su dirección.`,
  dateLocale: 'es-US',
  compareBar: {
    chosen: (n, max) => `${n} de ${max} planes elegidos para comparar`,
    oneMore: 'Elija uno más para comparar',
    compare: (n) => `Comparar ${n} planes`,
  },
  more: {
    show: (n) => `Mostrar ${n} ${planes(n)} más`,
    loading: 'Cargando más planes…',
    shown: (now, total) => `Se muestran ${now} de ${total} ${planes(total)}.`,
    failed: 'No pudimos cargar más planes en este momento. Intente de nuevo.',
  },
  card: {
    sample: 'Datos de muestra',
    perMonth: '/mes',
    introRate: (months) =>
      ` tarifa promocional${months !== null ? ` durante los primeros ${months} ${plural(months, 'mes', 'meses')}` : ''}`,
    typicalDownload: 'Descarga típica',
    typicalUpload: 'Carga típica',
    notProvided: 'no indicada',
    whichTechnology: (provider, technologies) =>
      `La etiqueta no dice cuál: ${provider} reporta servicio de ${technologies} en este código postal.`,
    belowTypical: (speed) =>
      `Los datos de la FCC reportan como máximo ${speed} de este proveedor aquí, menos que la velocidad típica del plan.`,
    labelVersion: (date) => `Versión de la etiqueta del ${date}`,
    showLabel: 'Ver la etiqueta de banda ancha',
    hideLabel: 'Ocultar la etiqueta de banda ancha',
    forPlan: (name) => ` de ${name}`,
    compare: 'Comparar',
    getPlan: 'Contratar este plan',
  },
  request: {
    perMonth: 'al mes',
    speeds: (technologies, down, up) => `${technologies}, ${down} de descarga y ${up} de carga típicas`,
    intro: (price, months, then) =>
      `${price} al mes${months !== null ? ` durante ${months} ${plural(months, 'mes', 'meses')}` : ''}, después ${then} al mes`,
    planId: (id, date) => `Plan ${id}, etiqueta del ${date}`,
    sample: 'Datos de muestra: un proveedor ficticio',
  },
  label: {
    title: 'Datos de banda ancha',
    sample: 'Datos de muestra: la etiqueta de un proveedor ficticio',
    englishOnly:
      'El proveedor publica la etiqueta de este plan solo en inglés: sus textos se muestran como él los escribe.',
    learnMore:
      'Obtenga más información sobre los términos utilizados en esta etiqueta visitando el Centro de Recursos para el Consumidor de la Comisión Federal de Comunicaciones:',
  },
  facts: {
    sections: {
      plan: 'Plan',
      price: 'Precio mensual',
      charges: 'Cargos adicionales y condiciones',
      discounts: 'Descuentos y paquetes',
      speeds: 'Velocidades del plan',
      data: 'Datos',
      policies: 'Políticas',
      support: 'Atención al cliente',
      id: 'Identificador único del plan',
    },
    rows: {
      provider: 'Proveedor',
      plan: 'Plan',
      disclosure: 'Divulgación',
      monthlyPrice: 'Precio mensual',
      introRate: 'Tarifa promocional',
      contract: 'Duración del contrato',
      contractTerms: 'Condiciones del contrato',
      monthlyFees: 'Cargos mensuales del proveedor',
      oneTimeFees: 'Cargos únicos al momento de la compra',
      earlyTerminationFee: 'Cargo por cancelación anticipada',
      tax: 'Impuestos del gobierno',
      bundles: 'Descuentos y paquetes disponibles',
      download: 'Velocidad típica de descarga',
      upload: 'Velocidad típica de carga',
      latency: 'Latencia típica',
      dataIncluded: 'Datos incluidos en el precio mensual',
      overage: 'Cargos por uso adicional de datos',
      dataPolicy: 'Política de asignación de datos',
      networkPolicy: 'Política de administración de la red',
      privacyPolicy: 'Política de privacidad',
      phone: 'Teléfono',
      website: 'Sitio web',
      uniquePlanId: 'Identificador único del plan',
    },
    notProvided: 'No indicado',
    none: 'Ninguno',
    months: (n) => `${n} ${plural(n, 'mes', 'meses')}`,
    fee: 'Cargo',
    included: 'Incluido',
    varies: 'Varía',
    upTo: (amount) => `hasta ${amount}`,
    notIntro: 'Este precio mensual no es una tarifa promocional',
    introPriceMissing: 'Tarifa promocional: precio no indicado',
    termMissing: 'un plazo no indicado',
    intro: (price, term, monthly) =>
      `${price} al mes es una tarifa promocional durante ${term}; después, ${monthly} al mes`,
    contractRequired: (length) => `Obligatorio${length !== null ? `: ${length}` : ' (duración no indicada)'}`,
    unlimited: 'Ilimitados (sin límite de datos)',
    overage: (price, gb) => `${price} por cada ${gb} GB`,
    increments: (price, increments) => `${price} (en incrementos de ${increments})`,
    disclosure: (fixed) => `Divulgación al consumidor de banda ancha ${fixed ? 'fija' : 'móvil'}`,
    connectionMissing: 'tipo de conexión no indicado',
  },
};
