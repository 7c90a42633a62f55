import { describe, expect, it } from 'vitest';
import { sampleInternetPlans } from '../../content/providers/internet-details.ts';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import {
  contentKinds,
  homePageSchema,
  internetPagesSchema,
  listingPageSchema,
  providerLogoSchema,
  providerPackagesSchema,
  providerSchema,
  siteContactsSchema,
} from '../../contracts/content-documents.ts';
import { z } from '../../contracts/zod.ts';
import {
  changeLine,
  changesBetween,
  documentApiPath,
  documentPagePath,
  emptyOf,
  type FieldNode,
  fieldId,
  fieldPathOf,
  fieldText,
  formOf,
  KIND_TEXT,
  languageText,
  linesOf,
  messageAt,
  moved,
  noteText,
  problemsOf,
  publishProblems,
  refOfId,
  textOf,
  valueAt,
  withValue,
} from './content-form';

const xfinity = { kind: 'provider-packages', key: 'internet/xfinity', language: 'en' } as const;
const seed = {
  banner: { title: 'Xfinity Internet', subTitle: 'Cable internet over the line already in most homes.' },
  packages: sampleInternetPlans,
  samplePricing: true,
  faqs: [{ question: 'Is there a contract?', answer: 'No: **month to month**.' }],
};

describe('the form a kind’s schema asks for', () => {
  const form = formOf(providerPackagesSchema);

  it('is the banner, a list of package fieldsets (at least one) and a checkbox; a package’s lines a textarea of at most six', () => {
    expect(form).toEqual({
      type: 'group',
      fields: [
        {
          name: 'banner',
          node: {
            type: 'group',
            fields: [
              { name: 'title', node: { type: 'text', maxLength: 90 } },
              { name: 'subTitle', node: { type: 'text', maxLength: 240 } },
            ],
          },
        },
        {
          name: 'packages',
          node: {
            type: 'list',
            min: 1,
            item: {
              type: 'group',
              fields: [
                { name: 'packageTitle', node: { type: 'text', maxLength: 60 } },
                { name: 'mbps', node: { type: 'text' } },
                { name: 'packageDescription', node: { type: 'lines', min: 1, max: 6, maxLength: 120 } },
                { name: 'price', node: { type: 'text' } },
                { name: 'planDuration', node: { type: 'text', maxLength: 20 } },
                { name: 'recommendation', node: { type: 'checkbox' } },
              ],
            },
          },
        },
        { name: 'samplePricing', node: { type: 'checkbox' } },
        {
          name: 'faqs',
          node: {
            type: 'list',
            min: 1,
            max: 10,
            item: {
              type: 'group',
              fields: [
                { name: 'question', node: { type: 'text', maxLength: 120 } },
                { name: 'answer', node: { type: 'richText', maxLength: 800 } },
              ],
            },
          },
        },
      ],
    });
  });

  it('sees through optional, default and pipe wrappers, and says which schema it cannot edit yet', () => {
    const wrapped = z.object({
      note: z.string().optional(),
      count: z.number().default(1),
      flag: z.string().transform((s) => s === 'on'),
    });
    expect(formOf(wrapped)).toEqual({
      type: 'group',
      fields: [
        { name: 'note', node: { type: 'text' } },
        { name: 'count', node: { type: 'number' } },
        { name: 'flag', node: { type: 'text' } },
      ],
    });
    expect(() => formOf(z.object({ when: z.date() }))).toThrow('no field for a date schema');
  });

  it('draws an enum as a select named by the schema’s option labels (an added provider’s kind of connection)', () => {
    const form = formOf(providerSchema);
    expect(form).toEqual({
      type: 'group',
      fields: [
        { name: 'name', node: { type: 'text', maxLength: 40 } },
        {
          name: 'type',
          node: {
            type: 'choice',
            options: [
              { value: '5g-fixed-wireless', label: '5G / fixed wireless' },
              { value: 'cable', label: 'Cable' },
              { value: 'fiber', label: 'Fiber' },
              { value: 'dsl-fiber', label: 'DSL / fiber' },
              { value: 'satellite', label: 'Satellite' },
            ],
          },
        },
        { name: 'states', node: { type: 'lines', max: 51 } },
        { name: 'listed', node: { type: 'checkbox' } },
      ],
    });
    expect(emptyOf(form)).toEqual({ name: '', type: '5g-fixed-wireless', states: [], listed: false });
    expect(formOf(z.enum(['a', 'b']))).toEqual({
      type: 'choice',
      options: [
        { value: 'a', label: 'a' },
        { value: 'b', label: 'b' },
      ],
    });
  });

  it('has a form for every kind of document: the site’s contacts are text boxes, the e-mail address (a string format) too', () => {
    for (const [kind, schema] of Object.entries(contentKinds))
      expect(() => formOf(schema), kind).not.toThrow();
    expect(formOf(siteContactsSchema)).toEqual({
      type: 'group',
      fields: [
        { name: 'phone', node: { type: 'text', maxLength: 20 } },
        { name: 'supportPhone', node: { type: 'text', maxLength: 20 } },
        { name: 'email', node: { type: 'text', maxLength: 100 } },
        {
          name: 'hours',
          node: {
            type: 'group',
            fields: [
              { name: 'opens', node: { type: 'text' } },
              { name: 'closes', node: { type: 'text' } },
            ],
          },
        },
      ],
    });
  });

  it('keeps the items of a list whose places carry a picture in their places (fixedItems), and lets the others move', () => {
    const group = (schema: z.ZodType) => formOf(schema) as Extract<FieldNode, { type: 'group' }>;
    const field = (schema: z.ZodType, name: string) =>
      group(schema).fields.find((f) => f.name === name)?.node;
    const reasons = field(homePageSchema, 'whyChooseUs');
    expect(
      reasons?.type === 'group' &&
        reasons.fields.map((f) => [f.name, f.node.type === 'list' && f.node.fixed === true]),
    ).toEqual([
      ['points', true],
      ['figures', false],
    ]);
    expect(field(internetPagesSchema, 'features')).toMatchObject({
      type: 'list',
      min: 3,
      max: 3,
      fixed: true,
    });
    expect(field(internetPagesSchema, 'comparison')).toMatchObject({ type: 'list', min: 1, max: 8 });
    expect(field(internetPagesSchema, 'comparison')).not.toHaveProperty('fixed');
    expect(field(homePageSchema, 'faqs')).not.toHaveProperty('fixed');
    // A listing page's section headings: as many as the page has parts, each in its place.
    expect(field(listingPageSchema, 'sections')).toMatchObject({ type: 'list', fixed: true });
    // Each named by its heading in the form ("Section 2: Providers by type of internet").
    expect(KIND_TEXT['listing-page'].items.sections?.title?.({ title: ' Providers by type ' })).toBe(
      'Providers by type',
    );
    expect(KIND_TEXT['home-page'].items['whyChooseUs.points']?.noun).toBe('reason');
  });

  it('draws a provider’s logo as an image field that may be empty, labelled and helped by the schema', () => {
    const logo = formOf(providerLogoSchema);
    expect(logo).toEqual({
      type: 'group',
      fields: [{ name: 'logo', node: { type: 'image', optional: true } }],
    });
    expect(emptyOf(logo)).toEqual({ logo: null });
    expect(fieldText('provider-logo', ['logo']).label).toBe('Logo');
    expect(fieldText('provider-logo', ['logo']).help).toMatch(/PNG, JPEG or WebP of at most 200 KB/);
    // The schema's message for a path that is not an upload's.
    expect(
      problemsOf(providerLogoSchema, { logo: { src: 'https://example.com/x.png', width: 240, height: 80 } }),
    ).toEqual({
      'logo.src': 'Upload the image here: it is kept at a /media/ address',
    });
    expect(problemsOf(providerLogoSchema, { logo: null })).toEqual({});
    expect(languageText({ kind: 'provider-logo', key: 'xfinity', language: 'en' })).toBe('All languages');
    expect(languageText({ kind: 'home-page', key: 'home', language: 'es' })).toBe('Español');
  });

  it('starts a new item empty, a list with its minimum of items', () => {
    const item = form.type === 'group' ? form.fields.find((f) => f.name === 'packages')?.node : undefined;
    expect(item?.type === 'list' && emptyOf(item.item)).toEqual({
      packageTitle: '',
      mbps: '',
      packageDescription: [],
      price: '',
      planDuration: '',
      recommendation: false,
    });
    expect((emptyOf(form) as { packages: unknown[] }).packages).toHaveLength(1);
  });

  it('labels each field in words, a list item’s by its pattern, one it does not know by its name', () => {
    expect(fieldText('provider-packages', ['packages', 2, 'price']).label).toBe('Price');
    expect(fieldText('provider-packages', ['packages', 0, 'packageDescription']).help).toContain(
      'at most six',
    );
    expect(fieldText('provider-packages', ['somethingNew']).label).toBe('Something new');
    expect(fieldId(['packages', 0, 'price'])).toBe('field-packages-0-price');
  });
});

