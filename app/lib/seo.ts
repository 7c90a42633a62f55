import { hasSpanishVersion, spanishPath } from '../../content/page-paths.ts';
import { SHARE_IMAGE_SIZE, shareImageKind, shareImagePath } from '../../content/share-images.ts';
import { site } from '../../content/site.ts';
import type { SiteContacts } from '../../contracts/content-documents.ts';
import { LANGUAGE_TAGS } from '../../contracts/languages.ts';
import type { Language } from '../../contracts/lead-record.ts';

declare const __SITE_URL__: string;

/** Absolute origin of the public site (from SITE_URL at build time), without a trailing slash. */
export const siteUrl: string = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

/** `path`: the English page's; `language`: which of its versions this is (English by default). */
type PageMeta = { title: string; description: string; path: string; language?: Language };

/** A page's share image, as its language describes it (og:image:alt): see pageMetaIn (app/i18n/i18n.ts). */
type ShareAlt = { imageAlt: string };

/** A page's URL in each language it exists in: English always, Spanish for those content/page-paths.ts's hasSpanishVersion names. */
function versionsOf(path: string): Partial<Record<Language, string>> {
  return {
    en: absoluteUrl(path),
    ...(hasSpanishVersion(path) ? { es: absoluteUrl(spanishPath(path)) } : {}),
  };
}

const ogLocale: Record<Language, string> = { en: 'en_US', es: 'es_US' };

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta({ title, description, path, language = 'en', imageAlt }: PageMeta & ShareAlt) {
  const versions = versionsOf(path);
  const url = versions[language] ?? absoluteUrl(path);
  // hreflang both ways, each version listing all of them and itself, x-default the English one.
  const alternates = versions.es
    ? [
        { tagName: 'link', rel: 'alternate', hrefLang: LANGUAGE_TAGS.en, href: versions.en },
        { tagName: 'link', rel: 'alternate', hrefLang: LANGUAGE_TAGS.es, href: versions.es },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: versions.en },
        { property: 'og:locale:alternate', content: ogLocale[language === 'en' ? 'es' : 'en'] },
      ]
    : [];
  const fullTitle = path === '/' ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  const image = absoluteUrl(shareImagePath(shareImageKind(path), language === 'es'));
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale[language] },
    ...alternates,
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
}

/** Serialises JSON-LD for an inline script without letting the data close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The Organization, with the contacts the editors published (app/lib/contacts.ts). */
export function organizationJsonLd(contacts: Pick<SiteContacts, 'email' | 'phone'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: contacts.email,
    telephone: contacts.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: contacts.phone,
        contactType: 'sales',
        areaServed: 'US',
        availableLanguage: ['English', 'Spanish'],
      },
    ],
    sameAs: site.social.map((s) => s.href),
  };
}
