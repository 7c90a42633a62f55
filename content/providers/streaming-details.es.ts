import type {
  FaqItem,
  PackageCard,
  StreamingDetail,
  StreamingProvider,
  TableData,
} from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { banner, detailBySlug, tableHeaders } from '../base/blocks.ts';
import { checkAvailability, streamingBundleRows, streamingPackageRows } from '../base/tables.ts';
import { streamingConstants, streamingProviders } from './streaming.ts';

// The streaming detail pages' content in US Spanish (usted): streaming-details.ts's, with the same
// plans, prices and speeds (content/providers/details-es.test.ts compares them). Only the route's
// loader reads it, on pages under /es/ (app/routes/streaming-detail.tsx), so no chunk carries it.

/** streaming-details.ts's streamingTables in Spanish: the same plans, prices and speeds. */
export const streamingTablesEs: Omit<ContentData<'streaming-pages'>, 'sections'> = {
  packages: [
    {
      package: 'Plan de TV en vivo',
      price: streamingConstants.livePrice,
      channels: streamingConstants.liveChannels,
      streams: streamingConstants.streams,
      dvr: 'Ilimitado por 9 meses',
    },
    {
      package: 'Plan en español',
      price: streamingConstants.spanishPrice,
      channels: '35+',
      streams: streamingConstants.streams,
      dvr: 'Ilimitado por 9 meses',
    },
  ],
  bundles: [
    {
      bundle: 'Plan en español + Connect Basic',
      price: '$49.99',
      download: '150 Mbps',
      includes: '35+ canales en vivo, 3 transmisiones',
    },
    {
      bundle: 'TV en vivo + Connect Extra',
      price: '$89.99',
      download: '100-300 Mbps',
      includes: '85-100+ canales en vivo, DVR en la nube ilimitado',
    },
    {
      bundle: 'TV en vivo + Connect Gigabit',
      price: '$109.99',
      download: '1,200 Mbps',
      includes: '85-100+ canales en vivo, 4K donde se ofrece',
    },
  ],
};

const packagesTable: TableData = {
  headers: tableHeaders({
    package: 'Paquetes',
    price: 'Precio',
    channels: 'Canales en vivo',
    streams: 'Transmisiones',
    dvr: 'DVR en la nube',
    action: 'Disponibilidad',
  }),
  rows: streamingPackageRows(streamingTablesEs.packages, 'es'),
};

const bundlesTable: TableData = {
  headers: tableHeaders({
    bundle: 'Paquete',
    price: 'Precio',
    download: 'Velocidad de internet',
    includes: 'Incluye',
  }),
  rows: streamingBundleRows(streamingTablesEs.bundles, 'es'),
};

function card(
  packageTitle: string,
  price: string,
  mbps: string,
  packageDescription: string[],
  recommendation = false,
): PackageCard {
  return { mbps, packageTitle, packageDescription, price, planDuration: 'month', recommendation };
}

const threeStreams = '3 transmisiones a la vez';
const cloudDvr = 'DVR en la nube ilimitado por 9 meses';

const livePlans: PackageCard[] = [
  card('Plan en español', streamingConstants.spanishPrice, '25', [
    '35+ canales en vivo en español',
    threeStreams,
    cloudDvr,
  ]),
  card(
    'TV en vivo',
    streamingConstants.livePrice,
    '50',
    ['85-100+ canales en vivo', threeStreams, cloudDvr],
    true,
  ),
  card('TV en vivo + Deportes', '$84.99', '50', [
    'Más de 100 canales en vivo con cadenas deportivas',
    threeStreams,
    cloudDvr,
  ]),
  card('TV en vivo + 4K', '$94.99', '100', [
    'Más de 100 canales en vivo, 4K donde se ofrece',
    'Transmisiones ilimitadas en casa',
    cloudDvr,
  ]),
];

const onDemandPlans: PackageCard[] = [
  card('Básico con anuncios', '$7.99', '25', [
    'Todo el catálogo con anuncios cortos',
    'HD en 2 pantallas a la vez',
  ]),
  card(
    'Estándar',
    '$15.49',
    '25',
    ['Sin anuncios', 'HD en 2 pantallas a la vez', 'Descargas en 2 dispositivos'],
    true,
  ),
  card('Premium', '$22.99', '50', [
    'Sin anuncios, 4K HDR',
    '4 pantallas a la vez',
    'Descargas en 6 dispositivos',
  ]),
  card('Premium + TV en vivo', '$89.99', '100', [
    'Premium más 85-100+ canales en vivo',
    '3 transmisiones en vivo a la vez',
    cloudDvr,
  ]),
];

function detailFaq(name: string | null): FaqItem[] {
  return [
    {
      title: name
        ? `¿Qué velocidad de internet necesito para ${name}?`
        : '¿Qué velocidad de internet necesito para el streaming?',
      description:
        'Unos 25 Mbps por cada transmisión en HD y 50 Mbps o más para 4K. Con 3 transmisiones a la vez, un plan de 100-300 Mbps deja espacio para todo lo demás.',
    },
    {
      title: name
        ? `¿En cuántas pantallas se puede ver ${name} a la vez?`
        : '¿En cuántas pantallas se puede ver un servicio de streaming de TV en vivo a la vez?',
      description:
        'Los planes de TV en vivo de esta página incluyen 3 transmisiones a la vez; los planes a la carta permiten de 2 a 4 pantallas según el nivel.',
    },
    {
      title: '¿Cómo funciona el DVR en la nube?',
      description:
        'Grabe todos los programas que quiera; las grabaciones se guardan 9 meses y se pueden ver en cualquier dispositivo con su cuenta iniciada.',
    },
    {
      title: '¿Son definitivos estos precios?',
      description:
        'Son precios mensuales de ejemplo para comparar planes. Los impuestos y el equipo, si lo hay, se cobran aparte, y los precios pueden cambiar; el servicio confirma el precio cuando usted se suscribe.',
    },
  ];
}

function subTitleFor(p: StreamingProvider): string {
  return p.kind === 'live'
    ? `${p.name}: ${streamingConstants.liveChannels} canales en vivo, 3 transmisiones y DVR en la nube ilimitado.`
    : `${p.name}: películas y series a la carta, en todas sus pantallas.`;
}

/** streamingDetail() in Spanish: one service's page, the generic page (no slug), or undefined if unknown. */
export function streamingDetailEs(
  slug?: string,
  providers: readonly StreamingProvider[] = streamingProviders,
): StreamingDetail | undefined {
  return detailBySlug(
    slug,
    providers,
    { packagesTable, bundlesTable, samplePlans: true },
    {
      bannerContent: banner(
        'streaming',
        'Planes de streaming de TV en vivo',
        `${streamingConstants.liveChannels} canales en vivo por ${streamingConstants.livePrice.replace('.00', '')} al mes, sin decodificador de cable.`,
        checkAvailability.es,
      ),
      plans: livePlans,
      faqInfo: detailFaq(null),
    },
    (p) => ({
      bannerContent: banner(
        'streaming',
        `Planes y precios de ${p.name}`,
        subTitleFor(p),
        checkAvailability.es,
      ),
      plans: p.kind === 'live' ? livePlans : onDemandPlans,
      faqInfo: detailFaq(p.name),
    }),
  );
}
