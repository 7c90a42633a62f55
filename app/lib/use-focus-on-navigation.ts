// After a client-side navigation, focus moves to the new page's main heading so a screen reader
// announces the page and the keyboard starts from its top (React Router's accessibility guidance);
// without this, focus stays on the link that was clicked, now part of a page no longer shown.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change by design
  useEffect(() => {
    // The first render is the page the visitor opened: the browser already starts at its top.
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    const target = heading ?? document.querySelector<HTMLElement>('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}
