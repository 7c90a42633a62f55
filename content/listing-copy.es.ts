import type { FaqItem } from '../contracts/content.ts';
import type { ProvidersNearYouContent, Testimonial } from './base/ui.ts';
import type { SectionWords } from './listing-copy.ts';
import { streamingConstants } from './providers/streaming.ts';

// The listing pages' questions, testimonials and "near you" bands in Spanish (/es/service/tv, /es/service/internet,
// /es/service/streaming): the seed of their `listing-page` documents (content/listing-pages.ts),
// as the pages have said them.

/** listing-copy.ts's section headings in Spanish. */
export const tvSectionsEs: SectionWords[] = [
  {
    eyebrow: 'Proveedores de TV',
    title: 'Elija un proveedor de TV',
    lead: 'Ocho proveedores de TV, de 190+ a 350+ canales. Elija uno para ver sus paquetes y precios.',
  },
  {
    eyebrow: 'Canales',
    title: 'Guía de canales completa',
    lead: 'Vea los paquetes de cada proveedor y los canales que incluyen.',
  },
  {
    eyebrow: 'Compare',
    title: 'Comparación de proveedores de TV',
    lead: 'Cantidad máxima de canales, tipo de TV y dónde vende cada proveedor su servicio de TV.',
  },
  {
    eyebrow: 'Streaming',
    title: '¿Prefiere el streaming?',
    lead: 'Servicios de streaming de TV en vivo y a la carta, sin decodificador de cable.',
  },
];
export const internetSectionsEs: SectionWords[] = [
  {
    eyebrow: 'Proveedores de internet',
    title: 'Elija un proveedor de internet',
    lead: 'Catorce proveedores de internet por tipo de conexión. Elija uno para ver sus planes y velocidades.',
  },
  {
    eyebrow: 'Por tipo de conexión',
    title: 'Proveedores por tipo de internet',
    lead: 'La forma en que la conexión llega a su hogar decide las velocidades que puede obtener.',
  },
];
export const streamingSectionsEs: SectionWords[] = [
  {
    eyebrow: 'Streaming a la carta',
    title: 'Servicios de streaming a la carta',
    lead: 'Películas y series cuando usted quiera.',
  },
  {
    eyebrow: 'TV en vivo por streaming',
    title: 'Servicios de TV en vivo por streaming',
    lead: 'Canales en vivo por su conexión a internet, con DVR en la nube.',
  },
];

export const tvFaqTitleEs = 'Preguntas sobre TV';
export const tvFaqEs: FaqItem[] = [
  {
    title: '¿Cuál es la diferencia entre la TV por cable, por satélite y por fibra?',
    description:
      'La TV por cable llega por la línea coaxial que ya tienen la mayoría de los hogares; la TV por satélite necesita una antena parabólica y funciona casi en cualquier lugar; la TV por fibra usa una línea de fibra óptica y por lo general viene en paquete con internet por fibra.',
  },
  {
    title: '¿Cuántos canales necesito en realidad?',
    description:
      'La mayoría de los hogares ve menos de 20 canales con regularidad. Empiece por los canales que ve y elija el paquete más pequeño que los tenga; aquí los proveedores van de 190+ a 350+ canales en su paquete más completo.',
  },
  {
    title: '¿Qué proveedores de TV hay en mi dirección?',
    description:
      'La cobertura depende de su dirección exacta. Use Verificar cobertura y le diremos qué proveedores dan servicio en ella.',
  },
  {
    title: '¿Cobran por su ayuda?',
    description: 'No. Comparar planes y verificar la cobertura con nosotros es gratis.',
  },
];

export const internetFaqTitleEs = 'Preguntas sobre internet';
export const internetFaqEs: FaqItem[] = [
  {
    title: '¿Qué tipo de internet es el más rápido?',
    description:
      'La fibra suele ser la más rápida y tiene las subidas más rápidas; el cable se le acerca en las descargas. El 5G y la conexión inalámbrica fija dependen de la señal, y el satélite llega a más lugares.',
  },
  {
    title: '¿Puedo tener internet donde vivo si no hay cable ni fibra?',
    description:
      'Casi siempre: el internet por satélite da servicio en casi todas las direcciones de EE. UU., y el internet 5G para el hogar sigue creciendo.',
  },
  {
    title: '¿Cuánto cuesta el gateway Wi-Fi?',
    description:
      'Alquilar un gateway Wi-Fi cuesta $14 al mes con la mayoría de los proveedores; también puede comprar uno propio.',
  },
  {
    title: '¿Cobran por verificar la cobertura?',
    description: 'No. Verificar lo que hay disponible en su dirección es gratis.',
  },
];

