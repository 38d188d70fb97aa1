import { schemaResolver, useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as EnquirySchemas from '@shared/schemas/enquiry';
import { hasNavigated } from '../../lib/hydration';

// The contact forms validate with the shared zod schemas (src/shared/schemas/enquiry.ts), the same
// ones the server checks. Building them is the heaviest start-up work of /contact on a phone (they
// bring zod and the calculator registry), and a visitor who only reads the page never needs them,
// so they load when a form is first touched: a focus, a tap or a submit.

type Schemas = typeof EnquirySchemas;

let loading: Promise<Schemas> | undefined;
let loaded: Schemas | undefined;
/** Forms waiting for the schemas, to check the fields left before they arrived. */
const waiting = new Set<() => void>();

/** Starts loading the schemas (once); resolves when they are there. */
export function loadFormSchemas(): Promise<Schemas> {
  loading ??= import('@shared/schemas/enquiry').then((m) => {
    loaded = m;
    for (const arrived of waiting) arrived();
    waiting.clear();
    return m;
  });
  return loading;
}

/**
 * A validate function for useForm: the schema's errors once it has loaded, none before (a field
 * left before then is checked when the schema arrives; see useEnquiryForm).
 */
export function lazyValidate<V>(pick: (s: Schemas) => Parameters<typeof schemaResolver>[0]): (values: V) => FormErrors {
  return (values) => (loaded ? schemaResolver(pick(loaded), { sync: true })(values as Record<string, unknown>) : {});
}

/**
 * What the visitor typed into the server-rendered form before the page became live (its scripts can
 * take seconds on a slow connection): the text fields' values by their `name`, read when the form is
 * first rendered in the browser, before hydration would set them back to the empty state. After the
 * first page has hydrated (a navigation in the browser) there is nothing to take over.
 */
export function typedBeforeHydration<V extends Record<string, unknown>>(empty: V, formLabel: string, doc: Document | undefined = globalThis.document): V {
  // Not the document's data-hydrated mark: the layout sets it before the page's own part hydrates.
  if (!doc || hasNavigated()) return empty;
  const form = [...doc.forms].find((f) => f.getAttribute('aria-label') === formLabel);
  if (!form) return empty;
  const typed: Record<string, unknown> = { ...empty };
  for (const [key, value] of Object.entries(empty)) {
    const field = form.elements.namedItem(key);
    const text = field && 'value' in field && typeof field.value === 'string' ? field.value : '';
    if (typeof value === 'string' && text) typed[key] = text;
  }
  return typed as V;
}

/**
 * A public form's state: controlled, checked on blur and on submit with its shared schema once
 * loaded, starting from what was typed before the page became live. `formLabel` is the form's aria-label.
 */
export function useEnquiryForm<V extends Record<string, unknown>>(empty: V, pick: (s: Schemas) => Parameters<typeof schemaResolver>[0], formLabel: string) {
  const [initialValues] = useState(() => typedBeforeHydration(empty, formLabel));
  const form = useForm<V>({ mode: 'controlled', initialValues, validate: lazyValidate<V>(pick), validateInputOnBlur: true });
  // A field the visitor left while the schemas were still on their way was not checked on its blur:
  // check it when they arrive, as the blur would have. The field still being typed in waits for its own blur.
  useEffect(() => {
    if (loaded) return;
    const arrived = () => {
      const active = document.activeElement;
      for (const key of Object.keys(form.getValues())) {
        const typingHere = active instanceof HTMLElement && active.getAttribute('name') === key && active.closest('form')?.getAttribute('aria-label') === formLabel;
        if (form.isTouched(key) && !typingHere) form.validateField(key);
      }
    };
    waiting.add(arrived);
    return () => void waiting.delete(arrived);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form and its label stay for the component's life
  }, []);
  return form;
}

/** Props for a <form>: its first focus or tap starts loading the schemas. */
export const loadSchemasOnTouch = {
  onFocusCapture: () => void loadFormSchemas(),
  onPointerDownCapture: () => void loadFormSchemas(),
};

/** A submit handler that validates with the schemas, loading them first if need be. */
export function submitWithSchemas(submit: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loaded) submit();
    // Outside the event, React would commit the errors later than the focus on the first of them.
    else void loadFormSchemas().then(() => flushSync(submit));
  };
}
