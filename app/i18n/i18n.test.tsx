import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { privacyDocument } from '../../content/privacy.ts';
import { siteContactsSeed } from '../../content/site-contacts.ts';
import { termsDocument } from '../../content/terms.ts';
import { INVALID_OPTIONAL_PHONE_MESSAGE, PRIVACY_TYPE_MESSAGE } from '../../contracts/privacy-rules.ts';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../contracts/rules.ts';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { LegalPage } from '../components/legal-document';
import { aboutPage } from './about-page';
import { blocks } from './blocks';
import { es } from './catalog.es';
import { contactPage } from './contact-page';
import { dialogs } from './dialogs';
import { forms } from './forms';
import { homePage } from './home-page';
import { type Catalog, languageOfPath, localizedPath, provideSpanish } from './i18n';
import { internetListing } from './internet-listing';
import { legalDocument } from './legal-document';
import { notices } from './notices';
import { planCompare } from './plan-compare';
import { planFinder } from './plan-finder';
import { privacyChoicesPage } from './privacy-choices-page';
import { privacyPage } from './privacy-page';
import { providerPage } from './provider-page';
import { servicePage } from './service-page';
import { share } from './share';
import { shell } from './shell';
import { sitemapPage } from './sitemap-page';
import { speedCalculator } from './speed-calculator';
import { streamingListing } from './streaming-listing';
import { termsPage } from './terms-page';
import { tvListing } from './tv-listing';
import { zipAnswer } from './zip-answer';

afterEach(cleanup);

const english: Catalog = {
  shell,
  forms,
  dialogs,
  notices,
  contactPage,
  privacyChoicesPage,
  aboutPage,
  homePage,
  blocks,
  legalDocument,
  termsPage,
  privacyPage,
  sitemapPage,
  share,
  planFinder,
  planCompare,
  speedCalculator,
  servicePage,
  tvListing,
  internetListing,
  streamingListing,
  zipAnswer,
  providerPage,
};

describe('the language of a page', () => {
  it('is Spanish under /es/ and English everywhere else', () => {
    for (const path of ['/es', '/es/', '/es/service/tv', '/es/plans'])
      expect(languageOfPath(path)).toBe('es');
    for (const path of ['/', '/plans', '/espanol', '/service/es', '/ES/'])
      expect(languageOfPath(path)).toBe('en');
  });

  it('links a Spanish page to the Spanish twin of a page that has one, else to the English page', () => {
    expect(localizedPath('/contact-us', 'es')).toBe('/es/contact-us');
    expect(localizedPath('/contact-us#send-us-a-message', 'es')).toBe('/es/contact-us#send-us-a-message');
    expect(localizedPath('/about-us', 'es')).toBe('/es/about-us');
    expect(localizedPath('/plans', 'es')).toBe('/es/plans');
    expect(localizedPath('/plans?zip=98101', 'es')).toBe('/es/plans?zip=98101');
    expect(localizedPath('/admin', 'es')).toBe('/admin');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/contact-us', 'en')).toBe('/contact-us');
    expect(localizedPath('/terms-conditions', 'es')).toBe('/es/terms-conditions');
    expect(localizedPath('/privacy-policy#cookies', 'es')).toBe('/es/privacy-policy#cookies');
  });
});

/** Renders `element` at `path` in a data router whose root has the seed's contacts, as a page has them. */
function routed(path: string, element: ReactNode) {
  const loaderData = { root: { contacts: siteContactsSeed.en } };
  const router = createMemoryRouter([{ id: 'root', path: '*', element, loader: () => loaderData.root }], {
    initialEntries: [path],
    hydrationData: { loaderData },
  });
  return render(<RouterProvider router={router} />);
}

/** Every text of a catalog area, by its path (link targets left out: they are paths, not words). */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') return [[at, String(value('{a}', '{b}'))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => k !== 'to')
      .flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
  return [];
}