export const streamingFaqTitleEs = 'Preguntas sobre streaming';
export const streamingFaqEs: FaqItem[] = [
  {
    title: '¿Cuál es la diferencia entre el streaming a la carta y la TV en vivo por streaming?',
    description:
      'Los servicios a la carta le permiten elegir películas y series de un catálogo. La TV en vivo por streaming transmite canales en vivo, como el cable, por su conexión a internet.',
  },
  {
    title: '¿Puede la TV en vivo por streaming reemplazar al cable?',
    description: `Para la mayoría de los hogares, sí: los planes de TV en vivo tienen ${streamingConstants.liveChannels} canales, con las cadenas locales en la mayoría de las zonas, y DVR en la nube.`,
  },
  {
    title: '¿Hay un plan en español?',
    description: `Sí, un plan en español cuesta ${streamingConstants.spanishPrice} al mes, con 3 pantallas a la vez y DVR en la nube.`,
  },
  {
    title: '¿Necesito un contrato?',
    description: 'No. Los servicios de streaming son mes a mes; puede cancelar cuando quiera.',
  },
];

export const tvTestimonialsEs: Testimonial[] = [
  {
    text: 'No sabía que dos compañías de cable daban servicio en mi calle. Compararon las dos y ahorré con los mismos canales.',
    name: 'Maria G.',
    city: 'Phoenix, AZ',
  },
  {
    text: 'La tabla comparativa me dejó ver fácilmente qué plan satelital tenía los canales de deportes que quería.',
    name: 'Derek W.',
    city: 'Boise, ID',
  },
  {
    text: 'Una llamada rápida, precios claros, y el técnico vino dos días después. Sin sorpresas en la primera factura.',
    name: 'Priya S.',
    city: 'Columbus, OH',
  },
  {
    text: 'Me dijeron desde el principio qué cargos eran aparte. Por esa honestidad hice el pedido con ellos.',
    name: 'James T.',
    city: 'Richmond, VA',
  },
];

export const internetTestimonialsEs: Testimonial[] = [
  {
    text: 'Pagaba por un gigabit que nunca usaba. Me pasaron a un plan de 300 Mbps y mi factura bajó.',
    name: 'Kevin L.',
    city: 'Austin, TX',
  },
  {
    text: 'La fibra acababa de llegar a nuestra calle y ellos fueron los primeros en decírmelo. Por fin las subidas son rápidas.',
    name: 'Hannah R.',
    city: 'Kansas City, MO',
  },
  {
    text: 'En el campo solo teníamos satélite y 5G. Nos explicaron con claridad los límites de datos.',
    name: 'Tom B.',
    city: 'Bozeman, MT',
  },
  {
    text: 'Precios claros, con el cargo por el equipo bien indicado. Hacer el pedido me llevó una llamada.',
    name: 'Alicia M.',
    city: 'Tampa, FL',
  },
];

export const streamingTestimonialsEs: Testimonial[] = [
  {
    text: 'Dejamos el cable y conservamos todos los canales que veíamos. El plan de TV en vivo cuesta menos y el DVR es ilimitado.',
    name: 'Robert K.',
    city: 'Sacramento, CA',
  },
  {
    text: 'Mis padres querían canales en español. El plan en español era justo lo que necesitaban, y barato.',
    name: 'Lucia F.',
    city: 'San Antonio, TX',
  },
  {
    text: 'Antes de contratar, verificaron que mi velocidad de internet alcanzaba para 4K. Muy atentos.',
    name: 'Ben O.',
    city: 'Portland, OR',
  },
  {
    text: 'La tabla de paquetes me mostró internet más TV en vivo por menos de lo que pagaba de cable.',
    name: 'Grace H.',
    city: 'Charlotte, NC',
  },
];

/** Each listing page's "providers near you" band in Spanish (listing-pages.ts's seed). */
export const tvNearYouEs: ProvidersNearYouContent = {
  heading: 'Proveedores de TV cerca de usted',
  subHeading:
    'Díganos dónde vive y un especialista verifica qué proveedores de TV dan servicio en su dirección.',
};
export const internetNearYouEs: ProvidersNearYouContent = {
  heading: 'Proveedores de internet cerca de usted',
  subHeading: 'Denos su dirección y le diremos qué proveedores y velocidades llegan a ella.',
};
export const streamingNearYouEs: ProvidersNearYouContent = {
  heading: 'Streaming e internet cerca de usted',
  subHeading:
    'El streaming necesita un internet estable. Verificamos qué proveedores y velocidades llegan a su dirección.',
};
