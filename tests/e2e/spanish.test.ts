// Issue 37 in Chromium against the built site and the real server: one page of each kind in Spanish
// at 375 and 1366 px (<html lang>, title, every word from the Spanish catalog, none of the English
// of its areas left), hreflang pairs both ways on every page, the language switch (same query and
// fragment, remembered in a cookie), no redirect by Accept-Language but a polite offer, the sitemap
// page of each language, and what a Spanish page sends stored with language "es".
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { aboutPage } from '../../app/i18n/about-page.ts';
import { blocks } from '../../app/i18n/blocks.ts';
import { contactPage } from '../../app/i18n/contact-page.ts';
import { forms } from '../../app/i18n/forms.ts';
import { homePage } from '../../app/i18n/home-page.ts';
import { internetListing } from '../../app/i18n/internet-listing.ts';
import { legalDocument } from '../../app/i18n/legal-document.ts';
import { planFinder as spanishFinder } from '../../app/i18n/plan-finder.es.ts';
import { planFinder } from '../../app/i18n/plan-finder.ts';
import { privacyPage } from '../../app/i18n/privacy-page.ts';
import { providerPage as spanishProviderPage } from '../../app/i18n/provider-page.es.ts';
import { internetProviderPage, streamingProviderPage, tvProviderPage } from '../../app/i18n/provider-page.ts';
import { servicePage } from '../../app/i18n/service-page.ts';
import { shell } from '../../app/i18n/shell.ts';
import { sitemapPage } from '../../app/i18n/sitemap-page.ts';
import { speedCalculator } from '../../app/i18n/speed-calculator.ts';
import { streamingListing } from '../../app/i18n/streaming-listing.ts';
import { termsPage } from '../../app/i18n/terms-page.ts';
import { tvListing } from '../../app/i18n/tv-listing.ts';
import { aboutPageSeed } from '../../content/about-page.ts';
import { contactPageSeed } from '../../content/contact-page.ts';
import { homePageSeed } from '../../content/home-page.ts';
import { listingPageSeed } from '../../content/listing-pages.ts';
import { allPages } from '../../content/pages.ts';
import { internetSectionWordsEs } from '../../content/providers/internet-detail-sections.es.ts';
import {
  internetDetailSections,
  internetSectionWords,
} from '../../content/providers/internet-detail-sections.ts';
import { internetDetailEs, internetFeatureCardsEs } from '../../content/providers/internet-details.es.ts';
import { internetDetail, internetFeatureCards } from '../../content/providers/internet-details.ts';
import { streamingSectionWordsEs } from '../../content/providers/streaming-detail-sections.es.ts';
import {
  streamingDetailSections,
  streamingSectionWords,
} from '../../content/providers/streaming-detail-sections.ts';
import { streamingDetailEs } from '../../content/providers/streaming-details.es.ts';
import { streamingDetail } from '../../content/providers/streaming-details.ts';
import { tvSectionWordsEs } from '../../content/providers/tv-detail-sections.es.ts';
import { tvDetailSections, tvSectionWords } from '../../content/providers/tv-detail-sections.ts';
import { tvProviderDetailEs, tvProviderExtrasEs } from '../../content/providers/tv-details.es.server.ts';
import { tvProviderDetail, tvProviderExtras } from '../../content/providers/tv-details.server.ts';
import { toolPageSeed } from '../../content/tool-pages.ts';
import { htmlFileFor } from '../../scripts/check-budgets.ts';
import { baseURL, openPage, waitForHydration } from './browser.ts';
import { theLead, uniqueEmail } from './forms-support.ts';

const spanishPage = '/es/contact-us';
const englishPage = '/contact-us';

/** Every English text of the shell and a page's catalog areas (the services' names aside: the same in Spanish). */
function englishTexts(...areas: unknown[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'to') walk(x);
  };
  walk({ ...shell, menu: { ...shell.menu, tv: '', internet: '', streaming: '' } });
  areas.forEach(walk);
  out.delete('');
  return out;
}

