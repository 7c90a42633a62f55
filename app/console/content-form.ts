// The pure side of the console's editor pages (issue 38, decision 089): what a kind's zod schema
// says a form needs (fields, lists, lines, checkboxes), the words the form puts beside each field,
// the schema's messages by field, changes to a document's data, its history as readable lines and
// the API paths of one document. The pages (content.tsx, content-document.tsx, content-fields.tsx)
// draw what these describe.
import diff from 'microdiff';
import { href } from 'react-router';
import type { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type {
  ContentDocumentAnswer,
  DocumentSummary,
  PublishAnswer,
  VersionEntrySchema,
} from '../../contracts/content-api.ts';
import {
  type ContentKind,
  contentKinds,
  type DocumentRef,
  ONE_LANGUAGE_KINDS,
} from '../../contracts/content-documents.ts';
import { LANGUAGE_NAMES } from '../../contracts/languages.ts';
import type { ImageRef } from '../../contracts/media.ts';
import { z } from '../../contracts/zod.ts';

// The API's answers, as the pages use them (contracts/content-api.ts has their schemas).
export type DocumentAnswer = z.infer<typeof ContentDocumentAnswer>;
export type DocumentRow = z.infer<typeof DocumentSummary>;
export type PublishRow = z.infer<typeof PublishAnswer>;
export type VersionEntry = z.infer<typeof VersionEntrySchema>;
export type Change = VersionEntry['changes'][number];
/** What the document page's action answers an image field's upload with: the image, or why not. */
export type ImageUploadAnswer = {
  intent: 'image';
  field: string;
  image: ImageRef | null;
  error: { message: string } | null;
};

// ---------------------------------------------------------------------------------------------
// Paths

type DocumentPattern =
  | typeof ADMIN_API.contentDocument
  | typeof ADMIN_API.contentHistory
  | typeof ADMIN_API.contentRollback
  | typeof ADMIN_API.contentPreview;

/** One document's API path: the pattern's kind and language, and its key as the path's tail. */
export function documentApiPath(pattern: DocumentPattern, ref: DocumentRef): string {
  const key = ref.key.split('/').map(encodeURIComponent).join('/');
  return apiPath(pattern, { kind: ref.kind, language: ref.language }).replace(/\*$/, key);
}

/** The console's page of one document. */
export function documentPagePath(ref: DocumentRef): string {
  return href('/admin/content/:kind/:language/*', { kind: ref.kind, language: ref.language, '*': ref.key });
}

/** A document's name in a publish (`provider-packages:internet/xfinity:en`) as its reference. */
export function refOfId(id: string): DocumentRef | null {
  const [kind, key, language] = id.split(':');
  if (!kind || !key || (language !== 'en' && language !== 'es')) return null;
  return { kind: kind as ContentKind, key, language };
}

// ---------------------------------------------------------------------------------------------
// The form a schema asks for

/** A path into a document's data: `['packages', 0, 'price']`. */
export type FieldPath = readonly (string | number)[];

/** What a schema (or a part of it) is edited with. */
export type FieldNode =
  | { type: 'group'; fields: { name: string; node: FieldNode }[] }
  /** `fixed`: the items are the page's own parts in their places (`fixedItems`): no moving, adding or removing them. */
  | { type: 'list'; item: FieldNode; min?: number; max?: number; fixed?: boolean }
  | { type: 'lines'; min?: number; max?: number; maxLength?: number }
  | { type: 'text'; maxLength?: number }
  /** Long copy in the Markdown the pages render (contracts/rich-text.ts): a text area. */
  | { type: 'richText'; maxLength?: number }
  | { type: 'number' }
  | { type: 'checkbox' }
  /** One of a list of values (a zod enum): a select, each value named by the schema's `optionLabels`. */
  | { type: 'choice'; options: { value: string; label: string }[] }
  /** An uploaded image (contracts/media.ts): a preview, an upload and, where it may be none, a remove button. */
  | { type: 'image'; optional: boolean };

/** The minimum and maximum of an array schema's length checks (`.min(1)`, `.max(6)`). */
function lengthBounds(schema: z.ZodArray): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check?: string; minimum?: number; maximum?: number };
    if (def.check === 'min_length' && def.minimum !== undefined) bounds.min = def.minimum;
    if (def.check === 'max_length' && def.maximum !== undefined) bounds.max = def.maximum;
    const exact = (def as { length?: number }).length;
    if (def.check === 'length_equals' && exact !== undefined) bounds.min = bounds.max = exact;
  }
  return bounds;
}

