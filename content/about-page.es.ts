import type { ContentData } from '../contracts/content-documents.ts';

// The About page's editable copy in US Spanish (usted), part for part with about-page.ts's English.

export const aboutPageEs: ContentData<'about-page'> = {
  banner: {
    title: 'Hacemos que elegir un proveedor sea sencillo',
    subTitle:
      'Un equipo independiente que ayuda a los hogares de Estados Unidos a comparar TV, internet y streaming, y a conectarse sin adivinar.',
  },
  story: [
    'Empezamos en 2016, después de ver a amigos y familiares pasar horas en espera comparando planes que luego no estaban disponibles en su dirección. Pensamos que debía bastar con una llamada.',
    'Hoy nuestros especialistas ayudan a hogares de todos los estados a comparar proveedores lado a lado, con precios que incluyen los cargos, y a instalar el servicio en la fecha que más les convenga.',
  ].join('\n\n'),
  mission: {
    text: 'Todo hogar merece una respuesta clara y honesta a una pregunta sencilla: ¿cuál es la mejor TV e internet que puedo tener en mi dirección, por lo que quiero pagar?',
    points: ['Independiente y gratis', 'Precios con los cargos incluidos', 'Nunca vendemos sus datos'],
  },
};
