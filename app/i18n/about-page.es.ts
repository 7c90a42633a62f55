// The About page in US Spanish (usted): about-page.ts's messages, key for key.
import type { AboutPageMessages } from './about-page';

export const aboutPage: AboutPageMessages = {
  title: 'Quiénes somos',
  description:
    'Quiénes somos, qué hacemos y el equipo que le ayuda a comparar proveedores de TV, internet y streaming.',
  banner: {
    eyebrow: 'Quiénes somos',
    button: 'Contáctenos',
  },
  whatWeDo: {
    eyebrow: 'Qué hacemos',
    title: 'Un solo lugar para comparar todas las formas de ver TV y conectarse',
  },
  whatWeDoCards: {
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
  storyAndMission: 'Nuestra historia y nuestra misión',
  story: { eyebrow: 'Desde 2016', title: 'Nuestra historia' },
  mission: { eyebrow: 'Lo que nos mueve', title: 'Nuestra misión' },
  achievements: {
    eyebrow: 'Logros',
    title: 'La confianza de todo el país',
  },
  achievementLabels: [
    'Usuarios en total',
    'Zonas con cobertura',
    'Me gusta en redes sociales',
    'Calificaciones de 5 estrellas',
  ],
  team: {
    eyebrow: 'Nuestro equipo',
    title: 'Las personas detrás de las respuestas',
    lead: 'Un equipo pequeño de especialistas, ingenieros y personal de atención al cliente con años de experiencia en telecomunicaciones.',
  },
  teamRoles: [
    'Directora ejecutiva',
    'Director de alianzas',
    'Líder de atención al cliente',
    'Director de ingeniería',
    'Especialista sénior en conectividad',
    'Director de marketing',
  ],
  bestProviders: {
    eyebrow: 'Los mejores proveedores',
    title: 'Proveedores que comparamos todos los días',
    lead: 'Comparaciones independientes de las marcas más importantes de TV, internet y streaming.',
  },
  bestProvidersLabel: 'Los mejores proveedores',
};
