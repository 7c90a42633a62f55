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
  tvTypes: { Cable: 'Por cable', Satellite: 'Por satélite', Fiber: 'Por fibra' },
  seeAll: 'Ver todos',
  seeAllProviders: (service) => ` los proveedores de ${service}`,
  packagesLabel: 'Paquetes de internet y TV',
  durationLegend: 'Duración del plan',
  durations: { month: 'Un mes', months: 'Seis meses', year: 'Un año' },
  speedsNote:
    'Las velocidades son máximas (“hasta”) con una conexión por cable; la velocidad real puede variar.',
  plansLink:
    'Vea los planes en su código postal, con sus etiquetas de datos de banda ancha (Broadband Facts)',
  specialOffer: {
    eyebrow: 'Oferta especial',
    button: 'Suscríbase ahora',
    price: 'Oferta especial',
  },
};
