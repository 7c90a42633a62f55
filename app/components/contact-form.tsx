// Send Us A Message form (SPEC 2, 3, 5, 7). First painted as plain markup with no validation code;
// the live form (react-hook-form + zod, forms/contact-form-live.tsx) loads when the form comes near the viewport, is
// focused, clicked or submitted, or at once when saved details are to be prefilled, and takes
// over with everything typed so far. This keeps the page's initial JS within budget (docs/architecture.md).
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { readSavedContact } from '../lib/contact-cookies';
import type { ContactSnapshot } from './forms/contact-form-live';
import {
  type ContactField,
  ContactFormView,
  type ContactFormViewProps,
  type ContactTextField,
} from './forms/contact-form-view';

const fields: readonly ContactField[] = ['name', 'email', 'subject', 'comment', 'website', 'saveData'];

type Live = ComponentType<{
  snapshot: ContactSnapshot;
  View: ComponentType<ContactFormViewProps>;
  id?: string;
}>;

const noop = async () => {};
const staticField = (name: ContactField): UseFormRegisterReturn => ({
  name,
  onChange: noop,
  onBlur: noop,
  ref: () => {},
});

function isField(name: string): name is ContactField {
  return (fields as readonly string[]).includes(name);
}

function takeSnapshot(form: HTMLFormElement | null, touched: Set<ContactTextField>, submit: boolean) {
  const snapshot: ContactSnapshot = { values: readSavedContact(), touched: [...touched], submit };
  if (!form) return snapshot;
  for (const name of fields) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked) snapshot.values.saveData = true;
    } else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== '') {
      snapshot.values[name as Exclude<ContactField, 'saveData'>] = el.value;
    }
  }
  const active = document.activeElement;
  // Any focused control (the Send button too) gets focus back after the swap, so a keyboard
  // visitor's next Enter still submits (issue 18, item 1).
  if (active instanceof HTMLElement && form.contains(active)) {
    const index = [...form.elements].indexOf(active as Element);
    if (index >= 0) snapshot.focusedIndex = index;
  }
  if (
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    form.contains(active)
  ) {
    if (isField(active.name)) {
      let start: number | null = null;
      let end: number | null = null;
      try {
        start = active.selectionStart;
        end = active.selectionEnd;
      } catch {
        // type=email and checkboxes have no selection
      }
      snapshot.focused = { name: active.name, start, end };
    }
  }
  return snapshot;
}

export function ContactForm() {
  const [live, setLive] = useState<{ Live: Live; snapshot: ContactSnapshot } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<ContactTextField>());
  const submitRequested = useRef(false);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./forms/contact-form-live').then(
      (m) => {
        const snapshot = takeSnapshot(formRef.current, touched.current, submitRequested.current);
        // Commit at once, so nothing typed between the snapshot and the swap is lost.
        flushSync(() => setLive({ Live: m.default, snapshot }));
      },
      (e: unknown) => {
        loading.current = false;
        console.warn('Contact form failed to load', e);
      },
    );
  }, []);

  useEffect(() => {
    const saved = readSavedContact();
    if (saved.name || saved.email || saved.subject) {
      load();
      return;
    }
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          load();
        }
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(form);
    return () => io.disconnect();
  }, [load]);

  if (live) return <live.Live snapshot={live.snapshot} View={ContactFormView} />;
  return (
    <ContactFormView
      live={false}
      formRef={formRef}
      field={staticField}
      errors={{}}
      submitted={false}
      onFocusCapture={load}
      onPointerDown={load}
      onBlurCapture={(e) => {
        const target = e.target as unknown as { name?: unknown };
        const name = typeof target.name === 'string' ? target.name : '';
        if (isField(name) && name !== 'saveData' && name !== 'website') touched.current.add(name);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        submitRequested.current = true;
        load();
      }}
    />
  );
}