/**
 * The form a schema is edited with: an object is a group of fields, an array of objects a list of
 * fieldsets (add, remove, move), an array of strings a textarea of lines, a string (or a string format) a text box, a
 * boolean a checkbox, an enum a select. A wrapper (optional, default, a pipe) is edited as what it wraps.
 */
export function formOf(schema: z.ZodType): FieldNode {
  if (z.globalRegistry.get(schema)?.format === 'image') return { type: 'image', optional: false };
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    const inner = formOf(schema.unwrap() as z.ZodType);
    return inner.type === 'image' ? { ...inner, optional: true } : inner;
  }
  if (schema instanceof z.ZodObject)
    return {
      type: 'group',
      fields: Object.entries(schema.shape).map(([name, node]) => ({ name, node: formOf(node as z.ZodType) })),
    };
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const item = formOf(element);
    if (item.type === 'text') return { type: 'lines', ...lengthBounds(schema), maxLength: item.maxLength };
    const fixed = z.globalRegistry.get(schema)?.fixedItems === true;
    return { type: 'list', item, ...lengthBounds(schema), ...(fixed ? { fixed } : {}) };
  }
  // A string format (an e-mail address) is a string with its own check: a text box too.
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    const max = schema.maxLength;
    const type = z.globalRegistry.get(schema)?.format === 'rich-text' ? 'richText' : 'text';
    return max === null ? { type } : { type, maxLength: max };
  }
  if (schema instanceof z.ZodNumber) return { type: 'number' };
  if (schema instanceof z.ZodBoolean) return { type: 'checkbox' };
  if (schema instanceof z.ZodEnum) {
    const labels = (z.globalRegistry.get(schema)?.optionLabels ?? {}) as Record<string, string>;
    return {
      type: 'choice',
      options: schema.options.map((value) => ({
        value: String(value),
        label: labels[value] ?? String(value),
      })),
    };
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  )
    return formOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return formOf(schema.in as z.ZodType);
  throw new Error(`The console has no field for a ${schema._zod.def.type} schema yet.`);
}

