// A document's form, drawn from what its kind's zod schema asks for (content-form.ts formOf): a
// group's fields in order, a list of fieldsets with add, remove and move, a textarea of lines, a
// text box, a checkbox. Each field has its label and help (KIND_TEXT) and the schema's first
// message for it (aria-invalid, aria-describedby). Moving or removing an item keeps the focus on
// the same control where it went, and says what happened in a polite live region.
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ContentKind } from '../../contracts/content-documents.ts';
import { IMAGE_LIMITS, type ImageRef, kilobytes } from '../../contracts/media.ts';
import {
  emptyOf,
  type FieldNode,
  type FieldPath,
  fieldId,
  fieldText,
  type ImageUploadAnswer,
  KIND_TEXT,
  linesOf,
  messageAt,
  moved,
  patternOf,
  textOf,
  valueAt,
} from './content-form';
import { inputClass, quietButtonClass } from './ui';

type FieldsProps = {
  kind: ContentKind;
  node: FieldNode;
  data: unknown;
  messages: Record<string, string>;
  onChange: (path: FieldPath, value: unknown) => void;
};

/** A small button of a list item (move up, move down, remove). */
const itemButtonClass = `${quietButtonClass} bg-white px-3`;

/** The help and message lines under a field, and the ids its control is described by. */
function Notes({ id, help, message }: { id: string; help?: string; message?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, help?: string, message?: string) =>
  [help && `${id}-help`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** Where the focus goes after the list changes under it: an element id, found after the render. */
function useFocusAfter() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

/** A text longer than a line: written in a text area the width of the form. */
const isLong = (node: FieldNode) => node.type === 'text' && (node.maxLength ?? 0) > 100;

type FieldProps = FieldsProps & { path: FieldPath };

/** The messages of the fields at and under `path` are the same in both (keys as pathKey writes them). */
function sameMessagesUnder(a: Record<string, string>, b: Record<string, string>, path: FieldPath): boolean {
  if (a === b) return true;
  const key = path.join('.');
  const under = (k: string) => !path.length || k === key || k.startsWith(`${key}.`);
  const mine = Object.keys(a).filter(under);
  return mine.length === Object.keys(b).filter(under).length && mine.every((k) => a[k] === b[k]);
}

/**
 * A field renders again only when its own part of the draft, its messages or its place changed: a
 * key typed in one field leaves the others as they are (a change copies the draft along its path
 * only, content-form.ts withValue), rather than the whole form on every key (issue 39: the editing
 * issue's interactions within 100 ms).
 */
const Field = memo(
  FieldOf,
  (a: FieldProps, b: FieldProps) =>
    a.kind === b.kind &&
    a.node === b.node &&
    a.onChange === b.onChange &&
    a.path.join('.') === b.path.join('.') &&
    valueAt(a.data, a.path) === valueAt(b.data, b.path) &&
    sameMessagesUnder(a.messages, b.messages, a.path),
);

function FieldOf({ kind, node, path, data, messages, onChange }: FieldProps) {
  const id = fieldId(path);
  const { label, help } = fieldText(kind, path);
  const message = messageAt(messages, path, node);
  const value = valueAt(data, path);
  const invalid = message ? true : undefined;
  const area = { id, label, help, message };
  switch (node.type) {
    case 'group': {
      // Short fields two to a row from the small breakpoint; lines, lists, groups and checkboxes
      // take the whole row. A group inside the document is a fieldset named by its label.
      const fields = (
        <div className="grid gap-4 sm:grid-cols-2">
          {node.fields.map((f) => (
            <div
              key={f.name}
              className={
                (f.node.type === 'text' && !isLong(f.node)) || f.node.type === 'number' ? '' : 'sm:col-span-2'
              }
            >
              <Field
                kind={kind}
                node={f.node}
                path={[...path, f.name]}
                data={data}
                messages={messages}
                onChange={onChange}
              />
            </div>
          ))}
        </div>
      );
      // The document itself and a list's item (its list draws the item's fieldset) are not one.
      if (!path.length || typeof path.at(-1) === 'number') return fields;
      return (
        <GroupFieldset id={id} label={label} help={help}>
          {fields}
        </GroupFieldset>
      );
    }
    case 'image':
      return <ImageField {...area} node={node} path={path} value={value} onChange={onChange} />;
    case 'list':
      return (
        <ListField kind={kind} node={node} path={path} data={data} messages={messages} onChange={onChange} />
      );
    case 'checkbox':
      return (
        <div>
          <div className="flex min-h-11 items-center gap-2">
            <input
              id={id}
              type="checkbox"
              className="size-5"
              checked={value === true}
              aria-invalid={invalid}
              aria-describedby={describedBy(id, help, message)}
              onChange={(e) => onChange(path, e.target.checked)}
            />
            <label htmlFor={id} className="font-semibold">
              {label}
            </label>
          </div>
          <Notes id={id} help={help} message={message} />
        </div>
      );
    case 'choice':
      return (
        <div>
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          <select
            id={id}
            className={inputClass}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, help, message)}
            onChange={(e) => onChange(path, e.target.value)}
          >
            {node.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <Notes id={id} help={help} message={message} />
        </div>
      );
    case 'lines': {
      const text = textOf(value);
      return (
        <TextArea
          {...area}
          // Up to 12 rows, then it scrolls (a nationwide provider's states are 51 lines).
          rows={Math.min(12, Math.max(3, linesOf(text).length + 1))}
          value={text}
          onText={(t) => onChange(path, linesOf(t))}
        />
      );
    }
    case 'richText': {
      const text = typeof value === 'string' ? value : '';
      return (
        <TextArea
          {...area}
          rows={Math.max(4, text.split('\n').length + 1)}
          value={text}
          maxLength={node.maxLength}
          onText={(t) => onChange(path, t)}
        />
      );
    }
    case 'text':
    case 'number':
      if (node.type === 'text' && isLong(node))
        return (
          <TextArea
            {...area}
            rows={4}
            value={typeof value === 'string' ? value : ''}
            maxLength={node.maxLength}
            // One paragraph: a line break typed is a space on the page.
            onText={(t) => onChange(path, t.replace(/\s*\n\s*/g, ' '))}
          />
        );
      return (
        <div>
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          <input
            id={id}
            type="text"
            inputMode={node.type === 'number' ? 'decimal' : undefined}
            className={inputClass}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, help, message)}
            onChange={(e) => onChange(path, node.type === 'number' ? Number(e.target.value) : e.target.value)}
          />
          <Notes id={id} help={help} message={message} />
        </div>
      );
  }
}

