// The query string of a prerendered page, once React has hydrated it. The prerendered HTML was
// rendered without one, so the first (hydrating) render must not read it either: it answers null
// until the page is hydrated, then follows every navigation (back and forward included).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export function usePageSearch(): string | null {
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? search : null;
}
