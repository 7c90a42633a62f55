// The site's editable content as typed documents (issue 38, decision 089). Each kind of document
// has one zod schema here: the seed (content/), the editor's form, the store's validation and the
// loaders that read a published version all use it. A document is one kind's data for one key
// (a provider, a page) in one language.
import {
  type FaqItem,
  INTERNET_TYPE_LABELS,
  type InternetType,
  STREAMING_KIND_LABELS,
  type StreamingKind,
  TV_TYPE_LABELS,
  type TvType,
} from './content.ts';
import type { Language } from './languages.ts';
import { IMAGE_LIMITS, IMAGE_LIMITS_TEXT, MEDIA_PATH } from './media.ts';
import { normalizeUsPhone } from './phone.ts';
import { RICH_TEXT_HELP, richText, unknownTokens } from './rich-text.ts';
import { US_STATES_AND_DC } from './us-states.ts';
import { z } from './zod.ts';

/**
 * A price as the pages show it: a positive dollar amount with cents, such as "$45.99". A price
 * field's `.meta()` says `format: 'price'`: the console compares it with the same field of the
 * document's other language (contracts/content-fields.ts, pricesThatDiffer).
 */
export const priceText = z
  .string()
  .trim()
  .regex(/^\$\d{1,4}(\.\d{2})?$/, 'Write a price as a dollar amount, such as $45.99')
  .refine((p) => Number(p.slice(1)) > 0, 'A price must be more than $0');

/**
 * A name in braces in text whose page fills in none: it would be shown as written ("Pick your
 * {provider} plan"), so the field refuses it (the fields that fill names in say which, below).
 */
export function namesNotFilled(text: string): string[] {
  return [...text.matchAll(/\{\w*\}/g)].map(
    ([token]) => `“${token}” would show as written: this text fills in no name in braces`,
  );
}

/** Refuses a name in braces (namesNotFilled): for plain text, which the page shows as written. */
const noNames = (text: string, ctx: z.RefinementCtx) => {
  for (const message of namesNotFilled(text)) ctx.addIssue({ code: 'custom', message });
};

/**
 * One package card (a plan on a provider page): what the pages render, nothing more. `mbps` is
 * shown as "Up to N Mbps" in the card's circle (or the channel count on a TV page).
 */
export const packageCardSchema = z.object({
  packageTitle: z
    .string()
    .trim()
    .min(1, 'A package needs a name')
    .max(60, 'Keep the name under 60 characters')
    .superRefine(noNames)
    .meta({ title: 'Name', description: 'The card’s title, such as Connect Extra.' }),
  mbps: z
    .string()
    .trim()
    .regex(/^(\d{1,5}|\d{1,3}\+)$/, 'Write the speed (or channel count) as a number, such as 300 or 190+')
    .meta({
      title: 'Speed in Mbps',
      description: 'The number in the card’s circle: 300, or a channel count such as 190+.',
    }),
  packageDescription: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A line cannot be empty')
        .max(120, 'Keep each line under 120 characters')
        .superRefine(noNames),
    )
    .min(1, 'Give at least one line about the package')
    .max(6, 'At most six lines fit on a card')
    .meta({ title: 'Description', description: 'One line of the card per line, at most six.' }),
  price: priceText.meta({ title: 'Price', description: 'A dollar amount, such as $45.99.', format: 'price' }),
  /** What the price is per, as the page says it ("month"). */
  planDuration: z
    .string()
    .trim()
    .min(1, 'Say what the price is per, such as month')
    .max(20)
    .meta({ title: 'Price per', description: 'What the price is for, such as month.' }),
  recommendation: z
    .boolean()
    .meta({ title: 'Recommended', description: 'The card is marked as the plan we recommend.' }),
});

export type PackageCard = z.infer<typeof packageCardSchema>;

