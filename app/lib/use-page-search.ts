// The query string of a prerendered page, once React has hydrated it. The prerendered HTML was
// rendered without one, so the first (hydrating) render must not read it either: it answers null
// until the page is hydrated, then follows every navigation (back and forward included).
// The switch after hydration is a transition: the page's re-render with the query (the plan
// finder's filters and results, the calculator's answer) is done in slices between which the page
// answers input, not as one long task right after hydration (Lighthouse's total blocking time).
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export function usePageSearch(): string | null {
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? search : null;
}
