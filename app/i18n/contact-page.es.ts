// The contact page in US Spanish (usted): contact-page.ts's messages, key for key.
import type { ContactPageMessages } from './contact-page';

export const contactPage: ContactPageMessages = {
  title: 'Contáctenos',
  description:
    'Llame, escríbanos un correo electrónico o envíenos un mensaje: nuestros especialistas le atienden todos los días.',
  banner: {
    eyebrow: 'Contáctenos',
    button: 'Envíenos un mensaje',
    call: (phone) => `Llame al ${phone}`,
  },
  officeAddress: 'Dirección de la oficina',
  phone: 'Teléfono',
  sales: 'Ventas',
  support: 'Atención al cliente',
  email: 'Correo electrónico',
  openingHours: 'Horario de atención',
  needHelp: { button: 'Chatee con nosotros' },
  privacyBefore: 'Usamos sus datos solo para responderle. Consulte nuestra',
  privacyLink: 'política de privacidad',
  map: {
    title: (label) => `Mapa: ${label}`,
    show: 'Mostrar mapa',
    loadsFrom: 'Carga un mapa de OpenStreetMap.',
    open: 'Abrir en OpenStreetMap',
    opensInNewTab: ' (se abre en una pestaña nueva)',
  },
};
