// The browser's entry (React Router's default, revealed for one step): a page under /es/ loads the
// Spanish messages before it hydrates (app/i18n/i18n.ts), so its first render matches the HTML.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOfPath, loadSpanish } from './i18n/i18n';

async function hydrate() {
  if (languageOfPath(window.location.pathname) === 'es') await loadSpanish();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Without its messages a Spanish page stays the prerendered HTML (links and the forms' static
// versions work); hydrating it would replace it with an error.
hydrate().catch((err: unknown) => console.error('the page could not start', err));
