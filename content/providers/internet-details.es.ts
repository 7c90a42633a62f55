import type {
  FaqItem,
  InternetDetail,
  InternetProvider,
  LinkItem,
  PackageCard,
  TableData,
} from '../../contracts/content.ts';
import { banner, detailBySlug, tableHeaders } from '../base/blocks.ts';
import { categoryPaths, genericDetailPath } from '../base/paths.ts';
import { internetComparisonRows } from '../base/tables.ts';
import type { ServiceCard } from '../base/ui.ts';
import { internetProviders } from './internet.ts';
import { internetComparisonSeed } from './internet-details.ts';

// The internet detail pages' content in US Spanish (usted): internet-details.ts's, with the same
// plans, prices, speeds and devices (content/providers/details-es.test.ts compares them). Only the
// route's loader reads it, on pages under /es/ (app/routes/internet-detail.tsx), so no chunk carries it.

type PlanSpec = {
  title: string;
  price: string;
  mbps: string;
  speed: string;
  devices: number;
  extra: string;
  recommendation?: boolean;
};

/* @__NO_SIDE_EFFECTS__ */
function plans(specs: PlanSpec[]): PackageCard[] {
  return specs.map((p) => ({
    mbps: p.mbps,
    packageTitle: p.title,
    packageDescription: [
      `Velocidades de descarga de ${p.speed}`,
      `Conecte hasta ${p.devices} dispositivos`,
      p.extra,
    ],
    price: p.price,
    planDuration: 'month',
    recommendation: p.recommendation ?? false,
  }));
}

const samplePlans = plans([
  {
    title: 'Connect Basic',
    price: '$19.99',
    mbps: '150',
    speed: '150 Mbps',
    devices: 5,
    extra: 'Correo electrónico, navegación y streaming en HD en un televisor',
  },
  {
    title: 'Connect Extra',
    price: '$24.99',
    mbps: '300',
    speed: '100-300 Mbps',
    devices: 10,
    extra: 'Videollamadas y streaming en varias pantallas',
  },
  {
    title: 'Connect Gigabit',
    price: '$44.99',
    mbps: '1200',
    speed: '1,200 Mbps',
    devices: 25,
    extra: 'Hogares grandes, videojuegos y streaming en 4K',
    recommendation: true,
  },
  {
    title: 'Gigabit More',
    price: '$69.99',
    mbps: '1600',
    speed: '1,600 Mbps',
    devices: 50,
    extra: 'Hogares inteligentes y envío de archivos grandes',
  },
]);

const satellitePlans = plans([
  {
    title: 'Satellite 25',
    price: '$49.99',
    mbps: '25',
    speed: '25 Mbps',
    devices: 5,
    extra: 'Funciona casi en cualquier lugar',
  },
  {
    title: 'Satellite 50',
    price: '$64.99',
    mbps: '50',
    speed: '50 Mbps',
    devices: 8,
    extra: 'Datos prioritarios',
  },
  {
    title: 'Satellite 100',
    price: '$79.99',
    mbps: '100',
    speed: '100 Mbps',
    devices: 12,
    extra: 'Streaming en HD en dos pantallas',
    recommendation: true,
  },
  {
    title: 'Satellite 150',
    price: '$99.99',
    mbps: '150',
    speed: '150 Mbps',
    devices: 15,
    extra: 'La mayor cantidad de datos prioritarios',
  },
]);

const fixedWirelessPlans = plans([
  {
    title: 'Home 5G',
    price: '$50.00',
    mbps: '133',
    speed: '72-245 Mbps',
    devices: 10,
    extra: 'Sin contrato anual',
  },
  {
    title: 'Home 5G Plus',
    price: '$60.00',
    mbps: '300',
    speed: '87-415 Mbps',
    devices: 15,
    extra: 'Punto de acceso mesh',
  },
  {
    title: 'Home 5G Max',
    price: '$70.00',
    mbps: '1000',
    speed: '133-1,000 Mbps',
    devices: 25,
    extra: 'Precio fijo por 3 años',
    recommendation: true,
  },
  {
    title: 'Home 5G + Mobile',
    price: '$85.00',
    mbps: '1000',
    speed: '133-1,000 Mbps',
    devices: 25,
    extra: 'Incluye una línea móvil',
  },
]);

const comparisonTable: TableData = {
  headers: tableHeaders({
    package: 'Paquetes',
    price: 'Precio',
    download: 'Velocidad de descarga',
    upload: 'Velocidad de subida',
  }),
  rows: internetComparisonRows(internetComparisonSeed, 'es'),
};

/** internet-details.ts's internetFeatureCards in Spanish. */
export const internetFeatureCardsEs: readonly ServiceCard[] = [
  {
    icon: 'router',
    serviceHeading: 'Gateway Wi-Fi para el hogar',
    serviceDescription: 'Un solo equipo que es módem y router, con cobertura en toda la casa.',
    bulletPoints: ['Alquiler del gateway Wi-Fi: $14 al mes', 'O use su propio módem compatible'],
  },
  {
    icon: 'hotspot',
    serviceHeading: 'Puntos de acceso Wi-Fi',
    serviceDescription: 'Siga conectado fuera de casa sin costo adicional.',
    bulletPoints: [
      'Más de 18 millones de puntos de acceso en todo el país',
      'Incluidos en la mayoría de los planes',
    ],
  },
  {
    icon: 'mobile',
    serviceHeading: 'Móvil',
    serviceDescription: 'Agregue líneas móviles a su plan de internet y ahorre en ambos.',
    bulletPoints: [
      '20% de descuento y sin cargo de instalación',
      'Usa la red de puntos de acceso donde está disponible',
    ],
  },
];

