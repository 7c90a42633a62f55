import type { TableRow } from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import type { Language } from '../../contracts/languages.ts';
import type { IconName, ServiceCard } from './ui.ts';

// The shared sections of the internet and streaming provider pages as their documents write them
// (`internet-pages`, `streaming-pages`; issue 38) and as the pages render them: the content modules
// build their seed tables with these, and the loaders the published ones, so both say a row alike.

type InternetPages = ContentData<'internet-pages'>;
type StreamingPages = ContentData<'streaming-pages'>;

/** What a monthly price is per, in the tables: "$24.99/mo.", "$24.99/mes". */
const perMonth: Record<Language, string> = { en: '/mo.', es: '/mes' };

/** The Check Availability button's words: the streaming packages table's in each row, the banners'. */
export const checkAvailability: Record<Language, string> = {
  en: 'Check Availability',
  es: 'Consultar disponibilidad',
};

/** The icons of the "More than internet" cards, in their order. */
const featureIcons: readonly IconName[] = ['router', 'hotspot', 'mobile'];

/** The comparison table's rows: "$19.99-$29.99/mo." (one price when both ends are the same). */
/* @__NO_SIDE_EFFECTS__ */
export function internetComparisonRows(rows: InternetPages['comparison'], language: Language): TableRow[] {
  return rows.map(({ package: name, priceFrom, priceTo, download, upload }) => ({
    package: name,
    price: `${priceFrom === priceTo ? priceFrom : `${priceFrom}-${priceTo}`}${perMonth[language]}`,
    download,
    upload,
  }));
}

/** The "More than internet" cards, each with its icon by position. */
/* @__NO_SIDE_EFFECTS__ */
export function internetFeatureCardsOf(features: InternetPages['features']): ServiceCard[] {
  return features.map(({ heading, description, points }, i) => ({
    icon: featureIcons[i] ?? 'router',
    serviceHeading: heading,
    serviceDescription: description,
    bulletPoints: points,
  }));
}

/** A "More than internet" card as the document writes it. */
export const featureOf = ({ serviceHeading, serviceDescription, bulletPoints }: ServiceCard) => ({
  heading: serviceHeading,
  description: serviceDescription,
  points: bulletPoints ?? [],
});

/** The streaming packages table's rows, each with its Check Availability button. */
/* @__NO_SIDE_EFFECTS__ */
export function streamingPackageRows(rows: StreamingPages['packages'], language: Language): TableRow[] {
  return rows.map(({ package: name, price, channels, streams, dvr }) => ({
    package: name,
    price: `${price}${perMonth[language]}`,
    channels,
    streams,
    dvr,
    action: { label: checkAvailability[language], action: 'check-availability' },
  }));
}

/** The bundle-with-internet table's rows. */
/* @__NO_SIDE_EFFECTS__ */
export function streamingBundleRows(rows: StreamingPages['bundles'], language: Language): TableRow[] {
  return rows.map(({ bundle, price, download, includes }) => ({
    bundle,
    price: `${price}${perMonth[language]}`,
    download,
    includes,
  }));
}
