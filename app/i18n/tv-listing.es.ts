// The TV listing in US Spanish (usted): tv-listing.ts's messages, key for key. Provider names,
// channel counts and cities stay as they are.
import type { TvListingMessages } from './tv-listing';

const tvTypes: Record<string, string> = { Cable: 'Cable', Satellite: 'Satelital', Fiber: 'Fibra' };

export const tvListing: TvListingMessages = {
  title: 'Proveedores de TV',
  description:
    'Compare proveedores de TV por cable, satélite y fibra: canales, precios y cobertura cerca de usted.',
  banner: { button: 'Verificar cobertura' },
  sections: {
    providers: {
      eyebrow: 'Proveedores de TV',
      title: 'Elija un proveedor de TV',
      lead: 'Ocho proveedores de TV, de 190+ a 350+ canales. Elija uno para ver sus paquetes y precios.',
    },
    channelLineups: {
      eyebrow: 'Canales',
      title: 'Guía de canales completa',
      lead: 'Vea los paquetes de cada proveedor y los canales que incluyen.',
    },
    comparison: {
      eyebrow: 'Compare',
      title: 'Comparación de proveedores de TV',
      lead: 'Cantidad máxima de canales, tipo de TV y dónde vende cada proveedor su servicio de TV.',
    },
    streaming: {
      eyebrow: 'Streaming',
      title: '¿Prefiere el streaming?',
      lead: 'Servicios de streaming de TV en vivo y a la carta, sin decodificador de cable.',
    },
  },
  providersLabel: 'Proveedores de TV',
  channels: (count) => `${count} canales`,
  lineups: {
    label: 'Guías de canales por proveedor',
    link: (name) => `Guía de canales de ${name}`,
    description: (count) => `Hasta ${count} canales`,
  },
  table: {
    caption: 'Proveedores de TV comparados',
    headers: {
      provider: 'Proveedores',
      maxChannels: 'Máx. de canales',
      tvType: 'Tipo de TV',
      availability: 'Cobertura',
    },
    tvType: (type) => tvTypes[type] ?? type,
    availability: (where) => (where === 'Nationwide' ? 'Todo el país' : where.replace('states', 'estados')),
  },
  nearYou: {
    heading: 'Proveedores de TV cerca de usted',
    subHeading:
      'Díganos dónde vive y un especialista verifica qué proveedores de TV dan servicio en su dirección.',
  },
  streamingLabel: 'Servicios de streaming',
  liveTv: 'TV en vivo',
  onDemand: 'A la carta',
};
