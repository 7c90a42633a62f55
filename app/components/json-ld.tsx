import { jsonLd } from '../lib/seo';

/** An inline JSON-LD data block (escaped by jsonLd()). */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped by jsonLd()
      dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
    />
  );
}
