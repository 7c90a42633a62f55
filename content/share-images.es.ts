// The share previews of the Spanish pages (issue 37): the same page types as share-images.ts, their
// words in US Spanish, drawn into /share/es/{kind}.png by the build (scripts/share-images.ts). The
// alt texts reach the Spanish pages through the catalog (app/i18n/share.es.ts), never an English page.
import type { ShareImage, ShareImageKind } from './share-images.ts';

export const shareImagesEs: Record<ShareImageKind, ShareImage> = {
  home: {
    kind: 'home',
    title: 'Compare planes de TV, internet y streaming cerca de usted',
    subtitle: 'Ayuda gratis de un especialista, los 7 días de la semana',
    alt: 'HomeWire: compare planes de TV, internet y streaming cerca de usted.',
  },
  tv: {
    kind: 'tv',
    title: 'Compare proveedores y paquetes de TV',
    subtitle: 'Planes de TV por cable y satélite, lado a lado',
    alt: 'HomeWire: compare proveedores y paquetes de TV.',
  },
  internet: {
    kind: 'internet',
    title: 'Compare proveedores de internet para el hogar',
    subtitle: 'Velocidades y precios de los planes en su dirección',
    alt: 'HomeWire: compare proveedores de internet para el hogar.',
  },
  streaming: {
    kind: 'streaming',
    title: 'Compare servicios de streaming',
    subtitle: 'Planes de TV en vivo y a pedido, lado a lado',
    alt: 'HomeWire: compare servicios de streaming.',
  },
  company: {
    kind: 'company',
    title: 'Hable con un especialista de HomeWire',
    subtitle: 'Le ayudamos a elegir TV, internet y streaming',
    alt: 'HomeWire: hable con un especialista sobre TV, internet y streaming.',
  },
};
