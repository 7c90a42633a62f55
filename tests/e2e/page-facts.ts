// What a prerendered page says about itself, read from its HTML (what crawlers see) and from the
// rendered DOM (what a visitor sees): the head facts, the JSON-LD and whether it matches the page,
// and axe-core results as readable lines. Shared by quality.test.ts (over HTTP) and
// routes.test.ts (the one browser pass per route and width).
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { decodeEntities } from './browser.ts';

// ---------- small HTML helpers (prerendered markup is what crawlers see) ----------

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'));
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : undefined;
}

export function headFacts(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1] ?? ''));
  const metaTags = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]);
  const descriptions = metaTags
    .filter((t) => attr(t, 'name') === 'description')
    .map((t) => attr(t, 'content') ?? '');
  const canonicals = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => attr(t, 'rel') === 'canonical')
    .map((t) => attr(t, 'href') ?? '');
  return { titles, descriptions, canonicals };
}

type Script = { attrs: string; body: string };
export function scripts(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1] ?? '',
    body: m[2] ?? '',
  }));
}

type Json = Record<string, unknown>;

function jsonLdBlocks(html: string): { parsed: unknown[]; errors: string[] } {
  const parsed: unknown[] = [];
  const errors: string[] = [];
  for (const s of scripts(html)) {
    if (!/type\s*=\s*["']application\/ld\+json["']/i.test(s.attrs)) continue;
    try {
      parsed.push(JSON.parse(s.body));
    } catch (err) {
      errors.push(`${(err as Error).message}: ${s.body.slice(0, 120)}`);
    }
  }
  return { parsed, errors };
}

/** Every object in the JSON-LD (through arrays, @graph and nested values). */
function allNodes(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) allNodes(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Json);
    for (const v of Object.values(value)) allNodes(v, out);
  }
  return out;
}

function typesOf(node: Json): string[] {
  const t = node['@type'];
  return Array.isArray(t) ? t.map(String) : t === undefined ? [] : [String(t)];
}

function ofType(nodes: Json[], type: string): Json[] {
  return nodes.filter((n) => typesOf(n).includes(type));
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}

// ---------- what the page shows, read from the rendered DOM ----------

export type Shown = {
  faqQuestions: string[];
  planCards: { title: string; price: string }[];
};

export async function shownContent(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const text = (el: Element | null) => {
      if (!el) return '';
      const clone = el.cloneNode(true) as Element;
      for (const hidden of clone.querySelectorAll('.sr-only, [aria-hidden="true"]')) hidden.remove();
      return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    // An FAQ is a <details name=…> accordion (docs/architecture.md) or anything the screens mark data-faq.
    const faqQuestions = [
      ...document.querySelectorAll('main details[name] > summary, main [data-faq] summary'),
    ]
      .map((s) => text(s))
      .filter((t, i, all) => t !== '' && all.indexOf(t) === i);
    // A plan card: an element holding a "Choose Plan" control (SPEC 3) or marked data-plan-card.
    const controls = [...document.querySelectorAll('main a, main button')].filter((el) =>
      /^\s*choose plan\s*$/i.test(el.textContent ?? ''),
    );
    const cards = new Set<Element>();
    for (const c of controls) {
      const card = c.closest('article, li, [data-plan-card]');
      if (card) cards.add(card);
    }
    for (const c of document.querySelectorAll('main [data-plan-card]')) cards.add(c);
    const planCards = [...cards].map((card) => ({
      title: text(card.querySelector('h2, h3, h4')),
      price: (
        card.querySelector('[data-price-amount]')?.textContent ??
        text(card)
          .match(/\$\s?[\d,]+(?:\.\d+)?/g)
          ?.pop() ??
        ''
      ).trim(),
    }));
    return { faqQuestions, planCards };
  });
}

function amount(price: string): string {
  const m = price.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return m ? String(Number(m[0])) : '';
}