export const internetOtherServicesEs: LinkItem[] = [
  { label: 'Planes de TV', to: categoryPaths.tv },
  { label: 'Servicios de streaming', to: categoryPaths.streaming },
  { label: 'Todos los proveedores de internet', to: categoryPaths.internet },
  { label: 'Hable con un especialista', to: '/contact-us' },
];

export const internetResourcesEs: LinkItem[] = [
  {
    label: 'Proveedores de internet por tipo de conexión',
    to: `${categoryPaths.internet}#providers-by-type`,
    description: '5G / inalámbrico fijo, cable, fibra, DSL / fibra y satélite, lado a lado.',
  },
  {
    label: 'Compare proveedores de TV',
    to: `${categoryPaths.tv}#comparison`,
    description: 'Canales, tipo de TV y disponibilidad de ocho proveedores de TV.',
  },
  {
    label: 'Combine internet con streaming',
    to: `${genericDetailPath.streaming}#bundles`,
    description: 'Planes de streaming de TV en vivo con un plan de internet, con un solo precio.',
  },
  {
    label: 'Cómo tratamos sus datos',
    to: '/privacy-policy',
    description: 'Qué datos recoge el formulario de disponibilidad, y por qué.',
  },
];

function detailFaq(name: string | null, type?: InternetProvider['type']): FaqItem[] {
  return [
    {
      title: name
        ? `¿Qué velocidad de internet de ${name} necesito?`
        : '¿Qué velocidad de internet necesito?',
      description:
        type === 'satellite'
          ? 'Unos 25 Mbps alcanzan para navegar y ver un video en HD; 100 Mbps o más convienen a un hogar que ve streaming en varias pantallas. Los planes por satélite también tienen límites de datos prioritarios, así que compárelos también.'
          : 'Para una o dos personas que navegan y ven streaming, 100-300 Mbps es más que suficiente. Los hogares con muchos dispositivos, streaming en 4K o videojuegos funcionan mejor con 500 Mbps o más.',
    },
    {
      title: '¿Tengo que alquilar el gateway Wi-Fi?',
      description:
        'No. El alquiler del gateway Wi-Fi cuesta $14 al mes e incluye los reemplazos; también puede usar su propio módem y router compatibles.',
    },
    {
      title: '¿Son definitivos estos precios?',
      description:
        'Son precios mensuales de ejemplo para comparar planes. Los precios de promoción suben cuando termina la promoción; los impuestos y los cargos por equipos se cobran aparte. El precio en su dirección se confirma antes de hacer el pedido.',
    },
    {
      title: '¿Cómo sé qué planes llegan a mi dirección?',
      description:
        'Escriba su código postal arriba, o use Consultar disponibilidad y revisamos su dirección exacta.',
    },
  ];
}

const typeSubtitles: Record<InternetProvider['type'], (name: string) => string> = {
  '5g-fixed-wireless': (n) => `${n} lleva internet a su hogar por su red 5G: sin cables y fácil de instalar.`,
  cable: (n) =>
    `Internet por cable de ${n}: descargas rápidas por la línea que ya tienen la mayoría de los hogares.`,
  fiber: (n) => `${n}: internet por fibra óptica con velocidades de subida tan rápidas como las de descarga.`,
  'dsl-fiber': (n) => `${n}: fibra donde ya la ha instalado, DSL en el resto de su red.`,
  satellite: (n) => `El internet por satélite de ${n} llega a casi todas las direcciones de EE. UU.`,
};

function plansFor(p: InternetProvider): PackageCard[] {
  if (p.type === 'satellite') return satellitePlans;
  if (p.type === '5g-fixed-wireless') return fixedWirelessPlans;
  return samplePlans;
}

/** internetDetail() in Spanish: one provider's page, the generic page (no slug), or undefined if unknown. */
export function internetDetailEs(
  slug?: string,
  providers: readonly InternetProvider[] = internetProviders,
): InternetDetail | undefined {
  const button = 'Consultar disponibilidad';
  return detailBySlug(
    slug,
    providers,
    { comparison: comparisonTable },
    {
      bannerContent: banner(
        'internet',
        'Planes de internet para el hogar',
        'Internet de alta velocidad para el hogar, confiable y con Wi-Fi incluido.',
        button,
      ),
      plans: samplePlans,
      samplePlans: true,
      faqInfo: detailFaq(null),
    },
    (p) => ({
      bannerContent: banner(
        'internet',
        `Planes de internet de ${p.name}`,
        typeSubtitles[p.type](p.name),
        button,
      ),
      plans: plansFor(p),
      samplePlans: true,
      faqInfo: detailFaq(p.name, p.type),
    }),
  );
}