describe('the schema’s messages, by field', () => {
  const form = formOf(providerPackagesSchema);

  it('has none for the seed, and each field’s first message for a broken draft', () => {
    expect(problemsOf(providerPackagesSchema, seed)).toEqual({});
    const [first, ...rest] = sampleInternetPlans;
    const broken = {
      ...seed,
      packages: [{ ...first, price: '$0', packageTitle: ' ', packageDescription: ['ok', ''] }, ...rest],
    };
    const messages = problemsOf(providerPackagesSchema, broken);
    expect(messages).toEqual({
      'packages.0.packageTitle': 'A package needs a name',
      'packages.0.packageDescription.1': 'A line cannot be empty',
      'packages.0.price': 'A price must be more than $0',
    });
    const lines = { type: 'lines' } as const;
    expect(messageAt(messages, ['packages', 0, 'packageDescription'], lines)).toBe(
      'Line 2: A line cannot be empty',
    );
    expect(messageAt(messages, ['packages', 0, 'price'], { type: 'text' })).toBe(
      'A price must be more than $0',
    );
    expect(messageAt(messages, ['packages', 1, 'price'], { type: 'text' })).toBeUndefined();
    expect(problemsOf(providerPackagesSchema, { ...seed, packages: [] })).toEqual({
      packages: 'A provider needs at least one package',
    });
  });

  it('takes a refused publish’s problems to this document’s fields, a line’s to its textarea', () => {
    const { fields, others } = publishProblems(
      {
        'Xfinity internet packages (en): packages.0.price': 'A price must be more than $0',
        'Xfinity internet packages (en): packages.1.packageDescription.3': 'A line cannot be empty',
        'Spectrum internet packages (en): packages.0.mbps': 'Write the speed',
      },
      { title: 'Xfinity internet packages', ref: xfinity },
    );
    expect(fields).toEqual({
      'packages.0.price': 'A price must be more than $0',
      'packages.1.packageDescription.3': 'A line cannot be empty',
    });
    expect(others).toEqual(['Spectrum internet packages (en): packages.0.mbps: Write the speed']);
    expect(fieldId(fieldPathOf(form, 'packages.1.packageDescription.3'))).toBe(
      'field-packages-1-packageDescription',
    );
    expect(fieldPathOf(form, 'packages')).toEqual(['packages']);
    expect(fieldPathOf(form, '_form')).toEqual([]);
  });
});

