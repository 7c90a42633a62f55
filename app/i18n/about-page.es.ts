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
  storyAndMission: 'Nuestra historia y nuestra misión',
  bestProvidersLabel: 'Los mejores proveedores',
};
