import type { ShouldRevalidateFunction } from 'react-router';

/**
 * A tool page's copy (its loader's: the `tool-page` document) is the same whatever the URL's query,
 * which is the tool's state: a change of filter, sort or ZIP loads nothing. Only another language
 * (the other path of the same route) loads it again.
 */
export const toolShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