/** Messages Spanish speakers in the US say in the same words (the services' names). */
const SAME_IN_SPANISH = new Set([
  'shell:menu.tv',
  'shell:menu.internet',
  'shell:menu.streaming',
  // The prefix of a device's own error text (in the device's language).
  'notices:words.clientErrorPrefix',
  // The services' names, as the sitemap's branches.
  'sitemapPage:branches.tv',
  'sitemapPage:branches.internet',
  'sitemapPage:branches.streaming',
  // A function that gives a validation message in the area's language: English keeps it as it is.
  'privacyChoicesPage:form.fieldMessage',
  // The plan finder: names the same in US Spanish (cable, DSL, a plan), and a note shown only on
  // Spanish pages (English has none).
  'planFinder:technologies.cable',
  'planFinder:technologies.dsl',
  'planFinder:facts.sections.plan',
  'planFinder:facts.rows.plan',
  // A latency in milliseconds reads the same.
  'planFinder:maxLatency.amount',
  // The service pages: the services' and brands' names, the figures of a table, words US Spanish
  // shares (cable, streaming, DSL); the English of two functions whose Spanish maps the English value.
  ...['internet', 'tv', 'streaming'].map((c) => `zipAnswer:categories.${c}`),
  'zipAnswer:internetTypes.cable',
  'tvListing:sections.comparison.eyebrow',
  'tvListing:sections.streaming.eyebrow',
  'tvListing:table.tvType',
  'tvListing:table.availability',
  'internetListing:types.cable',
  // The testimonials' names and cities.
  ...(['tvListing', 'internetListing', 'streamingListing'] as const).flatMap((area) =>
    [0, 1, 2, 3].flatMap((i) => [`${area}:testimonials[${i}].name`, `${area}:testimonials[${i}].city`]),
  ),
  // The TV price tables' middle region: "Central" in both languages.
  'providerPage:tv.regions.names.central',
]);

describe('the Spanish catalog', () => {
  it("says the privacy form's validation messages in Spanish, the forms' words for the forms' messages", () => {
    const say = es.privacyChoicesPage.form.fieldMessage;
    expect(say(REQUIRED_MESSAGE)).toBe(es.forms.errors.required);
    expect(say(INVALID_EMAIL_MESSAGE)).toBe(es.forms.errors.invalidEmail);
    expect(say(PRIVACY_TYPE_MESSAGE)).toBe('Elija lo que desea que hagamos.');
    expect(say(INVALID_OPTIONAL_PHONE_MESSAGE)).toMatch(/^Escriba un número de teléfono válido/);
    expect(english.privacyChoicesPage.form.fieldMessage(REQUIRED_MESSAGE)).toBe(REQUIRED_MESSAGE);
  });

  it('translates every message: none is left as the English', () => {
    for (const area of Object.keys(english) as (keyof Catalog)[]) {
      const en = new Map(texts(english[area]));
      const left = texts(es[area]).filter(
        ([k, v]) => en.get(k) === v && !SAME_IN_SPANISH.has(`${area}:${k}`),
      );
      expect(left, `untranslated in ${area}`).toEqual([]);
      expect(texts(es[area]).map(([k]) => k)).toEqual([...en.keys()]);
    }
  });
});

