// The TV listing in US Spanish (usted): tv-listing.ts's messages, key for key. Provider names,
// channel counts and cities stay as they are.
import type { TvListingMessages } from './tv-listing';

const tvTypes: Record<string, string> = { Cable: 'Cable', Satellite: 'Satelital', Fiber: 'Fibra' };

export const tvListing: TvListingMessages = {
  title: 'Proveedores de TV',
  description:
    'Compare proveedores de TV por cable, satélite y fibra: canales, precios y cobertura cerca de usted.',
  banner: { button: 'Verificar cobertura' },

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
  streamingLabel: 'Servicios de streaming',
  liveTv: 'TV en vivo',
  onDemand: 'A la carta',
};
