import type { FaqItem } from '../contracts/content.ts';
import { streamingConstants } from './providers/streaming.ts';

// The listing pages' questions in Spanish (/es/service/tv, /es/service/internet, /es/service/streaming):
// the seed of their `listing-page` documents (content/listing-pages.ts), as the pages have said them.

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
