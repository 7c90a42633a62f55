import type { ContentData } from '../contracts/content-documents.ts';
import { achievements, team } from './about.ts';

// The About page's editable copy in US Spanish (usted), part for part with about-page.ts's English.

/** Under each counter of about.ts, in its order. */
const counterLabelsEs = [
  'Usuarios en total',
  'Zonas con cobertura',
  'Me gusta en redes sociales',
  'Calificaciones de 5 estrellas',
];

/** Each team member's role, in the order of about.ts's team. */
const rolesEs = [
  'Directora ejecutiva',
  'Director de alianzas',
  'Líder de atención al cliente',
  'Director de ingeniería',
  'Especialista sénior en conectividad',
  'Director de marketing',
];

export const aboutPageEs: ContentData<'about-page'> = {
  banner: {
    title: 'Hacemos que elegir un proveedor sea sencillo',
    subTitle:
      'Un equipo independiente que ayuda a los hogares de Estados Unidos a comparar TV, internet y streaming, y a conectarse sin adivinar.',
  },
  sections: {
    whatWeDo: {
      eyebrow: 'Qué hacemos',
      title: 'Un solo lugar para comparar todas las formas de ver TV y conectarse',
    },
    story: { eyebrow: 'Desde 2016', title: 'Nuestra historia' },
    mission: { eyebrow: 'Lo que nos mueve', title: 'Nuestra misión' },
    achievements: { eyebrow: 'Logros', title: 'La confianza de todo el país' },
    team: {
      eyebrow: 'Nuestro equipo',
      title: 'Las personas detrás de las respuestas',
      lead: 'Un equipo pequeño de especialistas, ingenieros y personal de atención al cliente con años de experiencia en telecomunicaciones.',
    },
    bestProviders: {
      eyebrow: 'Los mejores proveedores',
      title: 'Proveedores que comparamos todos los días',
      lead: 'Comparaciones independientes de las marcas más importantes de TV, internet y streaming.',
    },
  },
  whatWeDo: {
    tv: {
      description: 'Comparamos canales, DVR y precios de la TV por cable, por satélite y por fibra.',
      linkLabel: 'Proveedores de TV',
    },
    internet: {
      description:
        'Buscamos los planes más rápidos en su dirección y le explicamos la letra pequeña sobre velocidades y datos.',
      linkLabel: 'Proveedores de internet',
    },
    streaming: {
      description:
        'Le ayudamos a elegir los servicios de streaming que tienen sus programas, sus deportes y sus canales locales.',
      linkLabel: 'Servicios de streaming',
    },
  },
  story: [
    'Empezamos en 2016, después de ver a amigos y familiares pasar horas en espera comparando planes que luego no estaban disponibles en su dirección. Pensamos que debía bastar con una llamada.',
    'Hoy nuestros especialistas ayudan a hogares de todos los estados a comparar proveedores lado a lado, con precios que incluyen los cargos, y a instalar el servicio en la fecha que más les convenga.',
  ].join('\n\n'),
  mission: {
    text: 'Todo hogar merece una respuesta clara y honesta a una pregunta sencilla: ¿cuál es la mejor TV e internet que puedo tener en mi dirección, por lo que quiero pagar?',
    points: ['Independiente y gratis', 'Precios con los cargos incluidos', 'Nunca vendemos sus datos'],
  },
  // The same figures and people as about.ts's: only the labels and the roles are Spanish.
  achievements: achievements.map(({ target, suffix, label }, i) => ({
    target,
    suffix,
    label: counterLabelsEs[i] ?? label,
  })),
  team: team.map((m, i) => ({ name: m.name, role: rolesEs[i] ?? m.role })),
};
