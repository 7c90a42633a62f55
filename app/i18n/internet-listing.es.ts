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
  testimonials: [
    {
      text: 'Pagaba por un gigabit que nunca usaba. Me pasaron a un plan de 300 Mbps y mi factura bajó.',
      name: 'Kevin L.',
      city: 'Austin, TX',
    },
    {
      text: 'La fibra acababa de llegar a nuestra calle y ellos fueron los primeros en decírmelo. Por fin las subidas son rápidas.',
      name: 'Hannah R.',
      city: 'Kansas City, MO',
    },
    {
      text: 'En el campo solo teníamos satélite y 5G. Nos explicaron con claridad los límites de datos.',
      name: 'Tom B.',
      city: 'Bozeman, MT',
    },
    {
      text: 'Precios claros, con el cargo por el equipo bien indicado. Hacer el pedido me llevó una llamada.',
      name: 'Alicia M.',
      city: 'Tampa, FL',
    },
  ],
};
