// The provider-packages schema (decision 089) against the seed it must accept and the edits it
// must refuse, with the words an editor reads.
import { describe, expect, test } from 'vitest';
import { aboutPageSeed } from '../content/about-page.ts';
import { contactPageSeed } from '../content/contact-page.ts';
import { homePageSeed } from '../content/home-page.ts';
import { listingPageSeed, listingParts } from '../content/listing-pages.ts';
import { internetPagesSeed, streamingPagesSeed, tvPagesSeed } from '../content/provider-pages.ts';
import { internetProviders } from '../content/providers/internet.ts';
import { internetDetailEs } from '../content/providers/internet-details.es.ts';
import { internetDetail } from '../content/providers/internet-details.ts';
import { streamingProviders } from '../content/providers/streaming.ts';
import { streamingDetailEs } from '../content/providers/streaming-details.es.ts';
import { streamingDetail } from '../content/providers/streaming-details.ts';
import { siteContactsSeed } from '../content/site-contacts.ts';
import { toolPageSeed } from '../content/tool-pages.ts';
import {
  aboutPageSchema,
  contactPageSchema,
  documentIn,
  homePageSchema,
  internetPagesSchema,
  listingPageSchema,
  priceText,
  providerPackagesSchema,
  providerPageOf,
  siteContactsSchema,
  streamingPagesSchema,
  toolPageSchema,
  tvPagesSchema,
  withSeedFields,
} from './content-documents.ts';
import { isTollFree, telHref } from './phone.ts';

const seeds = [
  ...[undefined, ...internetProviders.map((p) => p.slug)].flatMap((slug) => [
    internetDetail(slug),
    internetDetailEs(slug),
  ]),
  ...[undefined, ...streamingProviders.map((p) => p.slug)].flatMap((slug) => [
    streamingDetail(slug),
    streamingDetailEs(slug),
  ]),
];

/** A parse's problems by field path, as the console shows them beside the fields. */
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('provider-packages', () => {
  test('accepts every provider page of the seed, in both languages', () => {
    expect(seeds.length).toBeGreaterThan(20);
    for (const detail of seeds) {
      if (!detail) throw new Error('a seed page is missing');
      const parsed = providerPackagesSchema.safeParse(
        providerPageOf({ ...detail, packages: detail.plans, samplePricing: detail.samplePlans }),
      );
      expect(parsed.error?.issues ?? [], detail.providerName ?? 'generic').toEqual([]);
    }
  });

  test.each([
    ['$0.00', 'A price must be more than $0'],
    ['45.99', 'Write a price as a dollar amount, such as $45.99'],
    ['$45.9', 'Write a price as a dollar amount, such as $45.99'],
    ['$-5', 'Write a price as a dollar amount, such as $45.99'],
    ['$12345', 'Write a price as a dollar amount, such as $45.99'],
  ])('refuses the price %s: %s', (price, message) => {
    expect(priceText.safeParse(price).error?.issues[0]?.message).toBe(message);
  });

  test('accepts a whole-dollar price and trims it', () => {
    expect(priceText.parse(' $45 ')).toBe('$45');
  });

  test('refuses a provider left without packages', () => {
    const parsed = providerPackagesSchema.safeParse({
      banner: { title: ' ', subTitle: 'Fast fiber.' },
      packages: [],
      samplePricing: false,
      faqs: [],
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'A page needs a title',
      'A provider needs at least one package',
      'Ask at least one question',
    ]);
  });
});

describe('home-page', () => {
  test('accepts the seed in both languages', () => {
    for (const language of ['en', 'es'] as const)
      expect(homePageSchema.safeParse(homePageSeed[language]).error?.issues ?? [], language).toEqual([]);
  });

  test('refuses a page without a title and an answer with a heading, naming each field', () => {
    const seed = homePageSeed.en;
    const parsed = homePageSchema.safeParse({
      ...seed,
      banner: { ...seed.banner, title: '  ' },
      faqs: [...seed.faqs.slice(0, 3), { question: 'Why?', answer: '# Because' }],
    });
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      'banner.title': 'A page needs a title',
      'faqs.3.answer': 'The page does not show headings',
    });
  });

  test('refuses a section without a heading, a fifth reason, a lost figure and a contact it does not know', () => {
    const seed = homePageSeed.en;
    const parsed = homePageSchema.safeParse({
      ...seed,
      sections: {
        ...seed.sections,
        packages: { ...seed.sections.packages, title: '' },
        faq: { ...seed.sections.faq, lead: 'Call {fone}.' },
      },
      whyChooseUs: {
        points: [...seed.whyChooseUs.points, seed.whyChooseUs.points[0]],
        figures: seed.whyChooseUs.figures.slice(1),
      },
    });
    expect(
      Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      'sections.packages.title': 'A section needs a heading',
      'sections.faq.lead': '“{fone}” is not one of {phone}, {email} and {hours}',
      'whyChooseUs.points': 'Give exactly four reasons: each keeps its icon (map, tag, headset, shield)',
      'whyChooseUs.figures': 'Give exactly three figures',
    });
  });

  test('refuses a fifth question (SPEC 2: four)', () => {
    const seed = homePageSeed.en;
    const parsed = homePageSchema.safeParse({ ...seed, faqs: [...seed.faqs, seed.faqs[0]] });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['faqs', 'The home page asks exactly four questions'],
    ]);
  });
});

