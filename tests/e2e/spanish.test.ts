// Issue 37 in Chromium against the built site and the real server: the Spanish contact page at
// /es/contact-us, the About page at /es/about-us and the home page at /es/ (<html lang>, every word
// from the Spanish catalog, none of the English left), hreflang pairs both ways, the language switch (same query and fragment, remembered in a cookie),
// no redirect by Accept-Language, and a message sent from it stored with language "es"; the Spanish
// terms and privacy policy (/es/terms-conditions, /es/privacy-policy) in Spanish and paired the same way.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { aboutPage } from '../../app/i18n/about-page.ts';
import { blocks } from '../../app/i18n/blocks.ts';
import { contactPage } from '../../app/i18n/contact-page.ts';
import { forms } from '../../app/i18n/forms.ts';
import { homePage } from '../../app/i18n/home-page.ts';
import { legalDocument } from '../../app/i18n/legal-document.ts';
import { privacyPage } from '../../app/i18n/privacy-page.ts';
import { providerPage as spanishProviderPage } from '../../app/i18n/provider-page.es.ts';
import { internetProviderPage, streamingProviderPage, tvProviderPage } from '../../app/i18n/provider-page.ts';
import { shell } from '../../app/i18n/shell.ts';
import { termsPage } from '../../app/i18n/terms-page.ts';
import { internetDetailSectionsEs } from '../../content/providers/internet-detail-sections.es.ts';
import { internetDetailSections } from '../../content/providers/internet-detail-sections.ts';
import {
  internetDetailEs,
  internetFeatureCardsEs,
  internetTestimonialsEs,
} from '../../content/providers/internet-details.es.ts';
import {
  internetDetail,
  internetFeatureCards,
  internetTestimonials,
} from '../../content/providers/internet-details.ts';
import { streamingDetailSectionsEs } from '../../content/providers/streaming-detail-sections.es.ts';
import { streamingDetailSections } from '../../content/providers/streaming-detail-sections.ts';
import {
  streamingDetailEs,
  streamingNearYouEs,
  streamingTestimonialsEs,
} from '../../content/providers/streaming-details.es.ts';
import {
  streamingDetail,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import { tvTestimonials } from '../../content/providers/tv-copy.ts';
import {
  tvProviderDetailEs,
  tvProviderExtrasEs,
  tvTestimonialsEs,
} from '../../content/providers/tv-details.es.server.ts';
import { tvProviderDetail, tvProviderExtras } from '../../content/providers/tv-details.server.ts';
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
      await expectNoEnglish(page, forms.contact, { ...contactPage, map: { ...contactPage.map, title: '' } });
    },
  );

  test('pairs with the English page by hreflang both ways, each canonical its own', async () => {
    await expectPaired(spanishPage, englishPage);
    // A page in English only has no alternates.
    const plans = await openPage('/plans');
    expect(await alternates(plans)).toEqual({});
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
      await expectNoEnglish(page, aboutPage);
      // Its links lead to the Spanish pages that exist, the English ones otherwise.
      expect(await page.locator('#page-title ~ div a').first().getAttribute('href')).toBe('/es/contact-us');
      expect(await page.locator('#what-we-do a').first().getAttribute('href')).toBe('/service/tv');
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
      // The figures beside the stats' labels (30+, $0) and the package names are the same in Spanish.
      await expectNoEnglish(page, { ...homePage, stats: homePage.stats.map((s) => s.label) }, blocks);
      // The FAQ given to search engines is the one shown, in Spanish.
      const faq = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((s) => JSON.parse(s.textContent ?? '{}'))
          .find((d) => d['@type'] === 'FAQPage'),
      );
      expect(faq.mainEntity[0].name).toBe('¿Cómo sé qué proveedores dan servicio en mi dirección?');
      // Its links lead to the Spanish pages that exist, the English ones otherwise; the logo home here.
      expect(await page.locator('#page-title ~ div a').first().getAttribute('href')).toBe('/es/contact-us');
      expect(await page.locator('#packages a[href="/plans"]').count()).toBe(1);
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
    en: [tvProviderPage, tvProviderDetail('xfinity'), tvProviderExtras('xfinity'), tvTestimonials],
    es: [
      spanishProviderPage.tv,
      tvProviderDetailEs('xfinity'),
      tvProviderExtrasEs('xfinity'),
      tvTestimonialsEs,
    ],
  };
  const [internetEn, internetEs] = [internetDetail('spectrum'), internetDetailEs('spectrum')];
  const internet = {
    en: [
      internetProviderPage,
      internetEn,
      internetEn && internetDetailSections(internetEn),
      internetFeatureCards,
      internetTestimonials,
    ],
    es: [
      spanishProviderPage.internet,
      internetEs,
      internetEs && internetDetailSectionsEs(internetEs),
      internetFeatureCardsEs,
      internetTestimonialsEs,
    ],
  };
  const [streamingEn, streamingEs] = [streamingDetail(), streamingDetailEs()];
  const streaming = {
    en: [
      streamingProviderPage,
      streamingEn,
      streamingEn && streamingDetailSections(streamingEn),
      streamingNearYou,
      streamingTestimonials,
    ],
    es: [
      spanishProviderPage.streaming,
      streamingEs,
      streamingEs && streamingDetailSectionsEs(streamingEs),
      streamingNearYouEs,
      streamingTestimonialsEs,
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

  test('a Spanish internet page links the Spanish pages that exist, the English ones otherwise', async () => {
    const page = await openPage('/es/service/internet/provider-detail/spectrum');
    await waitForHydration(page);
    const others = page.locator('#other-services-title ~ ul a');
    expect(await others.last().getAttribute('href')).toBe('/es/contact-us');
    expect(await others.first().getAttribute('href')).toBe('/service/tv');
  });
});
