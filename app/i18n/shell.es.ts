// The page's frame in US Spanish (usted): shell.ts's messages, key for key. Terms used across the
// site: "proveedor" (provider), "internet de alta velocidad", "cobertura" (availability), "plan".
import { site } from '../../content/site.ts';
import { shell as english, type ShellMessages } from './shell';

type Links = ShellMessages['companyLinks'];

/** English's links (the same pages, in the same order) with the Spanish words, one for each. */
function relabel(links: Links, labels: readonly string[]): Links {
  if (labels.length !== links.length) throw new Error(`${labels.length} words for ${links.length} links`);
  return links.map((link, i) => ({ ...link, label: labels[i] ?? link.label }));
}

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
  companyLinks: relabel(english.companyLinks, [
    'Mapa del sitio',
    'Inicio',
    'Quiénes somos',
    'Contáctenos',
    'Términos y condiciones',
    'Política de privacidad',
    'Sus opciones de privacidad',
  ]),
  serviceLinks: relabel(english.serviceLinks, [
    'Proveedores de TV',
    'Proveedores de internet',
    'Planes de internet',
    'Servicios de streaming',
    'Planes de streaming',
  ]),
  rights: (legalName, name) =>
    `${legalName} Todos los derechos reservados. Los nombres de los proveedores son marcas comerciales de sus respectivos dueños; ${name} es un servicio de comparación independiente.`,
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que busca no existe.',
  errorTitle: 'Algo salió mal',
  errorText: 'Vuelva a cargar la página. Si el problema continúa, llámenos y le ayudaremos.',
  backHome: 'Volver a la página de inicio',
};
