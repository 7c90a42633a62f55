import { type TvDetailWords, tvDetailsIn } from './tv-details.server.ts';

// Every TV provider's detail in US Spanish (usted): tv-details.server.ts's words, key for key, with
// the same packages, prices, speeds and channels. Server-only like the English: the route's loader
// picks it on pages under /es/ (app/routes/tv-provider.tsx), so no page's chunk carries it.

const tvType: Record<string, string> = { Cable: 'cable', Satellite: 'satélite', Fiber: 'fibra' };

const spanishTvWords: TvDetailWords = {
  headers: { package: 'Paquete', channels: 'Canales', internet: 'Velocidad de internet', price: 'Precio' },
  perMonth: '/mes',
  bundle: 'Paquete de TV + internet',
  bundleInternet: 'Hasta 300 Mbps',
  notIncluded: 'No incluido',
  channels: (count) => `${count} canales`,
  bannerTitle: (name) => `Planes y paquetes de TV de ${name}`,
  bannerButton: 'Consultar disponibilidad',
  genericFaq: (name, maxChannels) => [
    {
      title: `¿Cuántos canales puedo tener con ${name}?`,
      description: `El paquete más grande de ${name} incluye ${maxChannels} canales. Los paquetes más pequeños cuestan menos y en la mayoría de las zonas también incluyen los canales locales.`,
    },
    {
      title: `¿Está disponible la TV de ${name} en mi dirección?`,
      description:
        'Escriba su código postal arriba para ver qué proveedores dan servicio en su zona, o pídanos que revisemos su dirección exacta: la cobertura puede cambiar de una calle a otra.',
    },
    {
      title: '¿Son definitivos los precios de esta página?',
      description:
        'No. Son precios mensuales de ejemplo para comparar paquetes. Los impuestos, el equipo y los cargos por deportes regionales se cobran aparte, y el precio en su dirección se confirma antes de hacer el pedido.',
    },
    {
      title: '¿Puedo combinar la TV con internet?',
      description:
        'Sí. Las tablas por región muestran un paquete de TV + internet para las regiones Oeste, Central y Noreste; los paquetes combinados suelen costar menos que los dos servicios contratados por separado.',
    },
  ],
  xfinity: {
    subTitle: 'Elija los canales que le encantan, con 20% de descuento y sin cargo de instalación.',
    packages: [
      [
        'Choice TV',
        '$20.00',
        '75',
        '10+',
        ['Canales locales y Peacock Premium', 'Véalo en la aplicación Xfinity Stream'],
      ],
      [
        'Popular TV',
        '$50.00',
        '300',
        '125+',
        [
          'Los deportes, las noticias y los favoritos de los niños',
          'El DVR X1 graba hasta 5 programas mientras ve otro',
        ],
      ],
      [
        'Ultimate TV',
        '$68.50',
        '500',
        '185+',
        ['Todas las cadenas deportivas que ofrecemos', '5 transmisiones en casa y 3 fuera de casa'],
      ],
      [
        'Premium Choice',
        '$69.99',
        '1000',
        '200+',
        ['Más de 200 canales con cadenas premium', '20% de descuento y sin cargo de instalación'],
      ],
    ],
    faq: [
      {
        title: '¿Qué paquete de TV de Xfinity me conviene?',
        description:
          'Choice TV incluye los canales locales por $20.00 al mes; Popular TV agrega las cadenas de deportes, noticias e infantiles que ven la mayoría de los hogares; Ultimate TV y Premium Choice suman todas las cadenas deportivas y los canales premium, hasta más de 200 canales.',
      },
      {
        title: '¿Cuántos programas puede grabar el DVR X1?',
        description:
          'El DVR X1 graba hasta 5 programas mientras usted ve otro, y las grabaciones se pueden ver en la aplicación Xfinity Stream.',
      },
      {
        title: '¿En cuántos televisores y dispositivos se puede ver a la vez?',
        description: 'Hasta 5 transmisiones en casa y 3 fuera de casa con la aplicación Xfinity Stream.',
      },
      {
        title: '¿Hay cargo de instalación?',
        description:
          'Las ofertas actuales en línea incluyen 20% de descuento sin cargo de instalación. El equipo, como el gateway Wi-Fi ($14 al mes), se cobra aparte.',
      },
    ],
  },
  spectrum: {
    subTitle: 'Sin contratos anuales y con más de 200 canales en el plan más grande.',
    packages: [
      [
        'TV Select Signature',
        '$19.99',
        '100',
        '125+',
        ['Canales locales y noticias', 'Incluye la aplicación Spectrum TV'],
      ],
      [
        'TV Select Plus',
        '$24.99',
        '300',
        '150+',
        ['Agrega cadenas deportivas y locales', 'Sin contrato anual'],
      ],
      ['Mi Plan Latino', '$44.99', '500', '170+', ['Canales en español', 'Incluye DVR en la nube']],
      [
        'TV Select Premier',
        '$69.99',
        '1000',
        '200+',
        ['Más de 200 canales con cadenas premium', 'DVR en la nube ilimitado'],
      ],
    ],
  },
  sample: (p) => [
    ['TV Básica', ['Canales locales y noticias', `Véala en la aplicación de ${p.name}`]],
    ['TV Selecta', ['Los deportes, las noticias y los favoritos de los niños', 'Incluye DVR en la nube']],
    ['TV Preferida', ['Cadenas deportivas regionales', 'Grabe varios programas a la vez']],
    ['TV Total', [`Los ${p.maxChannels} canales que indicamos para ${p.name}`, 'Incluye cadenas premium']],
  ],
  sampleSubTitles: {
    directv: 'TV por satélite en cualquier lugar de EE. UU., con paquetes deportivos y el DVR Genie.',
    dish: 'TV por satélite con precio garantizado por 2 años y el DVR Hopper.',
    cox: 'Contour TV con control remoto por voz y paquetes combinados con el internet de Cox.',
    optimum: 'TV por cable con DVR en la nube y sin contrato anual.',
    fios: 'TV por fibra óptica con hasta 350+ canales y un DVR para varias habitaciones.',
  },
  genericSubTitle: (p) =>
    `Paquetes de TV por ${tvType[p.tvType] ?? p.tvType} con hasta ${p.maxChannels} canales.`,
  promotion: {
    xfinityAlt: 'Promoción de Xfinity TV: 20% de descuento y sin cargo de instalación',
    alt: (name) => `Promoción de la TV de ${name}: ofertas actuales en línea`,
    xfinityHeading: '20% de descuento y sin cargo de instalación',
    heading: (name) => `Las ofertas actuales de ${name}, revisadas por nosotros`,
    text: (name) =>
      `Contrate la TV de ${name} con nosotros y le aplicamos todas las ofertas actuales en línea. Un especialista confirma el precio final en su dirección antes de hacer cualquier pedido.`,
  },
  dvr: {
    xfinityName: 'Decodificador con DVR X1',
    name: (name) => `Decodificador con DVR de ${name}`,
    description: 'Grabe, pause y retroceda la TV en vivo en todos los televisores de la casa.',
    xfinityRecords: 'Graba hasta 5 programas mientras usted ve otro',
    records: 'Graba varios programas a la vez',
    bullets: [
      'Control remoto por voz para buscar programas por nombre',
      'Las grabaciones se ven en la aplicación',
    ],
  },
  app: {
    name: (name) => `Aplicación de streaming de ${name}`,
    description: 'Sus canales en vivo y sus grabaciones en teléfonos, tabletas y televisores inteligentes.',
    xfinityStreams: '5 transmisiones en casa y 3 fuera de casa',
    streams: 'Véala en casa y fuera de casa',
    bullets: ['Descargue grabaciones para verlas sin conexión', 'Incluida con todos los paquetes de TV'],
  },
};

const spanish = tvDetailsIn(spanishTvWords);

/** tvProviderDetail() in Spanish. */
export const tvProviderDetailEs = spanish.detail;

/** tvProviderExtras() in Spanish. */
export const tvProviderExtrasEs = spanish.extras;

/** tvDetailWithPackages() in Spanish. */
export const tvDetailWithPackagesEs = spanish.withPackages;
