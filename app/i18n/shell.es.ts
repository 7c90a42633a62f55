// The page's frame in US Spanish (usted): shell.ts's messages, key for key. Terms used across the
// site: "proveedor" (provider), "internet de alta velocidad", "cobertura" (availability), "plan".
import { categoryPaths, genericDetailPath } from '../../content/base/paths.ts';
import { privacyChoicesPath } from '../../content/privacy-choices.ts';
import { site } from '../../content/site.ts';
import type { ShellMessages } from './shell';

export const shell: ShellMessages = {
  skipToContent: 'Ir al contenido',
  mainNavigation: 'Principal',
  mobileNavigation: 'Menú móvil',
  call: 'Llame al',
  callNumber: (phone) => `Llame al ${phone}`,
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menu: {
    // The services keep the words Spanish speakers in the US use for them.
    tv: 'TV',
    internet: 'Internet',
    streaming: 'Streaming',
    allTv: 'Todos los proveedores de TV',
    allInternet: 'Todos los proveedores de internet',
    allStreaming: 'Todos los servicios de streaming',
    compareInternet: 'Comparar planes de internet',
    planFinder: 'Planes en su código postal',
    speedCalculator: '¿Cuánta velocidad necesito?',
    compareStreaming: 'Comparar planes de streaming',
    whatToWatch: 'Qué ver',
    contact: 'Contáctenos',
  },
  homeLink: `Inicio de ${site.name}`,
  description:
    'Compare proveedores y planes de TV, internet de alta velocidad y streaming, vea la cobertura en su dirección y hable gratis con un especialista.',
  socialMedia: 'Redes sociales',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  company: 'Empresa',
  services: 'Servicios',
  contact: 'Contacto',
  tollFree: '(llamada gratuita)',
  hours: 'De lunes a domingo, de 7 a. m. a 11 p. m. (hora del Este)',
  companyLinks: [
    { label: 'Mapa del sitio', to: '/sitemap' },
    { label: 'Inicio', to: '/' },
    { label: 'Quiénes somos', to: '/about-us' },
    { label: 'Contáctenos', to: '/contact-us' },
    { label: 'Términos y condiciones', to: '/terms-conditions' },
    { label: 'Política de privacidad', to: '/privacy-policy' },
    { label: 'Sus opciones de privacidad', to: privacyChoicesPath },
  ],
  serviceLinks: [
    { label: 'Proveedores de TV', to: categoryPaths.tv },
    { label: 'Proveedores de internet', to: categoryPaths.internet },
    { label: 'Planes de internet', to: genericDetailPath.internet },
    { label: 'Servicios de streaming', to: categoryPaths.streaming },
    { label: 'Planes de streaming', to: genericDetailPath.streaming },
  ],
  rights: (legalName, name) =>
    `${legalName} Todos los derechos reservados. Los nombres de los proveedores son marcas comerciales de sus respectivos dueños; ${name} es un servicio de comparación independiente.`,
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que busca no existe.',
  errorTitle: 'Algo salió mal',
  errorText: 'Vuelva a cargar la página. Si el problema continúa, llámenos y le ayudaremos.',
  backHome: 'Volver a la página de inicio',
};
