import type { StreamingDetail } from '../../contracts/content.ts';
import type { streamingDetailSections } from './streaming-detail-sections.ts';

// The headings of a streaming detail page's sections in US Spanish (usted): streaming-detail-sections.ts's,
// key for key. Read by the route's loader on pages under /es/ only.

/** streamingDetailSections() in Spanish. */
export function streamingDetailSectionsEs(
  page: Pick<StreamingDetail, 'providerName' | 'samplePlans'>,
): ReturnType<typeof streamingDetailSections> {
  return {
    plans: {
      id: 'plans',
      eyebrow: page.samplePlans ? 'Planes de ejemplo' : 'Planes',
      title: page.providerName ? `Elija su plan de ${page.providerName}` : 'Elija un plan de streaming',
      lead: 'El círculo muestra la velocidad de internet que recomendamos para cada plan.',
      align: 'center',
    },
    packages: {
      id: 'packages',
      eyebrow: 'Comparar',
      title: 'Paquetes de streaming',
      lead: 'Canales en vivo, transmisiones simultáneas y DVR en la nube, lado a lado.',
    },
    bundles: {
      id: 'bundles',
      eyebrow: 'Combine y ahorre',
      title: 'Combine streaming con internet',
      lead: 'Un plan de streaming de TV en vivo con un plan de internet para el hogar, con un solo precio.',
      tone: 'muted',
    },
  };
}
