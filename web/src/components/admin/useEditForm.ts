import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useState, type FormEventHandler } from 'react';
import { onInvalidSubmit } from './invalid-fields';
import { useAdminSave } from './useAdminChange';

type Mutation<I> = { mutateAsync: (input: I) => Promise<unknown>; isPending: boolean };

type Options<T extends { id: number }, V extends Record<string, unknown>, P> = {
  item: T | null;
  initialValues: V;
  toPayload: (values: V) => P;
  /** The shared schema the payload is checked against (synchronously, as the server will). */
  schema?: Parameters<typeof schemaResolver>[0];
  /** Or a validation of its own, for rules beyond the schema. */
  validate?: (values: V) => FormErrors;
  create: Mutation<P>;
  update: Mutation<P & { id: number }>;
  thing: string;
  saved: (payload: P, created: boolean) => { title: string; message: string };
  onDone: () => void;
};

/**
 * The fields of an edit the owner changed: what the payload has that the form's starting payload did
 * not. Only these are sent (the update procedures change only the fields they get), so a dialog left
 * open does not put back what was saved meanwhile from another tab or device.
 */
export function changedFields<P>(payload: P, initial: P): Partial<P> {
  const before = initial as Record<string, unknown>;
  return Object.fromEntries(Object.entries(payload as object).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))) as Partial<P>;
}

/**
 * A create/edit dialog's form: Mantine's form validated with the shared schema, submitted through
 * useAdminSave, closed when saved. An edit sends only the changed fields. `formProps` spreads onto DialogForm.
 */
export function useEditForm<T extends { id: number }, V extends Record<string, unknown>, P>(options: Options<T, V, P>) {
  const { item, initialValues, toPayload, schema, validate, create, update, thing, saved, onDone } = options;
  const resolver = schema ? schemaResolver(schema, { sync: true }) : null;
  const form = useForm<V>({ initialValues, validate: validate ?? ((v) => resolver?.(toPayload(v)) ?? {}) });
  // The payload the dialog opened with, kept from the first render (the row in the list may be refetched meanwhile).
  const [initialPayload] = useState(() => toPayload(initialValues));
  const { save, pending } = useAdminSave<T, P>({ item, create, update, thing, saved });
  const onSubmit: FormEventHandler<HTMLFormElement> = form.onSubmit(async (values) => {
    const payload = toPayload(values);
    if (await save(payload, item ? changedFields(payload, initialPayload) : undefined)) onDone();
  }, onInvalidSubmit);
  return { form, formProps: { onSubmit, onCancel: onDone, pending } };
}

/** A form's starting values: the row's own for each field it has (null or missing: the default), else the defaults. */
export function valuesFrom<V extends Record<string, unknown>>(row: object | null, defaults: V): V {
  const own = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, own[key] ?? fallback])) as V;
}
