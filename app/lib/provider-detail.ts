import { data, type RouterContextProvider } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/base/paths.ts';
import { languageOfPath } from '../../content/page-paths.ts';
import type { BannerContent, FaqItem, PackageCard } from '../../contracts/content.ts';
import { providerPageOf } from '../../contracts/content-documents.ts';
import type { Language } from '../../contracts/languages.ts';
import { published, richFaqs } from './published-content';

export type DetailCategory = keyof typeof genericDetailPath;

/** The part of a detail page an editor's `provider-packages` document replaces: its banner's words, plans and FAQ. */
type WithPlans = {
  bannerContent: BannerContent;
  plans: PackageCard[];
  samplePlans: boolean;
  faqInfo: readonly FaqItem[];
};

/** A detail with the editors' plans and FAQ, its answers read into paragraphs (`richFaqItems` renders them). */
export type WithDocument<D extends WithPlans> = Omit<D, 'faqInfo'> & { faqs: ReturnType<typeof richFaqs> };

/**
 * The loader of a category's detail route: the provider's content for the page's path (the route
 * picks English, or its Spanish twin under /es/) and the page's English path, or the category's
 * generic page without a slug; an unknown provider is a 404. The plans are the published
 * `provider-packages` document of the page (decision 089) where there is one, and the seed's
 * otherwise; `withPackages` puts them in before the route derives its sections from the detail.
 * Only loaders read the content modules, so no page's chunk carries them.
 */
export function providerDetailLoader<Content extends object>(
  category: DetailCategory,
  contentFor: (
    pathname: string,
    slug: string | undefined,
    withPackages: <D extends WithPlans>(detail: D | undefined) => WithDocument<D> | undefined,
    context: Readonly<RouterContextProvider>,
  ) => Content | undefined,
) {
  return ({
    params: { provider },
    request,
    context,
  }: {
    params: { provider?: string };
    request: Request;
    context: Readonly<RouterContextProvider>;
  }) => {
    const pathname = new URL(request.url).pathname;
    const language: Language = languageOfPath(pathname);
    const withPackages = <D extends WithPlans>(detail: D | undefined): WithDocument<D> | undefined => {
      if (!detail) return undefined;
      const { banner, packages, samplePricing, faqs } = published(
        context,
        { kind: 'provider-packages', key: packagesKey(category, provider), language },
        () => providerPageOf({ ...detail, packages: detail.plans, samplePricing: detail.samplePlans }),
      );
      const { faqInfo: _seedFaq, ...rest } = detail;
      return {
        ...rest,
        bannerContent: { ...detail.bannerContent, ...banner },
        plans: packages,
        samplePlans: samplePricing,
        faqs: richFaqs(context, language, faqs),
      };
    };
    const content = contentFor(pathname, provider, withPackages, context);
    if (!content) throw data(null, { status: 404 });
    return { ...content, path: provider ? providerPath[category](provider) : genericDetailPath[category] };
  };
}

/** The key of a detail page's `provider-packages` document: `internet/xfinity`, `internet` for the generic page. */
export const packagesKey = (category: DetailCategory, slug?: string) =>
  slug ? `${category}/${slug}` : category;
