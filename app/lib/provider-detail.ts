import { data } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/base/paths.ts';

export type DetailCategory = keyof typeof genericDetailPath;

/**
 * Loader data of an internet or streaming detail page: the provider's detail and its path, or the
 * category's generic page without a slug; an unknown provider is a 404.
 */
export function providerDetailData<Detail>(
  category: DetailCategory,
  detail: Detail | undefined,
  slug?: string,
) {
  if (!detail) throw data(null, { status: 404 });
  return { detail, path: slug ? providerPath[category](slug) : genericDetailPath[category] };
}
