import type { ServiceCard as FeatureCardData } from '../../content/ui.ts';
import { ServiceCard } from './service-card';

type FeatureCardProps = { card: FeatureCardData; headingLevel?: 'h2' | 'h3'; className?: string };

/** Feature card (SPEC 3): a service card whose bullet list is the point; same look, same data shape. */
export function FeatureCard(props: FeatureCardProps) {
  return <ServiceCard {...props} />;
}