/** Each element's own text, and every accessible name given in an attribute, as the page shows them. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own) texts.push(own);
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(a)?.trim();
        if (v) texts.push(v);
      }
    }
    return texts;
  });
}

/** The page's hreflang alternates: language → URL. */
function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
  );
}

/** The Spanish and English versions name each other by hreflang (x-default English), each canonical its own. */
async function expectPaired(spanishPage: string, englishPage: string): Promise<void> {
  const es = await openPage(spanishPage);
  const en = await openPage(englishPage);
  const expected = {
    'en-US': `${baseURL()}${englishPage}`,
    'es-US': `${baseURL()}${spanishPage}`,
    'x-default': `${baseURL()}${englishPage}`,
  };
  // The built site's URLs come from SITE_URL: compare paths.
  const paths = (r: Record<string, string>) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, new URL(v).pathname]));
  expect(paths(await alternates(es))).toEqual(paths(expected));
  expect(paths(await alternates(en))).toEqual(paths(expected));
  expect(new URL((await es.getAttribute('link[rel="canonical"]', 'href')) ?? '').pathname).toBe(spanishPage);
  expect(new URL((await en.getAttribute('link[rel="canonical"]', 'href')) ?? '').pathname).toBe(englishPage);
  expect(await en.getAttribute('html', 'lang')).toBe('en-US');
}

/** Opens a Spanish page at `width`, hydrated, and checks what says its language: lang, title, h1, og:locale. */
async function openSpanish(path: string, width: number, title: string, h1: string): Promise<Page> {
  const page = await openPage(path, { width });
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'lang')).toBe('es-US');
  expect(await page.title()).toBe(title);
  expect(await page.locator('h1').first().textContent()).toBe(h1);
  expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('es_US');
  return page;
}

/** Not one English message of the shell or of `areas` is shown. */
async function expectNoEnglish(page: Page, ...areas: unknown[]): Promise<void> {
  const english = englishTexts(...areas);
  expect((await shownTexts(page)).filter((t) => english.has(t))).toEqual([]);
}