describe('changing a draft', () => {
  it('sets a value along its path, copying only that path', () => {
    const next = withValue(seed, ['packages', 0, 'price'], '$12.34') as typeof seed;
    expect(next.packages[0]?.price).toBe('$12.34');
    expect(seed.packages[0]?.price).toBe('$19.99');
    expect(next.packages[1]).toBe(seed.packages[1]);
    expect(valueAt(next, ['packages', 0, 'price'])).toBe('$12.34');
    expect(valueAt(next, ['packages', 9, 'price'])).toBeUndefined();
    expect(withValue(undefined, ['a', 0], 'x')).toEqual({ a: ['x'] });
  });

  it('moves an item within the list, never out of it', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('keeps a textarea’s lines as typed, one per line', () => {
    expect(linesOf('one\ntwo\r\nthree')).toEqual(['one', 'two', 'three']);
    expect(linesOf('one\n')).toEqual(['one', '']);
    expect(textOf(['one', 'two'])).toBe('one\ntwo');
    expect(textOf(undefined)).toBe('');
  });
});

describe('history and conflicts in words', () => {
  it('says each change as a line', () => {
    expect(changeLine({ path: 'packages.0.price', from: '$45.99', to: '$12.34' })).toBe(
      'packages.0.price: $45.99 → $12.34',
    );
    expect(changeLine({ path: 'samplePricing', from: true, to: false })).toBe('samplePricing: yes → no');
    expect(changeLine({ path: 'packages.0.packageDescription.3', to: 'Free router' })).toBe(
      'packages.0.packageDescription.3: added Free router',
    );
    expect(changeLine({ path: 'packages.0.packageTitle', from: 'Old', to: '' })).toBe(
      'packages.0.packageTitle: Old → (empty)',
    );
    const long = changeLine({ path: 'packages.4', from: { packageTitle: 'x'.repeat(200) } });
    expect(long).toMatch(/^packages\.4: removed \{"packageTitle":"x+…$/);
    expect(long.length).toBeLessThan(130);
  });

  it('finds what differs between two drafts as the history does', () => {
    const mine = withValue(seed, ['packages', 0, 'price'], '$12.34');
    expect(changesBetween(seed, mine)).toEqual([{ path: 'packages.0.price', from: '$19.99', to: '$12.34' }]);
    expect(changesBetween(seed, seed)).toEqual([]);
  });

  it('names a version’s note in words, and a publish’s document by its reference', () => {
    expect(noteText('publish 0193f1c2-aaaa')).toBe('Published from a draft');
    expect(noteText('rollback to version 1')).toBe('Rollback to version 1');
    expect(noteText('the seed (content/)')).toBe('The site as built (the seed)');
    expect(noteText(null)).toBe('');
    expect(refOfId('provider-packages:internet/xfinity:en')).toEqual(xfinity);
    expect(refOfId('nonsense')).toBeNull();
  });
});

describe('paths of one document', () => {
  it('puts the key (with its slash) as the path’s tail', () => {
    expect(documentApiPath(ADMIN_API.contentDocument, xfinity)).toBe(
      '/api/admin/content/documents/provider-packages/en/internet/xfinity',
    );
    expect(documentApiPath(ADMIN_API.contentPreview, { ...xfinity, key: 'streaming', language: 'es' })).toBe(
      '/api/admin/content/preview/provider-packages/es/streaming',
    );
    expect(documentPagePath(xfinity)).toBe('/admin/content/provider-packages/en/internet/xfinity');
  });
});
