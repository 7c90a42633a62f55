import type { ContentData } from '../contracts/content-documents.ts';
import { homePackages } from './packages.ts';
import { testimonials } from './testimonials.ts';

/** Each home package card's ticked lines in Spanish, in the order of packages.ts. */
const packageLinesEs = [
  [
    'Ideal para navegar, el correo electrónico y el streaming en HD',
    'Router Wi-Fi incluido',
    'Sin contrato anual',
  ],
  ['Más de 125 canales en vivo', 'DVR en la nube con 50 horas', 'Véalo en la aplicación en casa'],
  ['Más de 200 canales en vivo', 'Wi-Fi rápido en toda la casa', 'Instalación gratis'],
  ['Todos los canales premium', 'DVR en la nube ilimitado', 'Extensor Wi-Fi incluido'],
];

// The home page's editable copy in US Spanish (usted), item for item with home-page.ts's English.
// Names and cities are the same people's.

const sayings = [
  'No sabía que había fibra en mi calle. El especialista encontró un plan más rápido y $20 al mes más barato que el que tenía.',
  'Mudarse ya es bastante estresante. Con una sola llamada, mi internet y mi TV quedaron programados para el día después de recibir las llaves.',
  'Las tablas de comparación fueron honestas sobre los cargos. Ninguna sorpresa en la primera factura, algo que nunca me había pasado.',
  'Cancelamos el cable y elegimos un servicio de streaming de TV en vivo. Nos explicaron cuál tenía nuestros canales locales.',
  'Amables, rápidos y sin presiones. Comparé tres proveedores en diez minutos y elegí el que me convenía.',
  'Las opciones de internet en zonas rurales son confusas. Me explicaron el internet por satélite y el 5G para el hogar, y elegí 5G.',
];

export const homePageEs: ContentData<'home-page'> = {
  banner: {
    title: 'Compare planes de TV, internet y streaming cerca de usted',
    subTitle:
      'Vea los proveedores que dan servicio en su dirección, compare planes reales lado a lado y deje que un especialista se encargue de todo. Gratis y sin presiones.',
  },
  sections: {
    services: {
      eyebrow: 'Nuestros servicios',
      title: 'Todo lo que su hogar necesita para estar conectado',
      lead: 'Compare los tres servicios que más buscan los hogares, con los proveedores que dan servicio en su zona.',
    },
    topProviders: {
      eyebrow: 'Proveedores destacados',
      title: 'Los proveedores que más se comparan',
      lead: 'Empiece por los nombres más populares de cada categoría, o véalos todos.',
    },
    packages: {
      eyebrow: 'Paquetes',
      title: 'Elija la velocidad adecuada para su hogar',
      lead: 'Cuatro paquetes populares. Elija por cuánto tiempo quiere el plan; el precio mensual no cambia.',
    },
    whyChooseUs: {
      eyebrow: 'Por qué elegirnos',
      title: 'Por qué los hogares nos eligen',
      lead: 'Somos un servicio de comparación independiente. Le mostramos lo que de verdad está disponible en su dirección, y nos pagan los proveedores, nunca usted.',
    },
    testimonials: { eyebrow: 'Opiniones', title: 'Lo que dicen nuestros clientes' },
    faq: {
      eyebrow: 'Preguntas frecuentes',
      title: 'Lo que más nos preguntan',
      lead: '¿Algo más? Llámenos al {phone}, {hours}.',
    },
  },
  whyChooseUs: {
    points: [
      {
        heading: 'Cobertura en su dirección',
        description:
          'Revisamos los proveedores que de verdad dan servicio en su calle, no solo en su estado.',
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
    figures: [
      { value: '30+', label: 'proveedores comparados' },
      { value: '7 días', label: 'de atención a la semana' },
      { value: '$0', label: 'de costo para usted' },
    ],
  },
  // The same packages and prices; their names are product names, their lines in Spanish.
  packages: homePackages.map((p, i) => ({ ...p, packageDescription: packageLinesEs[i] ?? [] })),
  specialOffer: {
    title: 'TV en línea ilimitada con router WiFi gratis incluido',
    description:
      'Combine TV e internet este mes y vea TV en vivo en todas las pantallas de su casa. El router está incluido sin costo adicional mientras mantenga el paquete.',
    points: ['TV en línea ilimitada', 'Router WiFi gratis incluido', 'Sin cargo de instalación en paquetes'],
    note: 'Oferta de ejemplo. La disponibilidad y las condiciones varían según la dirección y el proveedor.',
  },
  testimonials: testimonials.map(({ name, city }, i) => ({ text: sayings[i] ?? '', name, city })),
  faqs: [
    {
      question: '¿Cómo sé qué proveedores dan servicio en mi dirección?',
      answer: `Escriba su código postal o llámenos al {phone}. El código postal nos dice qué proveedores podrían estar disponibles; luego un especialista revisa su dirección exacta, porque el servicio puede cambiar de una calle a otra.`,
    },
    {
      question: '¿Cuesta algo usar este servicio?',
      answer:
        'No. Comparar planes y hablar con un especialista es gratis. Los proveedores nos pagan cuando usted contrata a través de nosotros, y eso nunca cambia el precio que usted paga.',
    },
    {
      question: '¿Puedo combinar TV e internet en un paquete?',
      answer:
        'Sí. La mayoría de los proveedores de cable y fibra ofrecen descuentos en los paquetes de TV e internet. Le mostramos lado a lado el precio del paquete y el de cada servicio por separado, para que vea si el paquete de verdad le ahorra dinero.',
    },
    {
      question: '¿Cuándo puedo hablar con un especialista?',
      answer: `Nuestro equipo atiende llamadas y mensajes {hours}. Envíenos un mensaje cuando quiera y le responderemos dentro de ese horario.`,
    },
  ],
};
