import { data } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/base/paths.ts';

export type DetailCategory = keyof typeof genericDetailPath;

/**
 * The loader of a category's detail route: the provider's detail and its path, or the category's
 * generic page without a slug; an unknown provider is a 404.
 */
export function providerDetailLoader<Detail>(
  category: DetailCategory,
  detailFor: (slug?: string) => Detail | undefined,
) {
  return ({ params: { provider } }: { params: { provider?: string } }) => {
    const detail = detailFor(provider);
    if (!detail) throw data(null, { status: 404 });
    return { detail, path: provider ? providerPath[category](provider) : genericDetailPath[category] };
  };
}