describe('about-page', () => {
  test('accepts the seed in both languages, its story two paragraphs', () => {
    for (const language of ['en', 'es'] as const) {
      expect(aboutPageSchema.safeParse(aboutPageSeed[language]).error?.issues ?? [], language).toEqual([]);
      expect(aboutPageSeed[language].story.split('\n\n')).toHaveLength(2);
    }
  });

  test('refuses a page without a title, a story with a list, and a fifth promise, naming each field', () => {
    const seed = aboutPageSeed.en;
    const parsed = aboutPageSchema.safeParse({
      ...seed,
      banner: { ...seed.banner, title: '' },
      story: '- one\n- two',
      mission: { ...seed.mission, points: ['a', 'b', 'c', 'd', 'e'] },
    });
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      'banner.title': 'A page needs a title',
      story: 'The page does not show lists',
      'mission.points': 'At most four points fit',
    });
  });

  test('refuses a counter that is not a whole number with K, M, + or %, a section without a heading, and a seventh team member', () => {
    const seed = aboutPageSeed.en;
    const [first, second, ...rest] = seed.achievements;
    const parsed = aboutPageSchema.safeParse({
      ...seed,
      sections: { ...seed.sections, team: { ...seed.sections.team, title: ' ' } },
      achievements: [{ ...first, target: 2.5 }, { ...second, suffix: 'thousand' }, ...rest],
      team: [...seed.team, { name: 'Ada L.', role: 'Intern' }],
    });
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      'sections.team.title': 'A section needs a heading',
      'achievements.0.target': 'Write a whole number, such as 28',
      'achievements.1.suffix': 'Write K, M, + or % after the number, or nothing',
      team: 'The page has six team cards',
    });
  });
});

describe('site-contacts', () => {
  test('accepts the seed in both languages', () => {
    for (const language of ['en', 'es'] as const)
      expect(siteContactsSchema.safeParse(siteContactsSeed[language]).error?.issues ?? [], language).toEqual(
        [],
      );
  });

  test('accepts a US number written the usual ways', () => {
    for (const phone of ['1-800-555-0142', '(303) 555-0199', '+1 303 555 0199', '303.555.0199'])
      expect(siteContactsSchema.safeParse({ ...siteContactsSeed.en, phone }).success, phone).toBe(true);
  });

  test('refuses a number that is not a US one, an address that is not one, and hours that close before they open', () => {
    const parsed = siteContactsSchema.safeParse({
      phone: '555-0142',
      supportPhone: '+44 20 7946 0958',
      email: 'info at example.com',
      hours: { opens: '23:00', closes: '07:00' },
    });
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      phone: 'Write a US phone number with its area code, such as 1-800-555-0142',
      supportPhone: 'Write a US phone number with its area code, such as 1-800-555-0142',
      email: 'Write an e-mail address, such as info@example.com',
      'hours.closes': 'The line must close after it opens',
    });
    for (const [phone, why] of [
      ['1-800-055-0142', 'an exchange starting with 0'],
      ['1-100-555-0142', 'an area code starting with 1'],
      ['1-800-555-01425', 'eleven digits after the 1'],
      ['call 1-800-555-0142', 'words'],
    ])
      expect(siteContactsSchema.safeParse({ ...siteContactsSeed.en, phone }).success, why).toBe(false);
    const clock = siteContactsSchema.safeParse({
      ...siteContactsSeed.en,
      hours: { opens: '7:00', closes: '24:00' },
    });
    expect(new Set(clock.error?.issues.map((i) => i.path.join('.')))).toEqual(
      new Set(['hours.opens', 'hours.closes']),
    );
  });

  test('a number’s tel: address is E.164, and only 8XX toll-free codes are called toll-free', () => {
    expect(telHref('1-800-555-0142')).toBe('tel:+18005550142');
    expect(telHref('(303) 555-0199')).toBe('tel:+13035550199');
    expect(isTollFree('1-800-555-0142')).toBe(true);
    expect(isTollFree('(888) 555-0100')).toBe(true);
    expect(isTollFree('(303) 555-0199')).toBe(false);
    expect(isTollFree('(880) 555-0199')).toBe(false);
  });
});