/** A new, empty value of a node: what "Add a package" starts from (an empty list gets its minimum). */
export function emptyOf(node: FieldNode): unknown {
  switch (node.type) {
    case 'group':
      return Object.fromEntries(node.fields.map((f) => [f.name, emptyOf(f.node)]));
    case 'list':
      return Array.from({ length: node.min ?? 0 }, () => emptyOf(node.item));
    case 'lines':
      return [];
    case 'text':
    case 'richText':
      return '';
    case 'number':
      return 0;
    case 'checkbox':
      return false;
    case 'choice':
      return node.options[0]?.value ?? '';
    case 'image':
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The words beside each field

export type FieldText = { label: string; help?: string };

export type KindText = {
  /** The kind as the list names it. */
  name: string;
  /** A list's item, as its fieldset's legend names it: "Package 2: Connect Extra". */
  items: Record<string, { noun: string; title?: (item: Record<string, unknown>) => string }>;
  /** The anchor of the part of the page the document is (the preview scrolls there). */
  anchor?: string;
};

/** A list's items named by one of their text fields: "Question 2: Does it cost anything?". */
const namedBy = (noun: string, field: string) => ({
  noun,
  title: (item: Record<string, unknown>) => {
    const value = item[field];
    return typeof value === 'string' ? value.trim() : '';
  },
});

/** The console's words for each kind of document; the schema has the fields' labels, help, rules and messages. */
export const KIND_TEXT: Record<ContentKind, KindText> = {
  // Labels and help: each kind's schema's own (`.meta`, contracts/content-documents.ts).
  'provider-packages': {
    name: 'Provider page',
    anchor: 'plans',
    items: { packages: namedBy('package', 'packageTitle'), faqs: namedBy('question', 'question') },
  },
  'home-page': {
    name: 'Home page',
    anchor: 'faq',
    items: {
      'whyChooseUs.points': namedBy('reason', 'heading'),
      'whyChooseUs.figures': namedBy('figure', 'value'),
      packages: namedBy('package', 'packageTitle'),
      testimonials: namedBy('testimonial', 'name'),
      faqs: namedBy('question', 'question'),
    },
  },
  'about-page': {
    name: 'About page',
    anchor: 'story',
    items: { achievements: namedBy('counter', 'label'), team: namedBy('team member', 'name') },
  },
  'site-contacts': { name: 'Phone numbers and hours', anchor: 'get-in-touch', items: {} },
  'contact-page': { name: 'Contact page', items: {} },
  'listing-page': {
    name: 'Listing page',
    items: {
      sections: namedBy('section', 'title'),
      testimonials: namedBy('testimonial', 'name'),
      faqs: namedBy('question', 'question'),
    },
  },
  'tool-page': { name: 'Tool page', items: {} },
  'tv-pages': { name: 'TV provider pages', anchor: 'packages', items: {} },
  'internet-pages': {
    name: 'Internet provider pages',
    anchor: 'compare',
    items: {
      features: namedBy('card', 'heading'),
      comparison: namedBy('row', 'package'),
      'otherServices.links': namedBy('button', 'label'),
      resources: namedBy('link', 'label'),
    },
  },
  'streaming-pages': {
    name: 'Streaming pages',
    anchor: 'packages',
    items: { packages: namedBy('row', 'package'), bundles: namedBy('row', 'bundle') },
  },
  'provider-logo': { name: 'Provider logo', anchor: 'providers', items: {} },
  provider: { name: 'Internet provider', items: {} },
  'tv-provider': { name: 'TV provider', items: {} },
  'streaming-provider': { name: 'Streaming service', items: {} },
};

/** A document's language as the console names it: a kind kept in one language is in all of them. */
export const languageText = (ref: DocumentRef) =>
  ONE_LANGUAGE_KINDS.has(ref.kind) ? 'All languages' : LANGUAGE_NAMES[ref.language];

/** A path as its words' key: list indexes become `*`. */
export const patternOf = (path: FieldPath) => path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');

/** The part of a schema at `path` (a list's index walks into its item), wrappers unwrapped; undefined past its end. */
function schemaAt(schema: z.ZodType, path: FieldPath): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  const unwrap = (s: z.ZodType): z.ZodType =>
    s instanceof z.ZodOptional ||
    s instanceof z.ZodNullable ||
    s instanceof z.ZodDefault ||
    s instanceof z.ZodReadonly
      ? unwrap(s.unwrap() as z.ZodType)
      : s;
  for (const step of path) {
    if (!at) return undefined;
    const here = unwrap(at);
    at =
      here instanceof z.ZodObject && typeof step === 'string'
        ? (here.shape[step] as z.ZodType | undefined)
        : here instanceof z.ZodArray && typeof step === 'number'
          ? (here.element as z.ZodType)
          : undefined;
  }
  return at;
}

/**
 * A field's label and help: its schema's own (`.meta({ title, description })`), or its name in
 * words when the schema gives none.
 */
export function fieldText(kind: ContentKind, path: FieldPath): FieldText {
  const at = schemaAt(contentKinds[kind], path);
  const meta = at ? z.globalRegistry.get(at) : undefined;
  if (typeof meta?.title === 'string')
    return typeof meta.description === 'string'
      ? { label: meta.title, help: meta.description }
      : { label: meta.title };
  const name = String(path.at(-1) ?? '');
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return { label: words.charAt(0).toUpperCase() + words.slice(1) };
}

/** A field's id in the page (its label's `for`, its messages' ids, a publish error's link). */
export const fieldId = (path: FieldPath) => `field-${path.length ? path.join('-') : 'form'}`;

// ---------------------------------------------------------------------------------------------
// Messages

/** The key of a field's messages: its path with dots (`packages.0.price`), `_form` for the whole. */
export const pathKey = (path: FieldPath) => (path.length ? path.join('.') : '_form');

/** Each field's first message, by path: a schema's issues, as the server's `fieldErrors` are keyed. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const messages: Record<string, string> = {};
  for (const issue of issues)
    messages[pathKey(issue.path.map((p) => p as string | number))] ??= issue.message;
  return messages;
}

/** What is wrong with a document's data by field, as its kind's schema says (none: an empty record). */
export function problemsOf(schema: z.ZodType, data: unknown): Record<string, string> {
  const parsed = schema.safeParse(data);
  return parsed.success ? {} : fieldMessages(parsed.error.issues);
}

/**
 * The message shown beside a field: its own, or for a textarea of lines the first line's that has
 * one ("Line 2: A line cannot be empty").
 */
export function messageAt(messages: Record<string, string>, path: FieldPath, node: FieldNode) {
  const key = pathKey(path);
  if (messages[key]) return messages[key];
  if (node.type !== 'lines') return undefined;
  const line = Object.keys(messages)
    .filter((k) => k.startsWith(`${key}.`) && /^\d+$/.test(k.slice(key.length + 1)))
    .sort((a, b) => Number(a.slice(key.length + 1)) - Number(b.slice(key.length + 1)))[0];
  return line ? `Line ${Number(line.slice(key.length + 1)) + 1}: ${messages[line]}` : undefined;
}

/**
 * The field a message's key is shown at (`packages.0.packageDescription.2` is the description's
 * textarea), walking the form: what a publish problem's link goes to.
 */
export function fieldPathOf(form: FieldNode, key: string): FieldPath {
  const path: (string | number)[] = [];
  let node: FieldNode | undefined = form;
  for (const part of key === '_form' ? [] : key.split('.')) {
    if (node?.type === 'group') {
      node = node.fields.find((f) => f.name === part)?.node;
      if (!node) break;
      path.push(part);
    } else if (node?.type === 'list' && /^\d+$/.test(part)) {
      node = node.item;
      path.push(Number(part));
    } else break;
  }
  return path;
}

/**
 * A refused publish's `fieldErrors` (keyed `Xfinity internet packages (en): packages.0.price`) as
 * this document's fields, and the problems of other documents as they are.
 */
export function publishProblems(
  fieldErrors: Record<string, string>,
  doc: { title: string; ref: DocumentRef },
): { fields: Record<string, string>; others: string[] } {
  const prefix = `${doc.title} (${doc.ref.language}): `;
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (key.startsWith(prefix)) fields[key.slice(prefix.length)] = message;
    else others.push(`${key}: ${message}`);
  }
  return { fields, others };
}

