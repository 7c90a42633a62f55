import type { TvProvider } from '../../contracts/content.ts';

// TV providers. Adding one here adds its menu entry, detail page, sitemap entries and prerender.
export const tvProviders: readonly TvProvider[] = [
  { slug: 'xfinity', name: 'Xfinity', tvType: 'Cable', maxChannels: '300+', availability: '39 states + DC' },
  { slug: 'spectrum', name: 'Spectrum', tvType: 'Cable', maxChannels: '200+', availability: '41 states' },
  { slug: 'directv', name: 'DIRECTV', tvType: 'Satellite', maxChannels: '330+', availability: 'Nationwide' },
  { slug: 'dish', name: 'DISH', tvType: 'Satellite', maxChannels: '290+', availability: 'Nationwide' },
  { slug: 'cox', name: 'Cox', tvType: 'Cable', maxChannels: '250+', availability: '18 states' },
  { slug: 'optimum', name: 'Optimum', tvType: 'Cable', maxChannels: '220+', availability: '21 states' },
  { slug: 'fios', name: 'Verizon Fios', tvType: 'Fiber', maxChannels: '350+', availability: '9 states + DC' },
  { slug: 'mediacom', name: 'Mediacom', tvType: 'Cable', maxChannels: '190+', availability: '22 states' },
];

/** The regions of the TV price tables (the tables themselves are loader data, tv-details.server.ts). */
export const regionLabels = {
  west: 'West',
  central: 'Central',
  northEast: 'Northeast',
} as const;
