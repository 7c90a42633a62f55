// The sitemap page in US Spanish (usted): sitemap-page.ts's messages, key for key.
import type { SitemapPageMessages } from './sitemap-page';

export const sitemapPage: SitemapPageMessages = {
  title: 'Mapa del sitio',
  description: 'Todas las páginas del sitio de un vistazo.',
  banner: {
    eyebrow: 'Mapa del sitio',
    title: 'Todas las páginas de un vistazo',
    subTitle:
      'El inicio, nuestras guías de TV, internet y streaming para cada proveedor, y todo sobre nosotros.',
  },
  navLabel: 'Mapa del sitio',
  home: 'Inicio',
  branches: {
    tv: 'TV',
    internet: 'Internet',
    streaming: 'Streaming',
    about: 'Quiénes somos',
  },
};