// ---------------------------------------------------------------------------------------------
// Changing the data

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at `path` (undefined where the data has none). */
export function valueAt(data: unknown, path: FieldPath): unknown {
  let v = data;
  for (const p of path) {
    if (typeof p === 'number') v = Array.isArray(v) ? v[p] : undefined;
    else v = isRecord(v) ? v[p] : undefined;
  }
  return v;
}

/** The data with `value` at `path`, copied along the path (the rest shared). */
export function withValue(data: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(data) ? [...data] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const record = isRecord(data) ? data : {};
  return { ...record, [head]: withValue(record[head], rest, value) };
}

/** A list with the item at `from` moved to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** A textarea's text as lines (one per line, as typed: an empty one included). */
export const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

/** Lines as a textarea's text. */
export const textOf = (lines: unknown) =>
  Array.isArray(lines) ? lines.map((l) => (typeof l === 'string' ? l : String(l))).join('\n') : '';

// ---------------------------------------------------------------------------------------------
// History and conflicts, in words

/** A value in a change line: text as it is, yes/no, a list or card shortly. */
export function valueText(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '(empty)' : v;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (v === undefined || v === null) return '(nothing)';
  const json = JSON.stringify(v);
  return json.length > 100 ? `${json.slice(0, 99)}…` : json;
}

/** One change as a line: "packages.0.price: $45.99 → $12.34", "packages.4: added …", "…: removed …". */
export function changeLine(c: Change): string {
  const from = 'from' in c && c.from !== undefined;
  const to = 'to' in c && c.to !== undefined;
  if (from && to) return `${c.path}: ${valueText(c.from)} → ${valueText(c.to)}`;
  if (to) return `${c.path}: added ${valueText(c.to)}`;
  return `${c.path}: removed ${valueText(c.from)}`;
}

/** What changed from `before` to `after`, field by field (the history's own diff: microdiff). */
export function changesBetween(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) || !isRecord(after))
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: '', from: before, to: after }];
  return diff(before, after).map((d) => ({
    path: d.path.map(String).join('.'),
    ...('oldValue' in d ? { from: d.oldValue } : {}),
    ...('value' in d ? { to: d.value } : {}),
  }));
}

/** A version's note in words: the seed, a publish (its id left out), a rollback. */
export function noteText(note: string | null): string {
  if (!note) return '';
  if (note.startsWith('publish ')) return 'Published from a draft';
  if (note.startsWith('the seed')) return 'The site as built (the seed)';
  return note.charAt(0).toUpperCase() + note.slice(1);
}