const isImage = (v: unknown): v is ImageRef =>
  typeof v === 'object' && v !== null && typeof (v as ImageRef).src === 'string';

/**
 * An image field: the image as it is now (or "none"), a file input that uploads the chosen file at
 * once (the server checks type, size and dimensions and answers its /media/ path), and a remove
 * button where the field may be empty. The upload's outcome is said in a polite live region; a
 * refusal stays beside the field until the next upload.
 */
function ImageField({
  id,
  label,
  help,
  message,
  node,
  path,
  value,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  message?: string;
  node: Extract<FieldNode, { type: 'image' }>;
  path: FieldPath;
  value: unknown;
  onChange: FieldsProps['onChange'];
}) {
  const uploader = useFetcher<ImageUploadAnswer>({ key: `image-${id}` });
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const field = path.join('.');
  const answer = uploader.state === 'idle' ? uploader.data : undefined;
  const refused = answer?.field === field ? answer.error?.message : undefined;
  const image = isImage(value) ? value : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer once (onChange is the editor's setter)
  useEffect(() => {
    if (!answer || answer.field !== field) return;
    if (answer.image) {
      onChange(path, answer.image);
      setSaid(`Uploaded: ${answer.image.width} × ${answer.image.height} pixels, in the draft now.`);
      if (input.current) input.current.value = '';
    } else if (answer.error) setSaid(`Not uploaded: ${answer.error.message}`);
  }, [answer]);
  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.set('intent', 'image');
    form.set('field', field);
    form.set('file', file);
    setSaid('Uploading…');
    void uploader.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };
  const error = refused ?? message;
  return (
    <GroupFieldset id={id} label={label} help={help}>
      <div className="flex flex-wrap items-center gap-4">
        {image ? (
          <figure className="m-0 flex items-center gap-3">
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={`The ${label.toLowerCase()} now`}
              className="h-12 w-auto max-w-48 rounded border border-slate-200 bg-white object-contain p-1"
            />
            <figcaption className="text-sm text-slate-600">
              {image.width} × {image.height} pixels
            </figcaption>
          </figure>
        ) : (
          <p className="text-sm text-slate-700">None: the page shows the name’s initial.</p>
        )}
        {image && node.optional && (
          <button
            type="button"
            className={`${quietButtonClass} border-red-700 text-red-800 hover:bg-red-50`}
            onClick={() => {
              onChange(path, null);
              setSaid(`The ${label.toLowerCase()} was removed from the draft.`);
              input.current?.focus();
            }}
          >
            Remove<span className="sr-only"> the {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      <div className="mt-3">
        <label htmlFor={id} className="font-semibold">
          {image ? `Upload another ${label.toLowerCase()}` : `Upload a ${label.toLowerCase()}`}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-limits`, error && `${id}-error`].filter(Boolean).join(' ')}
          disabled={uploader.state !== 'idle'}
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <p id={`${id}-limits`} className="mt-1 text-sm text-slate-600">
          PNG, JPEG or WebP, at most {kilobytes(IMAGE_LIMITS.maxBytes)}.
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {uploader.state !== 'idle' ? 'Uploading…' : said}
      </p>
    </GroupFieldset>
  );
}

/** A group of fields inside the document (the home page's banner, an image field): a fieldset named by its label, with its help. */
function GroupFieldset({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="rounded-xl border border-slate-200 p-4"
      aria-describedby={help ? `${id}-help` : undefined}
    >
      <legend className="px-1 text-base font-bold">{label}</legend>
      {help && (
        <p id={`${id}-help`} className="mb-3 text-sm text-slate-600">
          {help}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A labelled text area with its help and message: lines, rich text, copy longer than a line. */
function TextArea({
  id,
  label,
  help,
  message,
  rows,
  value,
  maxLength,
  onText,
}: {
  id: string;
  label: string;
  help?: string;
  message?: string;
  rows: number;
  value: string;
  maxLength?: number;
  onText: (text: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={inputClass}
        value={value}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, help, message)}
        onChange={(e) => onText(e.target.value)}
      />
      <Notes id={id} help={help} message={message} />
    </div>
  );
}

/** A list of items, one fieldset each, with move up / move down / remove, and "Add a …" below. */
function ListField({
  kind,
  node,
  path,
  data,
  messages,
  onChange,
}: FieldsProps & { path: FieldPath; node: Extract<FieldNode, { type: 'list' }> }) {
  const id = fieldId(path);
  const { label, help } = fieldText(kind, path);
  const message = messageAt(messages, path, node);
  const raw = valueAt(data, path);
  const items: unknown[] = Array.isArray(raw) ? raw : [];
  const words = KIND_TEXT[kind].items[patternOf(path)];
  const noun = words?.noun ?? 'item';
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const focusAfter = useFocusAfter();
  const [said, setSaid] = useState('');
  const nameOf = (item: unknown, i: number) => {
    const title =
      words?.title && typeof item === 'object' && item !== null
        ? words.title(item as Record<string, unknown>)
        : '';
    return `${Noun} ${i + 1}${title ? `: ${title}` : ''}`;
  };
  const canRemove = !node.fixed && items.length > (node.min ?? 0);
  const canAdd = !node.fixed && (node.max === undefined || items.length < node.max);

  const move = (i: number, to: number, button: 'up' | 'down') => {
    onChange(path, moved(items, i, to));
    setSaid(`${nameOf(items[i], i)} moved to place ${to + 1} of ${items.length}.`);
    // The same button on the item where it is now; the other one where this one ends the list.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1);
    focusAfter(`${id}-${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`);
  };
  const remove = (i: number) => {
    onChange(
      path,
      items.filter((_, j) => j !== i),
    );
    setSaid(`${nameOf(items[i], i)} removed.`);
    focusAfter(items.length > 1 ? `${id}-${Math.min(i, items.length - 2)}-legend` : `${id}-add`);
  };
  const add = () => {
    onChange(path, [...items, emptyOf(node.item)]);
    setSaid(`${Noun} ${items.length + 1} added.`);
    focusAfter(`${id}-${items.length}-legend`);
  };

  return (
    <section aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="text-lg font-semibold">
        {label}
      </h2>
      <Notes id={id} help={help} message={message} />
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <ol className="mt-3 grid gap-4">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place in the list (its fields' ids say so)
          <li key={i}>
            <fieldset className="rounded border border-slate-300 bg-white p-4 shadow-sm">
              <legend className="px-1 font-semibold">
                {/* Focusable from script only: where the focus goes after an item is added or removed. */}
                <span id={`${id}-${i}-legend`} tabIndex={-1}>
                  {nameOf(item, i)}
                </span>
              </legend>
              <ItemControls>
                {!node.fixed && i > 0 && (
                  <button
                    id={`${id}-${i}-up`}
                    type="button"
                    className={itemButtonClass}
                    onClick={() => move(i, i - 1, 'up')}
                  >
                    Move up<span className="sr-only"> {nameOf(item, i)}</span>
                  </button>
                )}
                {!node.fixed && i < items.length - 1 && (
                  <button
                    id={`${id}-${i}-down`}
                    type="button"
                    className={itemButtonClass}
                    onClick={() => move(i, i + 1, 'down')}
                  >
                    Move down<span className="sr-only"> {nameOf(item, i)}</span>
                  </button>
                )}
                {canRemove && (
                  <button
                    type="button"
                    className={`${itemButtonClass} border-red-700 text-red-800 hover:bg-red-50`}
                    onClick={() => remove(i)}
                  >
                    Remove<span className="sr-only"> {nameOf(item, i)}</span>
                  </button>
                )}
              </ItemControls>
              <div className="mt-3">
                <Field
                  kind={kind}
                  node={node.item}
                  path={[...path, i]}
                  data={data}
                  messages={messages}
                  onChange={onChange}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {canAdd && (
        <button id={`${id}-add`} type="button" className={`${quietButtonClass} mt-3`} onClick={add}>
          Add a {noun}
        </button>
      )}
    </section>
  );
}

function ItemControls({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

/** The whole document's form, from its schema's root. */
export function DocumentFields(props: FieldsProps) {
  const formMessage = props.messages._form;
  return (
    <>
      {formMessage && <p className="mb-3 font-semibold text-red-800">{formMessage}</p>}
      <Field {...props} path={[]} />
    </>
  );
}