describe('contact-page', () => {
  test('accepts the seed in both languages, its lead saying the site’s hours', () => {
    for (const language of ['en', 'es'] as const) {
      expect(contactPageSchema.safeParse(contactPageSeed[language]).error?.issues ?? [], language).toEqual(
        [],
      );
      expect(contactPageSeed[language].banner.subTitle).toContain('{hours}');
    }
  });

  test('refuses a page without a title and a name in braces the page cannot fill, naming each field', () => {
    const seed = contactPageSeed.en;
    const parsed = contactPageSchema.safeParse({
      ...seed,
      banner: { title: ' ', subTitle: 'We answer {opening_hours}.' },
      getInTouch: { ...seed.getInTouch, title: '' },
    });
    const byField = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      'banner.title': 'A page needs a title',
      'banner.subTitle': '“{opening_hours}” is not one of {phone}, {email} and {hours}',
      'getInTouch.title': 'A section needs a heading',
    });
  });
});

describe('listing-page', () => {
  test('accepts the seed of every service in both languages', () => {
    for (const [service, seeds] of Object.entries(listingPageSeed))
      for (const language of ['en', 'es'] as const)
        expect(
          listingPageSchema.safeParse(seeds[language]).error?.issues ?? [],
          `${service} ${language}`,
        ).toEqual([]);
  });

  test('the seed heads each part of each listing page once, in both languages', () => {
    for (const [service, seeds] of Object.entries(listingPageSeed)) {
      const parts = Object.keys(listingParts[service as keyof typeof listingParts]);
      expect(seeds.en.sections, service).toHaveLength(parts.length);
      expect(seeds.es.sections, service).toHaveLength(parts.length);
    }
  });

  test('the Spanish seed quotes the same customers as the English, on the listing and provider pages alike', () => {
    for (const [service, seeds] of Object.entries(listingPageSeed))
      expect(
        seeds.es.testimonials.map((t) => [t.name, t.city]),
        service,
      ).toEqual(seeds.en.testimonials.map((t) => [t.name, t.city]));
  });
});

describe('what every internet and streaming page shares', () => {
  test('accepts the seed in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      expect(issues(internetPagesSchema.safeParse(internetPagesSeed[language])), language).toEqual({});
      expect(issues(streamingPagesSchema.safeParse(streamingPagesSeed[language])), language).toEqual({});
      expect(issues(tvPagesSchema.safeParse(tvPagesSeed[language])), language).toEqual({});
      for (const tool of Object.values(toolPageSeed))
        expect(issues(toolPageSchema.safeParse(tool[language])), language).toEqual({});
    }
  });

  test('refuses a price range upside down, a speed without its unit, a fourth card and an empty table, in words an editor reads', () => {
    const seed = internetPagesSeed.en;
    const [first, ...rest] = seed.comparison;
    if (!first) throw new Error('the seed has a comparison');
    const features = [...seed.features, seed.features[0]];
    expect(
      issues(
        internetPagesSchema.safeParse({
          ...seed,
          features,
          comparison: [{ ...first, priceFrom: '$49.99', priceTo: '$29.99', upload: '20' }, ...rest],
        }),
      ),
    ).toEqual({
      features: 'The section has three cards: the Wi-Fi gateway, hotspots and mobile',
      'comparison.0.upload': 'Write the speed in Mbps, such as 300 Mbps, 1,200 Mbps or 100-300 Mbps',
      'comparison.0.priceTo': 'The highest price cannot be under the lowest',
    });
    // One price for a tier: both ends alike.
    expect(
      issues(
        internetPagesSchema.safeParse({ ...seed, comparison: [{ ...first, priceTo: first.priceFrom }] }),
      ),
    ).toEqual({});
    expect(
      issues(
        streamingPagesSchema.safeParse({
          ...streamingPagesSeed.es,
          packages: [],
          bundles: [{ ...streamingPagesSeed.es.bundles[0], price: '$0' }],
        }),
      ),
    ).toEqual({
      packages: 'The table needs at least one row',
      'bundles.0.price': 'A price must be more than $0',
    });
  });

  test('a button goes to a path on this site, at most four of them', () => {
    const seed = internetPagesSeed.en;
    const [first, ...rest] = seed.otherServices.links;
    if (!first) throw new Error('the seed has buttons');
    const parsed = (links: unknown[]) =>
      issues(internetPagesSchema.safeParse({ ...seed, otherServices: { ...seed.otherServices, links } }));
    expect(parsed([{ ...first, to: 'https://example.com/deals' }, ...rest])).toEqual({
      'otherServices.links.0.to': 'Write a path on this site that starts with /, such as /service/tv',
    });
    expect(parsed([first, ...rest, first])).toEqual({ 'otherServices.links': 'At most four buttons fit' });
  });

  test('the headings may name the page’s provider, {provider}, and no other name in braces', () => {
    const seed = internetPagesSeed.en;
    expect(seed.sections.plans.title).toContain('{provider}');
    const plans = {
      ...seed.sections.plans,
      title: 'Get {brand} now',
      sampleLead: 'Compare {provider} and {phone}.',
    };
    expect(issues(internetPagesSchema.safeParse({ ...seed, sections: { ...seed.sections, plans } }))).toEqual(
      {
        'sections.plans.title': '“{brand}” is not {provider}, the only name this text can say',
        'sections.plans.sampleLead': '“{phone}” is not {provider}, the only name this text can say',
      },
    );
  });
});

