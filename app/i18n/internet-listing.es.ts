// The internet listing in US Spanish (usted): internet-listing.ts's messages, key for key. Provider
// names, prices and cities stay as they are.
import type { InternetListingMessages } from './internet-listing';

export const internetListing: InternetListingMessages = {
  title: 'Proveedores de internet',
  description:
    'Compare proveedores de internet por fibra, cable, 5G, DSL y satélite, y vea cuáles llegan a su dirección.',
  banner: { button: 'Verificar cobertura' },

  providersLabel: 'Proveedores de internet',
  types: {
    '5g-fixed-wireless': '5G / inalámbrica fija',
    cable: 'Cable',
    fiber: 'Fibra',
    'dsl-fiber': 'DSL / fibra',
    satellite: 'Satelital',
  },
  typeProviders: (type) => `Proveedores: ${type}`,
};