/** A line of copy: trimmed, not empty, at most `max` characters; `label` and `help` are the form's. */
const copy = (max: number, label: string, help: string, empty = 'Write the text') =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Keep it under ${max} characters`)
    .superRefine(noNames)
    .meta({ title: label, description: help });

/** Short ticked points, one per line: at least one, at most `max` of `length` characters. */
const points = (max: number, length: number, label: string, help: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A line cannot be empty')
        .max(length, `Keep each line under ${length} characters`)
        .superRefine(noNames),
    )
    .min(1, 'Give at least one point')
    .max(max, `At most ${({ 3: 'three', 4: 'four' } as Record<number, string>)[max] ?? max} points fit`)
    .meta({ title: label, description: help });

/**
 * Copy that may say names in braces the page fills in: `unknown` gives a message for each name in
 * braces the page cannot fill, and `names` says in the field's help which it can.
 */
const copyWithNames =
  (unknown: (text: string) => string[], names: string) => (max: number, label: string, help: string) =>
    z
      .string()
      .trim()
      .min(1, 'Write the text')
      .max(max, `Keep it under ${max} characters`)
      .superRefine((text, ctx) => {
        for (const message of unknown(text)) ctx.addIssue({ code: 'custom', message });
      })
      .meta({ title: label, description: `${help} ${names}` });

/** Copy that may say the site's contacts ({phone}, {email}, {hours}), filled in on the page. */
const copyWithContacts = copyWithNames(unknownTokens, '{phone}, {email} and {hours} are the site’s own.');

/** The name in braces that a provider page's shared copy says for the page's provider. */
export const PROVIDER_TOKEN = 'provider';

/** Copy on every provider page of a service that may say the page's provider, `{provider}`. */
const copyWithProvider = copyWithNames(
  (text) =>
    [...text.matchAll(/\{(\w*)\}/g)]
      .filter(([, name]) => name !== PROVIDER_TOKEN)
      .map(([token]) => `“${token}” is not {provider}, the only name this text can say`),
  '{provider} is the page’s provider, as its banner names it.',
);

/**
 * A path on this site that a button or a link goes to, such as /service/tv or /service/tv#comparison:
 * a publish refuses one to a page the site does not have (server/content/guards.ts). A Spanish
 * page sends it to its Spanish twin where there is one.
 */
const pagePath = (label: string, help: string) =>
  z
    .string()
    .trim()
    .max(120, 'Keep the path under 120 characters')
    .regex(/^\/[^\s]*$/, 'Write a path on this site that starts with /, such as /service/tv')
    .meta({ title: label, description: help, format: 'page-link' });

/** A page's banner: its title, and the lead under it (`lead`: plain copy, or copy that may say the contacts). */
const pageBanner = (lead: z.ZodType<string>, description = 'The top of the page.') =>
  z
    .object({
      title: copy(90, 'Title', 'The page’s main heading, the first thing read.', 'A page needs a title'),
      subTitle: lead,
    })
    .meta({ title: 'Banner', description });

/** One question of a page's FAQ: the question, and its answer in rich text (Markdown the page renders). */
const faqItem = z.object({
  question: copy(120, 'Question', 'As a visitor would ask it.'),
  answer: richText(800).meta({ title: 'Answer', description: RICH_TEXT_HELP, format: 'rich-text' }),
});

/**
 * A provider's page in one language: its banner, its packages (the kind a price change edits) and
 * its FAQ. The kind's name stays `provider-packages` (the documents and their history are kept by it).
 */
export const providerPackagesSchema = z.object({
  banner: z
    .object({
      title: copy(90, 'Title', 'The page’s main heading, such as Xfinity Internet.', 'A page needs a title'),
      subTitle: copy(240, 'Lead', 'The sentence under it: what the provider offers.'),
    })
    .meta({ title: 'Banner', description: 'The top of the page, above its packages.' }),
  packages: z.array(packageCardSchema).min(1, 'A provider needs at least one package').meta({
    title: 'Packages',
    description: 'The cards on the page, in this order. A provider needs at least one.',
  }),
  /** The page says the prices are a sample, not the provider's own (true for the seed's). */
  samplePricing: z.boolean().meta({
    title: 'The prices are a sample',
    description: 'The page says so: they are not the provider’s own prices.',
  }),
  faqs: z.array(faqItem).min(1, 'Ask at least one question').max(10, 'At most ten questions').meta({
    title: 'Questions',
    description:
      'The FAQ at the foot of the page, in this order; the first is open. Search engines read it too.',
  }),
});

/** A page's testimonials carousel: what customers said, in this order. */
const testimonials = z
  .array(
    z.object({
      text: copy(240, 'What they said', 'In the customer’s words.'),
      name: copy(40, 'Name', 'First name and initial, such as Maria G.'),
      city: copy(40, 'City', 'City and state, such as Phoenix, AZ.'),
    }),
  )
  .min(3, 'The carousel needs at least three testimonials')
  .max(12, 'At most twelve testimonials')
  .meta({ title: 'Testimonials', description: 'The carousel’s cards, in this order.' });

/** A section's heading: the small words above it, the heading and (`lead`) the sentence under it. */
const sectionHead = <L extends z.ZodType<string>>(name: string, where: string, lead: L) =>
  z
    .object({
      eyebrow: copy(40, 'Eyebrow', 'The small words above the heading.'),
      title: copy(90, 'Heading', 'The section’s heading.', 'A section needs a heading'),
      lead,
    })
    .meta({ title: name, description: where });

/** A section's heading without a sentence under it. */
const sectionTitle = (name: string, where: string) =>
  z
    .object({
      eyebrow: copy(40, 'Eyebrow', 'The small words above the heading.'),
      title: copy(90, 'Heading', 'The section’s heading.', 'A section needs a heading'),
    })
    .meta({ title: name, description: where });

const sectionLead = () => copy(240, 'Lead', 'The sentence under the heading.');

/**
 * The plans' heading on every provider page of a service: a provider's (it may name it, `{provider}`)
 * and the generic page's, with the provider's own prices or a sample.
 */
const plansHeading = (service: string, generic: string) =>
  z
    .object({
      eyebrow: copy(
        40,
        'Eyebrow',
        'Above the heading when the prices are the provider’s own, such as Plans.',
      ),
      sampleEyebrow: copy(
        40,
        'Eyebrow with sample prices',
        'Above it when they are a sample, such as Sample plans.',
      ),
      title: copyWithProvider(90, 'Heading', 'On a provider’s page, such as Pick your {provider} plan.'),
      genericTitle: copy(
        90,
        'Heading of the generic page',
        `On the ${service} page that names no provider, such as ${generic}.`,
      ),
    })
    .meta({ title: 'Plans', description: 'Above the plan cards.' });

/**
 * The home page's copy an editor changes (SPEC 2): its banner, its sections' headings, the reasons
 * to choose us and their figures, the special offer (the campaign's promotion), the testimonials and
 * the four questions of its FAQ. The service cards and the package cards stay in the page's
 * messages. Labels and help are the schema's own.
 */
export const homePageSchema = z.object({
  banner: pageBanner(copy(240, 'Lead', 'The sentence under the title.')),
  sections: z
    .object({
      services: sectionHead('Our services', 'Above the three service cards.', sectionLead()),
      topProviders: sectionHead('Top providers', 'Above the three lists of providers.', sectionLead()),
      packages: sectionHead('Packages', 'Above the four package cards.', sectionLead()),
      whyChooseUs: sectionHead('Why choose us', 'Beside the reasons and the figures.', sectionLead()),
      testimonials: sectionTitle('Testimonials', 'Above the carousel.'),
      faq: sectionHead(
        'Questions',
        'Beside the FAQ.',
        copyWithContacts(200, 'Lead', 'The sentence under the heading: how to ask something else.'),
      ),
    })
    .meta({ title: 'Section headings', description: 'The heading of each part of the page, top to bottom.' }),
  whyChooseUs: z
    .object({
      points: z
        .array(
          z.object({
            heading: copy(50, 'Heading', 'The reason, in a few words.'),
            description: copy(160, 'Description', 'One sentence under it.'),
          }),
        )
        .length(4, 'Give exactly four reasons: each keeps its icon (map, tag, headset, shield)')
        .meta({
          title: 'Reasons',
          description: 'The four cards, each with its icon (map, price tag, headset, shield), in this order.',
          fixedItems: true,
        }),
      figures: z
        .array(
          z.object({
            value: copy(10, 'Figure', 'Short and true, such as 30+ or $0.'),
            label: copy(40, 'Label', 'Under it, such as providers compared.'),
          }),
        )
        .length(3, 'Give exactly three figures')
        .meta({
          title: 'Figures',
          description: 'The three figures beside the reasons. Each is a claim: keep it true.',
        }),
    })
    .meta({ title: 'Why choose us', description: 'The reasons and the figures under “Why choose us”.' }),
  packages: z
    .array(packageCardSchema)
    .min(1, 'Show at least one package')
    .max(4, 'At most four packages fit in the row')
    .meta({
      title: 'Packages',
      description:
        'The package cards under “Packages”, in this order. The circle of the fastest is full; the others are drawn against it.',
    }),
  specialOffer: z
    .object({
      title: copy(
        90,
        'Title',
        'The offer’s heading, also the plan a visitor asks about.',
        'An offer needs a title',
      ),
      description: copy(240, 'Description', 'One or two sentences under the heading.'),
      points: points(4, 60, 'Points', 'Ticked points beside each other, one per line, at most four.'),
      note: copy(160, 'Small print', 'The line under the button.'),
    })
    .meta({ title: 'Special offer', description: 'The promotion block above the testimonials.' }),
  testimonials,
  faqs: z.array(faqItem).length(4, 'The home page asks exactly four questions').meta({
    title: 'Questions',
    description: 'The FAQ, in this order; the first is open. Search engines read it too.',
  }),
});

/** What the About page says it does for one service: the card under “What we do”. */
const serviceCard = (service: string) =>
  z
    .object({
      description: copy(160, 'Description', 'What we do for it, in one sentence.'),
      linkLabel: copy(40, 'Link', `The link to the ${service} providers, such as ${service} providers.`),
    })
    .meta({ title: `${service} card`, description: 'Its heading and icon are the service’s own.' });

/**
 * The About page's copy an editor changes (SPEC 2): its banner, its sections' headings, what we do
 * for each service, its story, its mission, the four counters and the team's names and roles. The
 * counters' and the portraits' order is the page's.
 */
export const aboutPageSchema = z.object({
  banner: pageBanner(copy(240, 'Lead', 'The sentence under the title.')),
  sections: z
    .object({
      whatWeDo: sectionTitle('What we do', 'Above the three service cards.'),
      story: sectionTitle('Our story', 'Above the story.'),
      mission: sectionTitle('Our mission', 'Above the mission, in its card.'),
      achievements: sectionTitle('Achievements', 'Above the four counters.'),
      team: sectionHead('Our team', 'Above the team.', sectionLead()),
      bestProviders: sectionHead('Best providers', 'Above the providers’ names.', sectionLead()),
    })
    .meta({ title: 'Section headings', description: 'The heading of each part of the page, top to bottom.' }),
  whatWeDo: z
    .object({ tv: serviceCard('TV'), internet: serviceCard('Internet'), streaming: serviceCard('Streaming') })
    .meta({ title: 'What we do', description: 'The three cards under “What we do”, one per service.' }),
  story: richText(1600).meta({
    title: 'Our story',
    description: `Beside the mission, under “Our story”. ${RICH_TEXT_HELP}`,
    format: 'rich-text',
  }),
  mission: z
    .object({
      text: copy(300, 'Mission', 'The sentence under “Our mission”.'),
      points: points(4, 60, 'Promises', 'The checklist under it, one per line, at most four.'),
    })
    .meta({ title: 'Our mission', description: 'The card beside the story.' }),
  achievements: z
    .array(
      z.object({
        target: z
          .int('Write a whole number, such as 28')
          .min(1, 'Count from 1')
          .max(999, 'At most 999: say thousands with the K after it')
          .meta({ title: 'Number', description: 'Counted up from 0 when the counter shows, such as 28.' }),
        suffix: z
          .string()
          .trim()
          .regex(/^(K|M|\+|%)?$/, 'Write K, M, + or % after the number, or nothing')
          .meta({
            title: 'After the number',
            description: 'K for thousands, M for millions, + or %, or nothing.',
          }),
        label: copy(30, 'Label', 'Under it, such as Total Users. Short: four sit side by side.'),
      }),
    )
    .length(4, 'The page has four counters')
    .meta({
      title: 'Achievements',
      description: 'The four counters under “Achievements”, in this order. Each is a claim: keep it true.',
      fixedItems: true,
    }),
  team: z
    .array(
      z.object({
        name: copy(40, 'Name', 'As the card shows it, such as Olivia Bennett.'),
        role: copy(50, 'Role', 'The job title under the name.'),
      }),
    )
    .length(6, 'The page has six team cards')
    .meta({
      title: 'Team',
      description: 'The six cards under “Our team”, each beside its portrait, in this order.',
      fixedItems: true,
    }),
});

/**
 * A US phone number as the pages show it, such as "1-800-555-0142" or "(303) 555-0199": ten digits
 * of the North American plan (area code and exchange not starting with 0 or 1), an optional leading 1.
 */
export const usPhone = z
  .string()
  .trim()
  .max(20, 'Keep the number under 20 characters')
  .refine(
    (p) => normalizeUsPhone(p) !== undefined,
    'Write a US phone number with its area code, such as 1-800-555-0142',
  );

/** A time of day on the 24-hour clock, such as 07:00 or 23:30. */
const clockTime = (label: string, help: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the time on the 24-hour clock, such as 07:00 or 23:00')
    .meta({ title: label, description: help });

/**
 * The site's contacts (SPEC 9): the phone numbers, the e-mail address and the hours the line is
 * open, shown in every page's header and footer, on the contact page and in the chat. The company's
 * name and postal address stay in code (content/site.ts): they are the legal entity's.
 */
export const siteContactsSchema = z.object({
  phone: usPhone.meta({
    title: 'Phone',
    description: 'The sales line: the header, the footer, the chat and every “Call” button.',
  }),
  supportPhone: usPhone.meta({
    title: 'Customer care phone',
    description: 'On the contact page, for customers with a question about their service.',
  }),
  email: z
    .email('Write an e-mail address, such as info@example.com')
    .max(100, 'Keep the address under 100 characters')
    .meta({ title: 'E-mail', description: 'The footer, the contact page and the privacy mails.' }),
  hours: z
    .object({
      opens: clockTime('Opens', 'When the line opens every day, Eastern Time, such as 07:00.'),
      closes: clockTime('Closes', 'When it closes, such as 23:00.'),
    })
    .refine(({ opens, closes }) => opens < closes, {
      message: 'The line must close after it opens',
      path: ['closes'],
    })
    .meta({
      title: 'Opening hours',
      description: 'Every day, Eastern Time. The chat offers a call only while the line is open.',
    }),
});

/**
 * The contact page's copy an editor changes (SPEC 2): its banner, the "Need help right now?" card
 * beside the contacts and the message form's heading. The contacts themselves are `site-contacts`.
 */
export const contactPageSchema = z.object({
  banner: pageBanner(copyWithContacts(240, 'Lead', 'The sentence under the title.')),
  getInTouch: sectionTitle('Get in touch', 'Above the map and the contacts.'),
  needHelp: z
    .object({
      title: copy(60, 'Title', 'The card’s heading.'),
      text: copyWithContacts(160, 'Text', 'The sentence beside the chat button.'),
    })
    .meta({
      title: 'Need help right now?',
      description: 'The dark card under the contacts, with the chat button.',
    }),
  form: z
    .object({
      eyebrow: copy(40, 'Eyebrow', 'The small words above the heading.'),
      title: copy(60, 'Title', 'The heading above the message form.'),
      lead: copyWithContacts(200, 'Lead', 'The sentence under it: when we answer.'),
    })
    .meta({ title: 'Message form', description: 'The heading of the form at the foot of the page.' }),
});

/**
 * The headings of a page's own parts below its banner, top to bottom: as many as the page has (its
 * seed's; a publish refuses another number, server/content/guards.ts), each in its place.
 */
const partHeadings = z
  .array(
    z.object({
      eyebrow: copy(40, 'Eyebrow', 'The small words above the heading.'),
      title: copy(90, 'Heading', 'The section’s heading.', 'A section needs a heading'),
      lead: copy(240, 'Lead', 'The sentence under the heading.'),
    }),
  )
  .min(1)
  .max(6)
  .meta({
    title: 'Section headings',
    description:
      'The heading of each part of the page below the banner, top to bottom. The parts are the page’s own: change their words here, not their number.',
    fixedItems: true,
  });

/**
 * A service's listing page's copy an editor changes (/service/tv, /service/internet,
 * /service/streaming): its banner, its sections' headings, its "providers near you" band (the
 * streaming provider pages show the streaming page's), its testimonials (shown on the service's
 * provider pages too) and its FAQ.
 */
export const listingPageSchema = z.object({
  banner: pageBanner(
    copyWithContacts(240, 'Lead', 'The sentence under the title.'),
    'The top of the page, above the providers.',
  ),
  sections: partHeadings,
  nearYou: z
    .object({
      title: copy(90, 'Heading', 'Such as TV providers near you.', 'The band needs a heading'),
      lead: copyWithContacts(240, 'Lead', 'The sentence beside the Check Availability button.'),
    })
    .meta({
      title: 'Providers near you',
      description:
        'The band with the Check Availability button, near the foot of the page; a streaming page’s is on every streaming provider page too.',
    }),
  testimonials: testimonials.meta({
    title: 'Testimonials',
    description:
      'The carousel’s cards, in this order: on this page and on every provider page of the service.',
  }),
  faqTitle: copy(60, 'Questions heading', 'The heading above the questions, such as TV questions.'),
  faqs: z.array(faqItem).min(1, 'Ask at least one question').max(8, 'At most eight questions').meta({
    title: 'Questions',
    description:
      'The FAQ at the foot of the page, in this order; the first is open. Search engines read it too.',
  }),
});

/** A speed as the tables say it: "150 Mbps", "1,200 Mbps", a range "100-300 Mbps". */
const speedText = (label: string, help: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{1,3}(,\d{3})*(-\d{1,3}(,\d{3})*)? Mbps$/,
      'Write the speed in Mbps, such as 300 Mbps, 1,200 Mbps or 100-300 Mbps',
    )
    .meta({ title: label, description: help });

/** A price that is a month's, such as "$24.99": the table adds "/mo." ("/mes" in Spanish). */
const monthlyPrice = (label: string, help: string) =>
  priceText.meta({ title: label, description: help, format: 'price' });

/** The dollar amount of a price as written ("$24.99"). */
const amountOf = (price: string) => Number(price.slice(1));

/**
 * A tool's page copy an editor changes (key `plans`: the plan finder; `speed-calculator`): its
 * banner. The tool's own words (its fields, answers and announcements) stay beside its code.
 */
export const toolPageSchema = z.object({
  banner: pageBanner(
    copyWithContacts(240, 'Lead', 'The sentence under the title.'),
    'The top of the page, above the tool.',
  ),
});

/**
 * The headings every TV provider page shows around its own packages, in one language (key `tv`):
 * each may name the page's provider, `{provider}`.
 */
export const tvPagesSchema = z.object({
  sections: z
    .object({
      packages: z
        .object({
          eyebrow: copy(40, 'Eyebrow', 'Above the heading when the prices are the provider’s own.'),
          sampleEyebrow: copy(40, 'Eyebrow with sample prices', 'Above it when they are a sample.'),
          title: copyWithProvider(90, 'Heading', 'Such as Popular {provider} TV packages.'),
          lead: copyWithProvider(
            240,
            'Lead',
            'Under it: the plan-duration choice does not change the prices.',
          ),
          sampleLead: copyWithProvider(
            240,
            'Lead with sample prices',
            'Under it when the prices are a sample.',
          ),
        })
        .meta({ title: 'Packages', description: 'Above the package cards and their plan duration.' }),
      available: copyWithProvider(
        120,
        'ZIP code box',
        'The heading of the ZIP code box under the packages, such as Is {provider} available at your address?',
      ),
      regions: z
        .object({
          eyebrow: copy(40, 'Eyebrow', 'The small words above the heading.'),
          title: copyWithProvider(90, 'Heading', 'Such as {provider} TV and internet by region.'),
          lead: copyWithProvider(240, 'Lead', 'The sentence under the heading.'),
        })
        .meta({ title: 'Prices by region', description: 'Above the three regions’ tables.' }),
      equipment: z
        .object({
          eyebrow: copy(40, 'Eyebrow', 'The small words above the heading.'),
          title: copyWithProvider(90, 'Heading', 'Such as Top-rated equipment.'),
          lead: copyWithProvider(240, 'Lead', 'Such as What comes with {provider} TV.'),
        })
        .meta({ title: 'Equipment', description: 'Above the equipment cards.' }),
      ready: copyWithProvider(
        120,
        'Last call',
        'The heading of the dark ZIP code box at the foot of the page, such as Ready to order {provider}?',
      ),
    })
    .meta({
      title: 'Section headings',
      description: 'The heading of each part of every TV provider page, top to bottom.',
    }),
});

/**
 * What every internet provider page shows beside its own packages, in one language (key
 * `internet`): the three cards of "More than internet" and the rows of "Compare internet packages",
 * the generic page's and every provider's. The cards' icons stay in order: gateway, hotspot, mobile.
 */
export const internetPagesSchema = z.object({
  sections: z
    .object({
      features: sectionHead('More than internet', 'Above the three cards.', sectionLead()),
      plans: plansHeading('internet', 'Choose an internet plan').extend({
        sampleLead: copyWithProvider(
          240,
          'Lead with sample prices',
          'Under the heading of a provider’s page whose prices are a sample.',
        ),
        genericSampleLead: copy(
          240,
          'Lead of the generic page',
          'Under the heading of /service/internet/provider-detail, whose prices are a sample.',
        ),
      }),
      available: z
        .object({
          title: copyWithProvider(
            120,
            'Heading',
            'On a provider’s page, such as Is {provider} available at your address?',
          ),
          genericTitle: copy(
            120,
            'Heading of the generic page',
            'Such as See which providers serve your area.',
          ),
        })
        .meta({ title: 'ZIP code box', description: 'The heading of the ZIP code box under the plans.' }),
      compare: sectionHead('Compare', 'Above the comparison table.', sectionLead()),
      resources: sectionTitle('Resources', 'Above the links at the foot of the page.'),
    })
    .meta({
      title: 'Section headings',
      description: 'The heading of each part of every internet provider page, top to bottom.',
    }),
  features: z
    .array(
      z.object({
        heading: copy(40, 'Heading', 'The card’s title.'),
        description: copy(120, 'Description', 'The sentence under it.'),
        points: points(3, 60, 'Points', 'Ticked lines under it, one per line, at most three.'),
      }),
    )
    .length(3, 'The section has three cards: the Wi-Fi gateway, hotspots and mobile')
    .meta({
      title: 'More than internet',
      description:
        'The three cards at the top of every internet provider page: the Wi-Fi gateway, hotspots and mobile, each with its icon, in this order.',
      fixedItems: true,
    }),
  comparison: z
    .array(
      z
        .object({
          package: copy(40, 'Package', 'The tier’s name, such as Connect More.'),
          priceFrom: monthlyPrice('Price from', 'The lowest monthly price, such as $24.99.'),
          priceTo: monthlyPrice(
            'Price to',
            'The highest, such as $39.99: the same as the lowest for a single price.',
          ),
          download: speedText('Download speed', 'Such as 300 Mbps.'),
          upload: speedText('Upload speed', 'Such as 20 Mbps.'),
        })
        .refine(({ priceFrom, priceTo }) => amountOf(priceFrom) <= amountOf(priceTo), {
          message: 'The highest price cannot be under the lowest',
          path: ['priceTo'],
        }),
    )
    .min(1, 'The table needs at least one row')
    .max(8, 'At most eight rows')
    .meta({
      title: 'Compare internet packages',
      description: 'The price table of every internet provider page, one row per tier, in this order.',
    }),
  otherServices: z
    .object({
      title: copy(60, 'Heading', 'The box’s heading, such as Looking for other services?'),
      links: z
        .array(
          z.object({
            label: copy(40, 'Button', 'The button’s words, such as TV plans.'),
            to: pagePath('Goes to', 'A page of this site, such as /service/tv.'),
          }),
        )
        .min(1, 'Give at least one button')
        .max(4, 'At most four buttons fit')
        .meta({ title: 'Buttons', description: 'Side by side, in this order.' }),
    })
    .meta({ title: 'Other services', description: 'The dark box of buttons under the comparison.' }),
  resources: z
    .array(
      z.object({
        label: copy(60, 'Link', 'The link’s words, such as Compare TV providers.'),
        to: pagePath('Goes to', 'A page of this site, such as /service/tv#comparison.'),
        description: copy(120, 'Description', 'One sentence under the link.'),
      }),
    )
    .min(1, 'Give at least one link')
    .max(6, 'At most six links')
    .meta({
      title: 'Resources',
      description: 'The links at the foot of every internet provider page, in this order.',
    }),
});

/**
 * What every streaming page shows beside its own plans, in one language (key `streaming`): the
 * streaming packages table (each row with a Check Availability button) and the bundles with internet.
 */
export const streamingPagesSchema = z.object({
  sections: z
    .object({
      plans: plansHeading('streaming', 'Choose a streaming plan').extend({
        lead: copy(240, 'Lead', 'Under the heading: what the circle on each plan says.'),
      }),
      ready: copy(
        120,
        'ZIP code box',
        'The heading of the ZIP code box under the plans, such as Is your internet ready for streaming?',
      ),
      packages: sectionHead('Streaming packages', 'Above the packages table.', sectionLead()),
      bundles: sectionHead('Bundles', 'Above the bundles table.', sectionLead()),
    })
    .meta({
      title: 'Section headings',
      description: 'The heading of each part of every streaming page, top to bottom.',
    }),
  packages: z
    .array(
      z.object({
        package: copy(40, 'Package', 'Such as Live TV plan.'),
        price: monthlyPrice('Price', 'A month, such as $73.00.'),
        channels: copy(12, 'Live channels', 'Such as 85-100+.'),
        streams: copy(12, 'Streams', 'How many screens at once, such as 3.'),
        dvr: copy(40, 'Cloud DVR', 'Such as Unlimited for 9 months.'),
      }),
    )
    .min(1, 'The table needs at least one row')
    .max(6, 'At most six rows')
    .meta({
      title: 'Streaming packages',
      description: 'The packages table of every streaming page, in this order.',
    }),
  bundles: z
    .array(
      z.object({
        bundle: copy(60, 'Bundle', 'Such as Live TV + Connect Extra.'),
        price: monthlyPrice('Price', 'A month for both, such as $89.99.'),
        download: speedText('Internet speed', 'Such as 100-300 Mbps.'),
        includes: copy(80, 'Includes', 'Such as 85-100+ live channels, unlimited cloud DVR.'),
      }),
    )
    .min(1, 'The table needs at least one row')
    .max(6, 'At most six rows')
    .meta({
      title: 'Bundles with internet',
      description: 'The bundle-with-internet table of every streaming page, in this order.',
    }),
});

/**
 * An uploaded image (contracts/media.ts): its path and size in pixels, as the upload answered them.
 * The console draws it as an image field (`format: 'image'`): a preview, an upload and a remove button.
 */
export const imageRef = z
  .object({
    src: z.string().regex(MEDIA_PATH, 'Upload the image here: it is kept at a /media/ address'),
    width: z.int().min(IMAGE_LIMITS.minSide).max(IMAGE_LIMITS.maxSide),
    height: z.int().min(IMAGE_LIMITS.minSide).max(IMAGE_LIMITS.maxSide),
  })
  .meta({ format: 'image' });

/**
 * A provider's logo, the same in every language (key: the provider's slug, `xfinity`): shown in its
 * tile on the home page and the listing pages in place of the initial. None: the initial, coloured.
 */
export const providerLogoSchema = z.object({
  logo: imageRef.nullable().meta({
    title: 'Logo',
    description: `${IMAGE_LIMITS_TEXT.charAt(0).toUpperCase()}${IMAGE_LIMITS_TEXT.slice(1)}, on a white or clear background. It is shown 32 to 40 pixels high beside the provider’s name. Remove it to show the initial again.`,
  }),
});

/** A provider's slug: the tail of its pages' addresses (`/service/internet/provider-detail/acme-fiber`). */
export const PROVIDER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An internet provider an editor added (key `internet/<slug>`, one language: a name has none). The
 * providers in content/providers/ are code; an added one joins them in the menus, the tiles, the
 * ZIP code answers and the sitemap, with a page in each language, while it is `listed`. Its page
 * shows its kind of connection's sample plans and words until its provider page is published.
 */
/** A provider's name as the menus, the tiles and its page say it. */
const providerName = z
  .string()
  .trim()
  .min(1, 'Give the provider’s name')
  .max(40, 'At most 40 characters: the menus show it whole')
  .meta({ title: 'Name', description: 'As the menus, the tiles and its page name it: “Acme Fiber”.' });

/** Where a provider may sell service: the ZIP code answer lists it there. */
const providerStates = z
  .array(
    z
      .string()
      .trim()
      .refine(
        (code) => US_STATES_AND_DC.includes(code),
        'Write each state as its two-letter postal code: WA',
      ),
  )
  .max(US_STATES_AND_DC.length)
  .refine((codes) => new Set(codes).size === codes.length, 'Name each state once')
  .meta({
    title: 'States',
    description:
      'Where it may sell service, one postal code a line (WA, OR). A ZIP code in one of them lists it; all 50 states and DC make it nationwide; with none, every ZIP code lists it as “check by address”.',
  });

const providerListed = z.boolean().meta({
  title: 'On the site',
  description:
    'Its pages, its place in the menus and the tiles, and the ZIP code answers. Untick it and publish to take the provider off the site.',
});

/** An internet provider as the site lists it (decision 089): key `internet/<slug>`, one language. */
export const providerSchema = z.object({
  name: providerName,
  type: z.enum(Object.keys(INTERNET_TYPE_LABELS) as [InternetType, ...InternetType[]]).meta({
    title: 'Kind of connection',
    description:
      'Where the internet page lists it, and the sample plans and words its page shows until its provider page says its own.',
    optionLabels: INTERNET_TYPE_LABELS,
  }),
  states: providerStates,
  listed: providerListed,
});

/** A TV provider as the site lists it (decision 089): key `tv/<slug>`, one language. */
export const tvProviderSchema = z.object({
  name: providerName,
  tvType: z.enum(Object.keys(TV_TYPE_LABELS) as [TvType, ...TvType[]]).meta({
    title: 'Kind of TV service',
    description: 'As the TV page’s comparison and the home page’s tiles say it.',
    optionLabels: TV_TYPE_LABELS,
  }),
  maxChannels: z
    .string()
    .trim()
    .regex(/^\d{1,4}\+?$/, 'A number of channels, with + if it is “or more”: 300+')
    .meta({
      title: 'Channels',
      description: 'The most channels a package has, as the TV page’s tiles and comparison say it: 300+.',
    }),
  availability: z
    .string()
    .trim()
    .min(1, 'Say where it sells TV service')
    .max(30, 'At most 30 characters: the comparison’s cell shows it whole')
    .meta({
      title: 'Where it sells',
      description:
        'The TV page’s comparison says it: “Nationwide” or “18 states” (the Spanish page says “Todo el país” and “18 estados”).',
    }),
  states: providerStates,
  listed: providerListed,
});

/** A streaming service as the site lists it (decision 089): key `streaming/<slug>`, one language. */
export const streamingProviderSchema = z.object({
  name: providerName,
  kind: z.enum(Object.keys(STREAMING_KIND_LABELS) as [StreamingKind, ...StreamingKind[]]).meta({
    title: 'Kind of service',
    description:
      'Where the streaming page lists it, and the sample plans its page shows until its provider page says its own.',
    optionLabels: STREAMING_KIND_LABELS,
  }),
  listed: providerListed,
});

/** A page's FAQ as the content modules write it (title, description) as a document's questions. */
export const faqsOf = (items: readonly FaqItem[]) =>
  items.map(({ title, description }) => ({ question: title, answer: description }));

/**
 * A provider page's `provider-packages` document as the content modules write the page: the seed's,
 * and what a page reads while none is published.
 */
export function providerPageOf(page: {
  bannerContent: { title: string; subTitle: string };
  packages: PackageCard[];
  samplePricing: boolean;
  faqInfo: readonly FaqItem[];
}): ContentData<'provider-packages'> {
  const { title, subTitle } = page.bannerContent;
  return {
    banner: { title, subTitle },
    packages: page.packages,
    samplePricing: page.samplePricing,
    faqs: faqsOf(page.faqInfo),
  };
}

/** Every kind of document, by name. */
export const contentKinds = {
  'provider-packages': providerPackagesSchema,
  'home-page': homePageSchema,
  'about-page': aboutPageSchema,
  'site-contacts': siteContactsSchema,
  'contact-page': contactPageSchema,
  'listing-page': listingPageSchema,
  'tool-page': toolPageSchema,
  'tv-pages': tvPagesSchema,
  'internet-pages': internetPagesSchema,
  'streaming-pages': streamingPagesSchema,
  'provider-logo': providerLogoSchema,
  provider: providerSchema,
  'tv-provider': tvProviderSchema,
  'streaming-provider': streamingProviderSchema,
} as const;

/**
 * Kinds whose document is the same in every language: kept once, in English, and read by the pages
 * of both (a logo has no language).
 */
export const ONE_LANGUAGE_KINDS: ReadonlySet<string> = new Set([
  'provider-logo',
  'provider',
  'tv-provider',
  'streaming-provider',
]);

export type ContentKind = keyof typeof contentKinds;
export type ContentData<K extends ContentKind> = z.infer<(typeof contentKinds)[K]>;

/** The site's phone numbers, e-mail address and hours. */
export type SiteContacts = ContentData<'site-contacts'>;

/** Which document: its kind, its key within the kind (`internet/xfinity`) and its language. */
export type DocumentRef<K extends ContentKind = ContentKind> = { kind: K; key: string; language: Language };

/** A document's name in a published set: `provider-packages:internet/xfinity:en`. */
export const documentId = (ref: DocumentRef) => `${ref.kind}:${ref.key}:${ref.language}`;

/**
 * What one publish renders from: the published version of every document that differs from the
 * seed, by documentId. A page whose documents are all absent renders from the seed alone, which
 * is the build's own prerender byte for byte.
 */
export type PublishedSet = Record<
  string,
  { version: number; data: unknown /** When it went live (ISO). */; at?: string }
>;

/** The day each page a publish changed was last changed (its path → YYYY-MM-DD): the sitemap's lastmod. */
export type PageDates = Record<string, string>;

/**
 * A document's data in a published set, checked against its kind's schema, or the seed's
 * (`seed()`, returned as it is) when the set has none of it. A published document that does not
 * parse throws: a render fails with it, and so does the publish.
 */
export function documentIn<K extends ContentKind>(
  set: PublishedSet,
  ref: DocumentRef<K>,
  seed: () => ContentData<K>,
): ContentData<K> {
  const found = set[documentId(ref)];
  if (!found) return seed();
  return contentKinds[ref.kind].parse(withSeedFields(found.data, seed())) as ContentData<K>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A version's data with the fields its kind gained since it was written taken from the seed: when
 * a kind gains a field (the listing pages' FAQ, the contact form's eyebrow), a version published
 * before reads as it was plus the seed's value of the new field, rather than failing its schema.
 * Missing fields are filled at every depth of nested objects, not inside lists (an item's seed is
 * not known); nothing the version has is changed.
 */
export function withSeedFields(data: unknown, seed: unknown): unknown {
  if (!isRecord(data) || !isRecord(seed)) return data;
  let changed = false;
  const out: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(seed)) {
    const filled = key in data ? withSeedFields(data[key], value) : value;
    if (filled !== data[key] || !(key in data)) {
      out[key] = filled;
      changed = true;
    }
  }
  return changed ? out : data;
}
