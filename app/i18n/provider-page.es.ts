// The provider-detail pages' own words in US Spanish (usted): provider-page.ts's messages, key for key.
import { streamingConstants } from '../../content/providers/streaming.ts';
import type { ProviderPageMessages } from './provider-page';

const tvTypes: Record<string, string> = { Cable: 'cable', Satellite: 'satélite', Fiber: 'fibra' };

export const providerPage: ProviderPageMessages = {
  tv: {
    meta: {
      title: (name) => `Planes y paquetes de TV de ${name}`,
      description: (name) =>
        `Paquetes de TV de ${name}, precios por región, equipos y disponibilidad cerca de usted.`,
    },
    eyebrow: (tvType) => `Proveedor de TV por ${tvTypes[tvType] ?? tvType}`,
    faqTitle: (name) => `Preguntas sobre la TV de ${name}`,
    packages: {
      label: (name) => `Paquetes de ${name}`,
    },
    durationLegend: 'Duración del plan',
    durations: { month: 'Un mes', months: 'Seis meses', year: 'Un año' },
    priceSuffix: (duration) => ({ month: '/mes', months: '/meses', year: '/año' })[duration],
    regions: {
      names: { west: 'Oeste', central: 'Central', northEast: 'Noreste' },
      heading: (region) => `Región ${region}`,
      caption: (name, region) => `Paquetes de ${name} en la región ${region}`,
    },
    promotion: 'Promoción',
    ready: { button: 'Revisar mi zona' },
  },
  internet: {
    meta: {
      title: (name) =>
        name ? `Planes y precios de internet de ${name}` : 'Planes y precios de internet para el hogar',
      description: (name) =>
        name
          ? `Planes de internet para el hogar de ${name}, velocidades y precios, y cómo consultar la disponibilidad en su dirección.`
          : 'Compare planes de internet para el hogar por velocidad, precio y dispositivos, y consulte la disponibilidad en su dirección.',
    },
    genericName: 'Planes de internet',
    eyebrow: 'Proveedor de internet',
    faqTitle: (name) => (name ? `Preguntas sobre el internet de ${name}` : 'Preguntas sobre internet'),
    plansLabel: 'Planes de internet',
    comparisonCaption: 'Comparación de paquetes de internet',
    resourcesLabel: 'Recursos sobre internet',
  },
  streaming: {
    meta: {
      title: (name) => (name ? `Planes y precios de ${name}` : 'Planes de streaming de TV en vivo'),
      description: (name) =>
        name
          ? `Planes y precios de ${name}, la velocidad de internet que necesita y paquetes combinados con internet para el hogar.`
          : `Planes de streaming de TV en vivo con ${streamingConstants.liveChannels} canales, un plan en español, DVR en la nube y paquetes combinados con internet para el hogar.`,
    },
    genericName: 'Planes de streaming',
    eyebrow: 'Servicio de streaming',
    faqTitle: (name) => (name ? `Preguntas sobre ${name}` : 'Preguntas sobre streaming'),
    plansLabel: 'Planes de streaming',
    packagesCaption: 'Comparación de paquetes de streaming',
    bundlesCaption: 'Paquetes de streaming e internet',
  },
};