/** What the JSON-LD of a page lacks, given what the page shows. Empty when it is right. */
export function jsonLdProblems(path: string, html: string, shown: Shown): string[] {
  const problems: string[] = [];
  const { parsed, errors } = jsonLdBlocks(html);
  for (const e of errors) problems.push(`JSON-LD does not parse: ${e}`);
  const top = parsed.flatMap((p) => {
    const graph = (p as Json)?.['@graph'];
    return Array.isArray(graph) ? (graph as Json[]) : asArray(p);
  }) as Json[];
  for (const t of top)
    if (t?.['@context'] !== 'https://schema.org')
      problems.push(`JSON-LD block without @context https://schema.org: ${typesOf(t).join(',')}`);
  const nodes = allNodes(parsed);

  if (ofType(top, 'Organization').length !== 1) problems.push('expected exactly one Organization');

  const faqPages = ofType(nodes, 'FAQPage');
  if (shown.faqQuestions.length > 0) {
    if (faqPages.length === 0)
      problems.push(`an FAQ is shown (${shown.faqQuestions.length} questions) but there is no FAQPage`);
    const names = new Set(
      faqPages.flatMap((f) => asArray(f.mainEntity) as Json[]).map((q) => String(q?.name ?? '').trim()),
    );
    for (const q of shown.faqQuestions)
      if (!names.has(q)) problems.push(`FAQ question not in FAQPage: "${q}"`);
    for (const f of faqPages) {
      for (const q of asArray(f.mainEntity) as Json[]) {
        const answer = q?.acceptedAnswer as Json | undefined;
        if (
          !typesOf(q).includes('Question') ||
          !answer ||
          !typesOf(answer).includes('Answer') ||
          !answer.text
        ) {
          problems.push(`FAQPage entry without Question/Answer text: ${JSON.stringify(q).slice(0, 100)}`);
        }
      }
    }
  } else if (faqPages.length > 0) {
    problems.push('FAQPage JSON-LD but no FAQ shown on the page');
  }

  if (/\/provider-detail\/[^/]+$/.test(path)) {
    const crumbs = ofType(nodes, 'BreadcrumbList');
    if (crumbs.length === 0) problems.push('provider page without BreadcrumbList');
    for (const list of crumbs) {
      const items = asArray(list.itemListElement) as Json[];
      const positions = items.map((i) => Number(i?.position));
      if (items.length < 2 || positions.some((p, i) => p !== i + 1)) {
        problems.push(`BreadcrumbList items must be positioned 1..n: ${positions.join(',')}`);
      }
      const last = items.at(-1);
      const lastUrl =
        typeof last?.item === 'string' ? last.item : ((last?.item as Json | undefined)?.['@id'] as string);
      if (!lastUrl || new URL(lastUrl).pathname !== path)
        problems.push(`last breadcrumb is not this page: ${lastUrl}`);
    }
  }

  const products = ofType(nodes, 'Product');
  const offers = products.flatMap((p) =>
    (asArray(p.offers) as Json[]).map((o) => ({ product: String(p.name ?? ''), offer: o })),
  );
  for (const card of shown.planCards) {
    const match = offers.find(
      ({ product, offer }) =>
        typesOf(offer).includes('Offer') &&
        product.includes(card.title) &&
        amount(String(offer.price ?? '')) === amount(card.price) &&
        typeof offer.priceCurrency === 'string',
    );
    if (!match)
      problems.push(`plan card "${card.title}" at ${card.price} has no Product with a matching Offer`);
  }
  for (const p of products) {
    const name = String(p.name ?? '');
    if (!shown.planCards.some((c) => name.includes(c.title))) {
      problems.push(`Product "${name}" in JSON-LD but no plan card shows it`);
    }
  }
  return problems;
}

export function formatViolations(results: Pick<AxeResults, 'violations'>): string[] {
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' | ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `${v.id} (${v.impact}): ${v.help} [${v.nodes.length} node(s)] ${v.helpUrl}\n${nodes}${more}`;
  });
}

/** Exactly one title, meta description and absolute canonical URL for its own path; empty when so. */
export function headProblems(path: string, status: number, html: string): string[] {
  const problems: string[] = [];
  if (status !== 200) problems.push(`${path}: status ${status}`);
  const { titles, descriptions, canonicals } = headFacts(html);
  if (titles.length !== 1 || !titles[0]?.trim()) problems.push(`${path}: ${titles.length} titles`);
  if (descriptions.length !== 1 || !(descriptions[0] ?? '').trim()) {
    problems.push(`${path}: ${descriptions.length} meta descriptions (or an empty one)`);
  }
  if (canonicals.length !== 1) problems.push(`${path}: ${canonicals.length} canonical links`);
  else {
    const url = new URL(canonicals[0] ?? '', 'http://relative.invalid');
    if (url.host === 'relative.invalid') problems.push(`${path}: canonical is relative`);
    if (url.pathname !== path) problems.push(`${path}: canonical points at ${url.pathname}`);
  }
  return problems;
}
