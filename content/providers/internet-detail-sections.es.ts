import type { InternetDetail } from '../../contracts/content.ts';
import type { internetDetailSections } from './internet-detail-sections.ts';

// The headings of an internet detail page's sections in US Spanish (usted): internet-detail-sections.ts's,
// key for key. Read by the route's loader on pages under /es/ only.

/** internetDetailSections() in Spanish. */
export function internetDetailSectionsEs(
  page: Pick<InternetDetail, 'providerName' | 'samplePlans'>,
): ReturnType<typeof internetDetailSections> {
  const name = page.providerName;
  return {
    features: {
      id: 'features',
      eyebrow: 'Más que internet',
      title: 'Wi-Fi en casa, puntos de acceso y móvil',
      lead: 'Lo que incluye un plan de internet para el hogar.',
    },
    plans: {
      id: 'plans',
      eyebrow: page.samplePlans ? 'Planes de ejemplo' : 'Planes',
      title: name ? `Elija su plan de ${name}` : 'Elija un plan de internet',
      lead: page.samplePlans
        ? `Planes y precios de ejemplo para comparar velocidades${name ? ` con ${name}` : ''}; confirmamos lo que llega a su dirección.`
        : undefined,
      align: 'center',
      tone: 'muted',
    },
    compare: {
      id: 'compare',
      eyebrow: 'Comparar',
      title: 'Compare paquetes de internet',
      lead: 'Rangos de precios y velocidades típicas por nivel de paquete.',
    },
    resources: { id: 'resources', eyebrow: 'Recursos', title: 'Recursos útiles', tone: 'muted' },
  };
}
