import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { currentConsentFor } from '../../../content/consent';
import { es } from '../../i18n/catalog.es';
import { provideSpanish } from '../../i18n/i18n';
import { ConsentNotice } from './consent-notice';

afterEach(cleanup);

const noticeAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ConsentNotice />
    </MemoryRouter>,
  ).container.querySelector('p') as HTMLParagraphElement;

it('shows the English wording on English pages, with its version', () => {
  const p = noticeAt('/service/tv');
  expect(p.textContent?.replace(' (opens in a new tab)', '')).toBe(currentConsentFor('en').text);
  expect(p.dataset.consentVersion).toBe(currentConsentFor('en').version);
  expect(screen.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe('/privacy-policy');
});

it('shows the Spanish wording, its own version, on Spanish pages: the words a lead records', () => {
  provideSpanish(es);
  const p = noticeAt('/es/service/tv');
  const spanish = currentConsentFor('es');
  expect(p.dataset.consentVersion).toBe(spanish.version);
  expect(p.textContent?.replace(' (se abre en una pestaña nueva)', '')).toBe(spanish.text);
  // The policy in Spanish, the notice's words' own page.
  expect(screen.getByRole('link', { name: /^Política de privacidad/ }).getAttribute('href')).toBe(
    '/es/privacy-policy',
  );
});