describe('the header', () => {
  const headerAt = (path: string) => routed(path, <Header />);

  it('speaks English on English pages', () => {
    headerAt('/plans');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('button', { name: 'TV' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('speaks Spanish under /es/, its menus leading to the Spanish pages', () => {
    provideSpanish(es);
    headerAt('/es/plans');
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(main).getByRole('link', { name: 'Contáctenos' }).getAttribute('href')).toBe(
      '/es/contact-us',
    );
    expect(within(main).getByRole('link', { name: 'Qué ver' }).getAttribute('href')).toBe(
      '/es/service/streaming',
    );
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicio de HomeWire' }).getAttribute('href')).toBe('/es/');
    expect(screen.queryByText('Call')).toBeNull();
  });
});

describe('the footer', () => {
  const footerAt = (path: string) => routed(path, <Footer />);

  it('speaks English on English pages, as it always has', () => {
    footerAt('/contact-us');
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about-us');
    expect(screen.getByText(/All rights reserved\. Provider names are trademarks/)).toBeTruthy();
    expect(screen.getByText('(toll-free)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/contact-us');
  });

  it('offers Spanish on the path as prerendering sees it too (a trailing slash)', () => {
    footerAt('/contact-us/');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/contact-us');
  });

  it('offers no other language on a page that exists in English only', () => {
    footerAt('/admin/reports');
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull();
  });

  it('speaks Spanish under /es/, its links to the Spanish pages where they exist, and offers English', () => {
    provideSpanish(es);
    footerAt('/es/contact-us?x=1#send-us-a-message');
    const company = screen.getByRole('navigation', { name: 'Empresa' });
    expect(within(company).getByRole('link', { name: 'Contáctenos' }).getAttribute('href')).toBe(
      '/es/contact-us',
    );
    expect(within(company).getByRole('link', { name: 'Quiénes somos' }).getAttribute('href')).toBe(
      '/es/about-us',
    );
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/contact-us');
    expect(english.getAttribute('lang')).toBe('en-US');
    expect(screen.getByRole('navigation', { name: 'Servicios' })).toBeTruthy();
    expect(screen.getByText(/Todos los derechos reservados/)).toBeTruthy();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
  });
});

describe('the legal pages', () => {
  const documents = [
    ['termsPage', termsDocument],
    ['privacyPage', privacyDocument],
  ] as const;

  it('date the Spanish text as the English one, written the Spanish way', () => {
    for (const [area, document] of documents) {
      const date = new Intl.DateTimeFormat('es-US', { dateStyle: 'long' }).format(new Date(document.updated));
      expect(es[area].document.updated, area).toBe(date);
    }
  });

  it('mark the same paragraphs as placeholder legal text in both languages', () => {
    for (const [area] of documents) {
      const marks = (c: Catalog) =>
        c[area].document.sections.map((s) =>
          s.paragraphs.map((p) => p.startsWith(c.legalDocument.placeholder)),
        );
      expect(marks(es), area).toEqual(marks(english));
      expect(marks(english).flat(), area).toContain(true);
    }
  });

  it('give the Spanish paragraphs the numbers of the English ones (days, months, hours, address, phone)', () => {
    for (const [area] of documents) {
      const numbers = (c: Catalog) =>
        c[area].document.sections.map((s) => s.paragraphs.map((p) => p.match(/\d+/g) ?? []));
      expect(numbers(es), area).toEqual(numbers(english));
    }
  });

  it('say the English governs on a translation only', () => {
    expect(legalDocument.englishGoverns).toBe('');
    expect(es.legalDocument.englishGoverns).toMatch(/versión en inglés/);
  });

  const pageAt = (path: string) =>
    routed(
      path,
      <LegalPage
        document={privacyDocument}
        words={(path.startsWith('/es/') ? es : english).privacyPage.document}
      />,
    );

  it('show the English policy as it always was', () => {
    pageAt('/privacy-policy');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 23, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your Privacy Choices' }).getAttribute('href')).toBe(
      '/privacy-choices',
    );
    expect(screen.queryByText(/versión en inglés/)).toBeNull();
  });

  it('show the Spanish policy under the same anchors, the English text governing', () => {
    provideSpanish(es);
    const { container } = pageAt('/es/privacy-policy');
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeTruthy();
    expect(screen.getByText('Última actualización: 23 de noviembre de 2026')).toBeTruthy();
    expect(screen.getByText(es.legalDocument.englishGoverns)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(
      privacyDocument.sections.map((s) => s.id),
    );
    // The Spanish policy links the Spanish privacy choices page.
    expect(screen.getByRole('link', { name: 'Sus opciones de privacidad' }).getAttribute('href')).toBe(
      '/es/privacy-choices',
    );
    expect(screen.queryByText(/Placeholder legal text|Last updated/)).toBeNull();
  });
});