describe('plain copy', () => {
  test('refuses a name in braces, which its page would show as written', () => {
    const seed = internetPagesSeed.en;
    const features = { ...seed.sections.features, title: 'Why {provider}?' };
    expect(
      issues(internetPagesSchema.safeParse({ ...seed, sections: { ...seed.sections, features } })),
    ).toEqual({
      'sections.features.title': '“{provider}” would show as written: this text fills in no name in braces',
    });
    // A package card's name and lines are plain too; braces not around a name are only text.
    const [card, ...others] = homePageSeed.en.packages;
    const packages = [
      { ...card, packageTitle: 'Gig {plan}', packageDescription: ['Ask {} now', 'a { b } c'] },
      ...others,
    ];
    expect(issues(homePageSchema.safeParse({ ...homePageSeed.en, packages }))).toEqual({
      'packages.0.packageTitle': '“{plan}” would show as written: this text fills in no name in braces',
      'packages.0.packageDescription.0': '“{}” would show as written: this text fills in no name in braces',
    });
  });
});

describe('a kind that gains a field', () => {
  const seed = listingPageSeed.tv.en;
  const older = { banner: { title: 'TV deals', subTitle: 'This week only.' } };

  test('reads a version written before it with the seed’s value of the new fields, and nothing else changed', () => {
    const set = { 'listing-page:tv:en': { version: 2, data: older } };
    expect(documentIn(set, { kind: 'listing-page', key: 'tv', language: 'en' }, () => seed)).toEqual({
      ...seed,
      banner: older.banner,
    });
    expect(withSeedFields({ ...seed, faqs: [] }, seed)).toEqual({ ...seed, faqs: [] });
    expect(withSeedFields('not a record', seed)).toBe('not a record');
    // A version with every field is itself, not a copy.
    expect(withSeedFields(seed, seed)).toBe(seed);
  });

  test('fills a field gained inside a group (the contact form’s eyebrow), keeping the version’s words', () => {
    const seed = contactPageSeed.en;
    const { eyebrow: _new, ...form } = { ...seed.form, title: 'Write to us today' };
    const { getInTouch: _alsoNew, ...older } = { ...seed, form };
    const set = { 'contact-page:contact:en': { version: 3, data: older } };
    expect(documentIn(set, { kind: 'contact-page', key: 'contact', language: 'en' }, () => seed)).toEqual({
      ...seed,
      form: { ...seed.form, title: 'Write to us today' },
    });
  });

  test('a field the version has is its own, even when it breaks the schema: the render says so', () => {
    const set = { 'listing-page:tv:en': { version: 2, data: { ...older, faqs: [] } } };
    expect(() => documentIn(set, { kind: 'listing-page', key: 'tv', language: 'en' }, () => seed)).toThrow(
      /Ask at least one question/,
    );
  });
});
