import { data } from 'react-router';
import { genericDetailPath, providerPath } from '../../content/base/paths.ts';
import type { Language } from '../../contracts/lead-record.ts';
import { languageOfPath } from '../i18n/i18n';

export type DetailCategory = keyof typeof genericDetailPath;

/**
 * The loader of a category's detail route: the provider's content in the language of the page's
 * path (English, or its Spanish twin under /es/) and the page's English path, or the category's
 * generic page without a slug; an unknown provider is a 404. Only loaders read the content modules,
 * so no page's chunk carries them.
 */
export function providerDetailLoader<Content extends object>(
  category: DetailCategory,
  contentIn: (language: Language, slug?: string) => Content | undefined,
) {
  return ({ params: { provider }, request }: { params: { provider?: string }; request: Request }) => {
    const content = contentIn(languageOfPath(new URL(request.url).pathname), provider);
    if (!content) throw data(null, { status: 404 });
    return { ...content, path: provider ? providerPath[category](provider) : genericDetailPath[category] };
  };
}
