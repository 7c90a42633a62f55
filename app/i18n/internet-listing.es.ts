// The internet listing in US Spanish (usted): internet-listing.ts's messages, key for key. Provider
// names, prices and cities stay as they are.
import type { InternetListingMessages } from './internet-listing';

export const internetListing: InternetListingMessages = {
  title: 'Proveedores de internet',
  description:
    'Compare proveedores de internet por fibra, cable, 5G, DSL y satélite, y vea cuáles llegan a su dirección.',
  banner: { button: 'Verificar cobertura' },
  sections: {
    providers: {
      eyebrow: 'Proveedores de internet',
      title: 'Elija un proveedor de internet',
      lead: 'Catorce proveedores de internet por tipo de conexión. Elija uno para ver sus planes y velocidades.',
    },
    providersByType: {
      eyebrow: 'Por tipo de conexión',
      title: 'Proveedores por tipo de internet',
      lead: 'La forma en que la conexión llega a su hogar decide las velocidades que puede obtener.',
    },
  },
  providersLabel: 'Proveedores de internet',
  types: {
    '5g-fixed-wireless': '5G / inalámbrica fija',
    cable: 'Cable',
    fiber: 'Fibra',
    'dsl-fiber': 'DSL / fibra',
    satellite: 'Satelital',
  },
  typeProviders: (type) => `Proveedores: ${type}`,
  nearYou: {
    heading: 'Proveedores de internet cerca de usted',
    subHeading: 'Denos su dirección y le diremos qué proveedores y velocidades llegan a ella.',
  },
};
