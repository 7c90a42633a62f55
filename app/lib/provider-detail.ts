import { data } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/base/paths.ts';

export type DetailCategory = keyof typeof genericDetailPath;

/**
 * The loader of a category's detail route: the provider's content for the page's path (the route
 * picks English, or its Spanish twin under /es/) and the page's English path, or the category's
 * generic page without a slug; an unknown provider is a 404. Only loaders read the content modules,
 * so no page's chunk carries them.
 */
export function providerDetailLoader<Content extends object>(
  category: DetailCategory,
  contentFor: (pathname: string, slug?: string) => Content | undefined,
) {
  return ({ params: { provider }, request }: { params: { provider?: string }; request: Request }) => {
    const content = contentFor(new URL(request.url).pathname, provider);
    if (!content) throw data(null, { status: 404 });
    return { ...content, path: provider ? providerPath[category](provider) : genericDetailPath[category] };
  };
}