describe('the Spanish contact page', () => {
  test.each([375, 1366])(
    'is in Spanish at %i px: lang, title, and not one English message of it',
    async (width) => {
      const page = await openSpanish(spanishPage, width, 'Contáctenos | HomeWire', 'Contáctenos');
      expect(await page.getByRole('form', { name: 'Envíenos un mensaje' }).count()).toBe(1);
      // Nor of the English document (its seed): the headings, the help card.
      await expectNoEnglish(
        page,
        forms.contact,
        { ...contactPage, map: { ...contactPage.map, title: '' } },
        contactPageSeed.en,
      );
    },
  );

  test('pairs with the English page by hreflang both ways, each canonical its own', async () => {
    await expectPaired(spanishPage, englishPage);
  });

  test('switches language keeping the query and fragment, and remembers the choice', async () => {
    const page = await openPage(`${englishPage}?zip=22202#send-us-a-message`);
    await waitForHydration(page);
    const toSpanish = page.locator('footer [data-language-switch]');
    expect(await toSpanish.textContent()).toBe('Español');
    expect(await toSpanish.getAttribute('lang')).toBe('es-US');
    await toSpanish.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${spanishPage}?zip=22202#send-us-a-message`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es-US');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('es');
    expect(await page.locator('footer [data-language-switch]').textContent()).toBe('English');
  });

  test('never redirects by Accept-Language: a shared link lands where it points', async () => {
    for (const [path, lang] of [
      [englishPage, 'en-US'],
      [spanishPage, 'es-US'],
    ] as const) {
      const res = await fetch(`${baseURL()}${path}`, {
        headers: { 'accept-language': lang === 'en-US' ? 'es-MX,es;q=0.9' : 'en-US,en;q=0.9' },
        redirect: 'manual',
      });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(`<html lang="${lang}"`);
    }
  });

  test('sends a message from the keyboard: stored with language es, answered in Spanish', async () => {
    const page = await openPage(spanishPage);
    await waitForHydration(page);
    const form = page.locator('form[data-form="contact"]');
    await form.scrollIntoViewIfNeeded();
    await page.locator('form[data-form="contact"][data-live="true"]').waitFor();
    const email = uniqueEmail('es-contact');
    await form.getByRole('textbox', { name: 'Nombre' }).focus();
    await page.keyboard.type('Ana García');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await form.getByRole('button', { name: 'Enviar mensaje' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Mensaje enviado correctamente.').waitFor();
    const lead = await theLead(email);
    expect(lead).toMatchObject({ name: 'Ana García', language: 'es', page: spanishPage });
  });
});

describe('the Spanish About page', () => {
  test.each([375, 1366])(
    'is in Spanish at %i px: lang, title, and not one English message of it',
    async (width) => {
      const page = await openSpanish(
        '/es/about-us',
        width,
        'Quiénes somos | HomeWire',
        'Hacemos que elegir un proveedor sea sencillo',
      );
      // Nor of the English document (its seed): the team's names are the same in both languages.
      const english = aboutPageSeed.en;
      await expectNoEnglish(page, aboutPage, {
        sections: english.sections,
        whatWeDo: english.whatWeDo,
        mission: english.mission,
        counters: english.achievements.map((a) => a.label),
        roles: english.team.map((m) => m.role),
      });
      // Its links lead to the Spanish pages that exist, the English ones otherwise.
      expect(await page.locator('#page-title ~ div a').first().getAttribute('href')).toBe('/es/contact-us');
      expect(await page.locator('#what-we-do a').first().getAttribute('href')).toBe('/es/service/tv');
    },
  );

  test('pairs with /about-us by hreflang both ways, each canonical its own', async () => {
    await expectPaired('/es/about-us', '/about-us');
  });
});

describe('the Spanish home page', () => {
  test.each([375, 1366])(
    'is in Spanish at %i px: lang, title, and not one English message of it',
    async (width) => {
      const page = await openSpanish(
        '/es/',
        width,
        'HomeWire: Compare planes de TV, internet y streaming',
        'Compare planes de TV, internet y streaming cerca de usted',
      );
      // The figures beside the stats' labels (30+, $0) and the package names are the same in Spanish;
      // the headings, reasons, figures' labels and packages' lines are the English document's (its seed).
      const english = homePageSeed.en;
      await expectNoEnglish(
        page,
        {
          ...homePage,
          sections: english.sections,
          reasons: english.whyChooseUs.points,
          figures: english.whyChooseUs.figures.map((f) => f.label),
          packageLines: english.packages.map((p) => p.packageDescription),
        },
        blocks,
      );
      // The FAQ given to search engines is the one shown, in Spanish.
      const faq = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((s) => JSON.parse(s.textContent ?? '{}'))
          .find((d) => d['@type'] === 'FAQPage'),
      );
      expect(faq.mainEntity[0].name).toBe('¿Cómo sé qué proveedores dan servicio en mi dirección?');
      // The plans' offers are on this page, not on the English one.
      const offers = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .flatMap((s) => JSON.parse(s.textContent ?? '{}'))
          .filter((d) => d['@type'] === 'Product')
          .map((d) => new URL(d.offers.url).pathname),
      );
      expect(offers.length).toBeGreaterThan(0);
      expect(new Set(offers)).toEqual(new Set(['/es/']));
      // Its links lead to the Spanish pages that exist, the English ones otherwise; the logo home here.
      expect(await page.locator('#page-title ~ div a').first().getAttribute('href')).toBe('/es/contact-us');
      expect(await page.locator('#packages a[href="/es/plans"]').count()).toBe(1);
      expect(await page.locator('header a[href="/es/"]').count()).toBeGreaterThan(0);
    },
  );

  test('pairs with / by hreflang both ways, each canonical its own; /es leads to /es/', async () => {
    await expectPaired('/es/', '/');
    const res = await fetch(`${baseURL()}/es`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/es/');
  });

  test('switches to English and back with the language switch', async () => {
    const page = await openPage('/es/');
    await waitForHydration(page);
    const toEnglish = page.locator('footer [data-language-switch]');
    expect(await toEnglish.getAttribute('href')).toBe('/');
    await toEnglish.click();
    await page.waitForURL(`${baseURL()}/`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await page.locator('footer [data-language-switch]').getAttribute('href')).toBe('/es/');
  });
});

describe('the Spanish terms and privacy policy', () => {
  const legalPages = [
    {
      spanish: '/es/terms-conditions',
      english: '/terms-conditions',
      title: 'Términos y condiciones',
      area: termsPage,
      sections: 9,
    },
    {
      spanish: '/es/privacy-policy',
      english: '/privacy-policy',
      title: 'Política de privacidad',
      area: privacyPage,
      sections: 7,
    },
  ];
  const cases = legalPages.flatMap((p) => [375, 1366].map((width) => ({ ...p, width })));

  test.each(cases)(
    '$spanish is in Spanish at $width px: lang, title, and not one English message of it',
    async ({ spanish, title, area, sections, width }) => {
      const page = await openSpanish(spanish, width, `${title} | HomeWire`, title);
      expect(await page.getByRole('navigation', { name: 'En esta página' }).count()).toBe(1);
      expect(await page.locator('main section[id] h2').count()).toBe(sections);
      expect(await page.getByText('prevalecerá la versión en inglés').count()).toBe(1);
      await expectNoEnglish(page, legalDocument, area);
      // The English date and the frame's English words, inside longer texts too.
      for (const words of [area.document.updated, 'Last updated', 'On this page', legalDocument.placeholder])
        expect(await page.getByText(words).count(), words).toBe(0);
      // Nothing wider than the screen (long Spanish words).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );

  test.each(legalPages)(
    '$spanish pairs with $english by hreflang both ways, each canonical its own',
    async ({ spanish, english }) => {
      await expectPaired(spanish, english);
    },
  );

  test('the Spanish pages link each other', async () => {
    const page = await openPage('/es/privacy-policy');
    await waitForHydration(page);
    const footer = page.getByRole('navigation', { name: 'Empresa' });
    expect(await footer.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe(
      '/es/terms-conditions',
    );
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'Sus opciones de privacidad', exact: true })
        .getAttribute('href'),
    ).toBe('/es/privacy-choices');
    // The contact form's "cookies" link lands on the same section in Spanish.
    expect(await page.locator('#cookies h2').textContent()).toContain('Cookies y almacenamiento local');
  });
});

describe('the Spanish sitemap page', () => {
  test.each([375, 1366])(
    'is in Spanish at %i px and lists the Spanish pages; the English one lists no Spanish page',
    async (width) => {
      const page = await openSpanish(
        '/es/sitemap',
        width,
        'Mapa del sitio | HomeWire',
        'Todas las páginas de un vistazo',
      );
      await expectNoEnglish(page, { ...sitemapPage, branches: {} });
      const nav = page.getByRole('navigation', { name: 'Mapa del sitio' });
      expect(await nav.getByRole('link', { name: 'Inicio', exact: true }).getAttribute('href')).toBe('/es/');
      const listed = await nav
        .locator('[data-testid="sitemap-branch"] li a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(listed).toContain('/es/contact-us');
      expect(listed).toContain('/es/sitemap');
      expect(listed.filter((href) => !href?.startsWith('/es/'))).toEqual([]);
      const english = await openPage('/sitemap', { width });
      const englishListed = await english
        .locator('[data-testid="sitemap-branch"] a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(englishListed).toContain('/contact-us');
      expect(englishListed.filter((href) => href?.startsWith('/es'))).toEqual([]);
    },
  );

  test('pairs with /sitemap by hreflang both ways, each canonical its own', async () => {
    await expectPaired('/es/sitemap', '/sitemap');
  });
});

describe('the offer of Spanish to a browser that prefers it', () => {
  const offer = (page: Page) => page.locator('[data-spanish-offer]');

  test('is made once, in Spanish, on an English page with a Spanish twin; it leads there keeping the query', async () => {
    const page = await openPage('/contact-us?utm_source=mail', { locale: 'es-MX', width: 375 });
    // No redirect: the English page the link pointed to, with the offer over it.
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    const card = page.getByRole('region', { name: 'Español' });
    await card.waitFor();
    expect(await card.getAttribute('lang')).toBe('es-US');
    expect(await card.textContent()).toContain('¿Prefiere leer esta página en español?');
    // It never takes the focus.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-spanish-offer]'))).toBeNull();
    // Once: the next page of the same visit does not offer it again.
    await page.goto('/about-us');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await offer(page).count()).toBe(0);
    // A visitor who accepts lands on the Spanish twin with the query, the choice remembered.
    const again = await openPage('/contact-us?utm_source=mail', { locale: 'es-US' });
    await again.getByRole('link', { name: 'Ver en español' }).click();
    await again.waitForURL('**/es/contact-us?utm_source=mail');
    expect((await again.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
  });

  test('is declined from the keyboard: Escape closes it, the focus goes to the page, English is remembered', async () => {
    const page = await openPage('/', { locale: 'es-US' });
    await offer(page).waitFor();
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ver en español');
    await page.keyboard.press('Escape');
    await offer(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  });

  test('is not made to an English browser, nor on a Spanish page', async () => {
    const english = await openPage('/contact-us', { locale: 'en-US' });
    await english.waitForTimeout(500);
    expect(await offer(english).count()).toBe(0);
    const spanishPageItself = await openPage('/es/contact-us', { locale: 'es-MX' });
    await spanishPageItself.waitForTimeout(500);
    expect(await offer(spanishPageItself).count()).toBe(0);
  });
});

describe('the Spanish plan finder and speed calculator', () => {
  /** The finder's English messages, less the words US Spanish says the same (Cable, DSL, Plan). */
  const finderEnglish = {
    ...planFinder,
    // The banner is the English tool-page document's (its seed).
    banner: { ...planFinder.banner, ...toolPageSeed.plans.en.banner },
    technologies: { ...planFinder.technologies, cable: '', dsl: '' },
    facts: {
      ...planFinder.facts,
      sections: { ...planFinder.facts.sections, plan: '' },
      rows: { ...planFinder.facts.rows, plan: '' },
    },
  };

  test.each([375, 1366])(
    '/es/plans is in Spanish at %i px: the answer, a label with Spanish field names, the comparison',
    async (width) => {
      const page = await openSpanish(
        '/es/plans?zip=98101',
        width,
        'Planes de internet en su código postal | HomeWire',
        'Planes de internet en su código postal',
      );
      await page.locator('[data-plans-status="done"]').waitFor();
      expect(await page.locator('#plans-status').innerText()).toMatch(
        /^\d+ planes en 98101 \(Seattle, WA\), ordenados por precio regular más bajo\. Datos de muestra\.$/,
      );
      // A label: the field names from the catalog; the sample's labels are English, and it says so.
      const first = page.locator('[data-plan]').first();
      await first.getByRole('button', { name: /^Ver la etiqueta de banda ancha/ }).click();
      const label = first.locator('[data-facts-label]');
      expect(await label.getAttribute('data-label-language')).toBe('en');
      expect(await label.locator('[data-english-label]').innerText()).toBe(spanishFinder.label.englishOnly);
      expect(await label.locator('[data-fact="monthlyPrice"] th').innerText()).toBe('Precio mensual');
      // Two plans compared, side by side (or one at a time below 768 px).
      for (const plan of await page
        .locator('[data-plan]')
        .all()
        .then((all) => all.slice(0, 2)))
        await plan.getByRole('checkbox', { name: /^Comparar/ }).check();
      await page.getByRole('button', { name: 'Comparar 2 planes' }).click();
      await page.getByRole('heading', { name: 'Comparar 2 planes' }).waitFor();
      await expectNoEnglish(page, finderEnglish);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // On a phone the filters' fold button speaks Spanish too (opened with a ZIP, they are shown).
      if (width < 1024)
        expect(
          await page.getByRole('button', { name: 'Filtros y orden' }).getAttribute('aria-expanded'),
        ).toBe('true');
      // Its links stay Spanish: the calculator, and the filters' own URL.
      expect(await page.getByRole('link', { name: 'Calcúlela' }).getAttribute('href')).toBe(
        '/es/speed-calculator',
      );
      await page.getByLabel('Sin contrato').click();
      await page.waitForURL('**/es/plans?zip=98101&noContract=true');
    },
  );

  test('/es/plans says a ZIP code that is not one in Spanish', async () => {
    const page = await openSpanish(
      '/es/plans?zip=98l01',
      1366,
      'Planes de internet en su código postal | HomeWire',
      'Planes de internet en su código postal',
    );
    await expect
      .poll(() => page.locator('#plans-status').innerText())
      .toBe('“98l01” no es un código postal: escriba 5 dígitos, por ejemplo 98101.');
  });

  test.each([375, 1366])('/es/speed-calculator is in Spanish at %i px, line by line', async (width) => {
    const page = await openSpanish(
      '/es/speed-calculator',
      width,
      '¿Cuánta velocidad de internet necesito? | HomeWire',
      '¿Cuánta velocidad necesito?',
    );
    expect(await page.locator('[data-recommendation]').innerText()).toMatch(
      /^Al menos 100 Mbps de descarga y 20 Mbps de carga\.$/,
    );
    expect(await page.locator('[data-plans-link]').getAttribute('href')).toBe(
      '/es/plans?minDownload=100&minUpload=20',
    );
    expect(await page.getByRole('row', { name: /^3 × personas navegando/ }).innerText()).toContain('3 Mbps');
    await expectNoEnglish(page, speedCalculator, toolPageSeed['speed-calculator'].en);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test.each([
    ['/es/plans', '/plans'],
    ['/es/speed-calculator', '/speed-calculator'],
  ])('%s pairs with %s by hreflang both ways, each canonical its own', async (spanish, english) => {
    await expectPaired(spanish, english);
  });
});

describe('hreflang on every page', () => {
  /** A built page's alternates (language → path) and canonical path, read from its HTML. */
  function headOf(path: string): { alternates: Record<string, string>; canonical: string } {
    const html = readFileSync(htmlFileFor(path), 'utf8');
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        new URL(m[2] as string).pathname,
      ]),
    );
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    return { alternates, canonical: new URL(canonical).pathname };
  }

  test('every page of the page list names its English and Spanish versions, each naming the other the same way', () => {
    const unpaired: string[] = [];
    for (const { path } of allPages()) {
      const { alternates, canonical } = headOf(path);
      expect(canonical, path).toBe(path);
      const english = alternates['en-US'];
      const spanish = alternates['es-US'];
      if (!english || !spanish) {
        unpaired.push(path);
        continue;
      }
      expect(alternates['x-default'], path).toBe(english);
      expect([english, spanish], path).toContain(path);
      // The other version lists the very same alternates.
      expect(headOf(path === english ? spanish : english).alternates, path).toEqual(alternates);
    }
    expect(unpaired).toEqual([]);
  });
});

describe('the Spanish service listings', () => {
  // The words US Spanish says as English does (the services' names, "Cable", "Compare") and the
  // testimonials' names and cities are left out of the English to look for.
  const frame = servicePage;
  const quotes = (items: readonly { text: string }[]) => items.map((t) => t.text);
  const listings = [
    {
      spanish: '/es/service/tv',
      title: 'Proveedores de TV',
      h1: 'Compare proveedores de TV',
      english: '/service/tv',
      area: {
        ...tvListing,
        // The headings are the English document's (its seed); "Compare" and "Streaming" are Spanish too.
        sections: listingPageSeed.tv.en.sections.map((s, i) =>
          i === 2 || i === 3 ? { ...s, eyebrow: '' } : s,
        ),
        testimonials: quotes(listingPageSeed.tv.en.testimonials),
      },
    },
    {
      spanish: '/es/service/internet',
      title: 'Proveedores de internet',
      h1: 'Compare proveedores de internet para el hogar',
      english: '/service/internet',
      area: {
        ...internetListing,
        types: { ...internetListing.types, cable: '' },
        sections: listingPageSeed.internet.en.sections,
        testimonials: quotes(listingPageSeed.internet.en.testimonials),
      },
    },
    {
      spanish: '/es/service/streaming',
      title: 'Servicios de streaming',
      h1: 'Compare servicios de streaming',
      english: '/service/streaming',
      area: {
        ...streamingListing,
        sections: listingPageSeed.streaming.en.sections,
        testimonials: quotes(listingPageSeed.streaming.en.testimonials),
      },
    },
  ];
  const cases = listings.flatMap((l) => [375, 1366].map((width) => ({ ...l, width })));

  test.each(cases)(
    '$spanish is in Spanish at $width px: lang, title, and not one English message of it',
    async ({ spanish, title, h1, area, width }) => {
      const page = await openSpanish(spanish, width, `${title} | HomeWire`, h1);
      await expectNoEnglish(page, frame, area);
      // The breadcrumb and the FAQ given to search engines are the ones shown, in Spanish.
      const data = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
          JSON.parse(s.textContent ?? '{}'),
        ),
      );
      const trail = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(trail.itemListElement[0].name).toBe('Inicio');
      expect(new URL(trail.itemListElement[1].item).pathname).toBe(spanish);
      expect(data.find((d) => d['@type'] === 'FAQPage').mainEntity[0].name).toMatch(/^¿/);
      // The banner's button leads to the Spanish contact form.
      expect(await page.locator('#page-title ~ div a').first().getAttribute('href')).toBe(
        '/es/contact-us#send-us-a-message',
      );
      // Nothing wider than the screen (long Spanish words).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );

  test.each(listings)(
    '$spanish pairs with $english by hreflang both ways, each canonical its own',
    async ({ spanish, english }) => {
      await expectPaired(spanish, english);
    },
  );

  test('the ZIP prompt answers in Spanish', async () => {
    const page = await openPage('/es/service/tv');
    await waitForHydration(page);
    const zip = page.getByRole('textbox', { name: 'Código postal' });
    await zip.fill('8020a');
    await page.getByText('Un código postal solo lleva números.').waitFor();
    await zip.fill('802');
    await page.getByRole('button', { name: 'Buscar proveedores' }).click();
    await page.getByText('Escriba un código postal válido de 5 dígitos.').waitFor();
  });
});

describe('the Spanish provider-detail pages', () => {
  /** Every string in `value`, its functions called with `args` (a message about the page's provider). */
  const strings = (value: unknown, args: unknown[]): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return strings(value(...args), args);
    if (Array.isArray(value)) return value.flatMap((v) => strings(v, args));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => (k === 'to' ? [] : strings(v, args)));
    return [];
  };
  /** The English words of the page's area and content that its Spanish twin does not also say (names, prices). */
  const englishOnly = (english: unknown, spanish: unknown, args: unknown[]) => {
    const same = new Set(strings(spanish, args));
    return strings(english, args).filter((t) => !same.has(t));
  };
  const tv = {
    // The testimonials are the listing page's (its document's seed).
    en: [
      tvProviderPage,
      // The headings are the tv-pages document's (its seed), with the provider's prices or a sample.
      [true, false].map((samplePackages) =>
        tvDetailSections(tvSectionWords, { providerName: 'Xfinity', samplePackages }),
      ),
      tvProviderDetail('xfinity'),
      tvProviderExtras('xfinity'),
      listingPageSeed.tv.en.testimonials,
    ],
    es: [
      spanishProviderPage.tv,
      [true, false].map((samplePackages) =>
        tvDetailSections(tvSectionWordsEs, { providerName: 'Xfinity', samplePackages }),
      ),
      tvProviderDetailEs('xfinity'),
      tvProviderExtrasEs('xfinity'),
      listingPageSeed.tv.es.testimonials,
    ],
  };
  const [internetEn, internetEs] = [internetDetail('spectrum'), internetDetailEs('spectrum')];
  const internet = {
    en: [
      internetProviderPage,
      internetEn,
      internetEn && internetDetailSections(internetSectionWords, internetEn),
      internetFeatureCards,
      listingPageSeed.internet.en.testimonials,
    ],
    es: [
      spanishProviderPage.internet,
      internetEs,
      internetEs && internetDetailSections(internetSectionWordsEs, internetEs),
      internetFeatureCardsEs,
      listingPageSeed.internet.es.testimonials,
    ],
  };
  const [streamingEn, streamingEs] = [streamingDetail(), streamingDetailEs()];
  const streaming = {
    en: [
      streamingProviderPage,
      streamingEn,
      streamingEn && streamingDetailSections(streamingSectionWords, streamingEn),
      listingPageSeed.streaming.en.nearYou,
      listingPageSeed.streaming.en.testimonials,
    ],
    es: [
      spanishProviderPage.streaming,
      streamingEs,
      streamingEs && streamingDetailSections(streamingSectionWordsEs, streamingEs),
      listingPageSeed.streaming.es.nearYou,
      listingPageSeed.streaming.es.testimonials,
    ],
  };
  // One page of each kind: a TV provider's, an internet provider's, and the generic streaming plans page.
  const kinds = [
    {
      spanish: '/es/service/tv/provider-detail/xfinity',
      english: '/service/tv/provider-detail/xfinity',
      title: 'Planes y paquetes de TV de Xfinity | HomeWire',
      h1: 'Planes y paquetes de TV de Xfinity',
      englishWords: englishOnly(tv.en, tv.es, ['Xfinity', 'Cable']),
    },
    {
      spanish: '/es/service/internet/provider-detail/spectrum',
      english: '/service/internet/provider-detail/spectrum',
      title: 'Planes y precios de internet de Spectrum | HomeWire',
      h1: 'Planes de internet de Spectrum',
      englishWords: englishOnly(internet.en, internet.es, ['Spectrum']),
    },
    {
      spanish: '/es/service/streaming/provider-detail',
      english: '/service/streaming/provider-detail',
      title: 'Planes de streaming de TV en vivo | HomeWire',
      h1: 'Planes de streaming de TV en vivo',
      // The providers-near-you block's button says "Check Availability" too: the frame's words (its
      // own catalog area), not this page's.
      englishWords: englishOnly(streaming.en, streaming.es, [null]).filter((t) => t !== 'Check Availability'),
    },
  ];
  const cases = kinds.flatMap((kind) => [375, 1366].map((width) => ({ ...kind, width })));

  test.each(cases)(
    '$spanish is in Spanish at $width px: lang, title, and not one English message of its area or content',
    async ({ spanish, width, title, h1, englishWords }) => {
      const page = await openSpanish(spanish, width, title, h1);
      await expectNoEnglish(page, englishWords);
      // Nothing wider than the screen (long Spanish words).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );

  test.each(kinds)(
    '$spanish pairs with $english by hreflang both ways, each canonical its own',
    async ({ spanish, english }) => {
      await expectPaired(spanish, english);
    },
  );

  test('a Spanish internet page links the Spanish pages', async () => {
    const page = await openPage('/es/service/internet/provider-detail/spectrum');
    await waitForHydration(page);
    const others = page.locator('#other-services-title ~ ul a');
    expect(await others.last().getAttribute('href')).toBe('/es/contact-us');
    expect(await others.first().getAttribute('href')).toBe('/es/service/tv');
  });
});
