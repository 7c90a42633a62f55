// The home page in US Spanish (usted): home-page.ts's messages, key for key.
import type { HomePageMessages } from './home-page';

export const homePage: HomePageMessages = {
  title: 'Compare planes de TV, internet y streaming',
  description:
    'Compare proveedores y planes de TV, internet de alta velocidad y streaming cerca de usted, consulte la cobertura en su dirección y reciba una llamada gratis.',
  banner: {
    eyebrow: 'Comparación gratuita e independiente',
    button: 'Hable con un especialista',
    call: (phone) => `Llame al ${phone}`,
  },
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Todo lo que su hogar necesita para estar conectado',
    lead: 'Compare los tres servicios que más buscan los hogares, con los proveedores que dan servicio en su zona.',
  },
  serviceCards: {
    tv: {
      description:
        'TV por cable, por satélite y por fibra con los canales que usted ve, desde las noticias locales hasta los deportes en vivo.',
      linkLabel: 'Comparar proveedores de TV',
    },
    internet: {
      description:
        'Internet de alta velocidad por fibra, cable, 5G para el hogar y satélite. Encuentre la velocidad más alta disponible en su dirección.',
      linkLabel: 'Comparar proveedores de internet',
    },
    streaming: {
      description:
        'Servicios de streaming a la carta y de TV en vivo, comparados por precio, canales y pantallas a la vez.',
      linkLabel: 'Comparar servicios de streaming',
    },
  },
  topProviders: {
    eyebrow: 'Proveedores destacados',
    title: 'Los proveedores que más se comparan',
    lead: 'Empiece por los nombres más populares de cada categoría, o véalos todos.',
  },
  tvTypes: { Cable: 'Por cable', Satellite: 'Por satélite', Fiber: 'Por fibra' },
  seeAll: 'Ver todos',
  seeAllProviders: (service) => ` los proveedores de ${service}`,
  packages: {
    eyebrow: 'Paquetes',
    title: 'Elija la velocidad adecuada para su hogar',
    lead: 'Cuatro paquetes populares. Elija por cuánto tiempo quiere el plan; el precio mensual no cambia.',
  },
  packagesLabel: 'Paquetes de internet y TV',
  durationLegend: 'Duración del plan',
  durations: { month: 'Un mes', months: 'Seis meses', year: 'Un año' },
  packagePoints: [
    [
      'Ideal para navegar, el correo electrónico y el streaming en HD',
      'Router Wi-Fi incluido',
      'Sin contrato anual',
    ],
    ['Más de 125 canales en vivo', 'DVR en la nube con 50 horas', 'Véalo en la aplicación en casa'],
    ['Más de 200 canales en vivo', 'Wi-Fi rápido en toda la casa', 'Instalación gratis'],
    ['Todos los canales premium', 'DVR en la nube ilimitado', 'Extensor Wi-Fi incluido'],
  ],
  speedsNote:
    'Las velocidades son máximas (“hasta”) con una conexión por cable; la velocidad real puede variar.',
  plansLink:
    'Vea los planes en su código postal, con sus etiquetas de datos de banda ancha (Broadband Facts)',
  whyChooseUs: {
    eyebrow: 'Por qué elegirnos',
    title: 'Por qué los hogares nos eligen',
    lead: 'Somos un servicio de comparación independiente. Le mostramos lo que de verdad está disponible en su dirección, y nos pagan los proveedores, nunca usted.',
  },
  whyPoints: [
    {
      heading: 'Cobertura en su dirección',
      description: 'Revisamos los proveedores que de verdad dan servicio en su calle, no solo en su estado.',
    },
    {
      heading: 'Precios honestos',
      description:
        'Precios mensuales con los cargos y los periodos de promoción explicados antes de que usted decida.',
    },
    {
      heading: 'Especialistas de verdad',
      description:
        'Especialistas en Estados Unidos le atienden los siete días de la semana y tramitan el pedido por usted.',
    },
    {
      heading: 'Sus datos, privados',
      description: 'Usamos sus datos solo para responder a su solicitud. Nunca los vendemos.',
    },
  ],
  stats: [
    { value: '30+', label: 'proveedores comparados' },
    { value: '7 días', label: 'de atención a la semana' },
    { value: '$0', label: 'de costo para usted' },
  ],
  specialOffer: {
    eyebrow: 'Oferta especial',
    button: 'Suscríbase ahora',
    price: 'Oferta especial',
  },
  testimonials: { eyebrow: 'Opiniones', title: 'Lo que dicen nuestros clientes' },
  faq: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que más nos preguntan',
    lead: (phone, hours) => `¿Algo más? Llámenos al ${phone}, ${hours}.`,
  },
};
