import { Alert, Button, List, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { priceUnits } from '@shared/calculators';
import { isCalculatorCategory, pricingCategories, pricingCategoryLabel, type PricingCategory } from '@shared/pricing/categories';
import { catalogueEntry, isPriceValue, linesDroppingToZero, withChange } from '@shared/calculators/price-effects';
import { fallbackNotes, priceValueText } from '@shared/calculators/price-text';
import { messages } from '@shared/messages';
import { pricingParameterInputSchema, type PricingParameterDto } from '@shared/schemas/pricing';
import { trpc } from '../../../trpc';
import { displayOrderField } from '../display-order';
import { DialogForm, FormModal } from '../FormModal';
import { pricingTexts } from '../list-texts';
import { ConfirmDialog } from '../ConfirmDialog';
import { errorCode } from '../../../lib/trpc-errors';
import { useAdminSave } from '../useAdminChange';
import { changedFields } from '../useEditForm';
import { valuesFrom } from '../useEditForm';
import { displayOrderOf } from './display-order';
import { ExampleEstimate } from './ExampleEstimate';
import { activeOf } from './active';
import { onInvalidSubmit, reportInvalidFields } from '../invalid-fields';

type Values = {
  category: string;
  parameterKey: string;
  parameterName: string;
  parameterValue: string;
  description: string;
  displayOrder: number | string;
  isActive: boolean;
};

const categoryOptions = pricingCategories.map((c) => ({ value: c, label: pricingCategoryLabel(c) }));
const resolver = schemaResolver(pricingParameterInputSchema, { sync: true });

const initialValues = (p: PricingParameterDto | null, category: PricingCategory): Values =>
  valuesFrom(p, { category: category as string, parameterKey: '', parameterName: '', parameterValue: '', description: '', displayOrder: 0 as number | string, isActive: true });

function toPayload(v: Values) {
  return {
    category: v.category as PricingCategory,
    parameterKey: v.parameterKey.trim(),
    parameterName: v.parameterName.trim(),
    parameterValue: v.parameterValue.trim(),
    description: v.description.trim() || null,
    displayOrder: displayOrderOf(v.displayOrder),
    isActive: v.isActive,
  };
}

/** The schema's messages, and for a price the calculator reads: a number ≥ 0 (the server says so too). */
function validate(v: Values) {
  const payload = toPayload(v);
  const errors = resolver(payload);
  const isCatalogue = catalogueEntry(payload.category, payload.parameterKey) !== undefined;
  if (isCatalogue && !errors.parameterValue && !isPriceValue(payload.parameterValue)) errors.parameterValue = messages.cataloguePriceValue;
  return errors;
}

type FormProps = {
  parameter: PricingParameterDto | null;
  category: PricingCategory;
  /** Every parameter, for the example and the lines a change would price at 0 kr. */
  all: readonly PricingParameterDto[];
  onDone: () => void;
  onDelete: (p: PricingParameterDto) => void;
};

function ParameterForm({ parameter, category, all, onDone, onDelete }: FormProps) {
  const form = useForm<Values>({ initialValues: initialValues(parameter, category), validate });
  // What the dialog opened with: an edit sends only the fields changed since (another tab may have saved others).
  const [opened] = useState(() => toPayload(initialValues(parameter, category)));
  const [dropping, setDropping] = useState<string[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { save: saveRow, pending } = useAdminSave({
    item: parameter,
    create: trpc.admin.pricingParameters.create.useMutation(),
    update: trpc.admin.pricingParameters.update.useMutation(),
    thing: 'prisparameteren',
    saved: (p, created) => ({ title: created ? 'Parameter lagt til' : 'Parameter oppdatert', message: `${p.parameterName} er lagret: ${priceValueText(p.category, p.parameterKey, p.parameterValue)}.` }),
    // A duplicate key belongs to the key field; the toast says it too.
    onError: (error, message) => {
      if (errorCode(error) === 'CONFLICT') {
        form.setFieldError('parameterKey', message);
        reportInvalidFields(formRef.current, { toast: false });
      }
    },
  });

  const values = form.getValues();
  const type = (parameter?.category ?? values.category) as PricingCategory;
  const key = parameter?.parameterKey ?? values.parameterKey.trim();
  // A price the calculator reads keeps its key and calculator; only name, value, text, order and status change.
  const entry = parameter ? catalogueEntry(parameter.category, parameter.parameterKey) : undefined;
  const current = activeOf(all, type);
  const nextValue = values.isActive ? values.parameterValue.trim() : null;
  const changed = key ? withChange(current, key, nextValue) : current;
  // The value as the calculator will read it, whatever spacing was typed; nothing while it is no number.
  const reading = isPriceValue(values.parameterValue) ? priceValueText(type, key, values.parameterValue) : null;
  const notes = key ? fallbackNotes(type, key, current) : { fallsBackTo: null, standsIn: null };

  const save = async () => {
    const payload = toPayload(form.getValues());
    const ok = await saveRow(payload, parameter ? changedFields(payload, opened) : undefined);
    setDropping(null);
    if (ok) onDone();
  };

  const submit = form.onSubmit(() => {
    // Switching off or zeroing a price some estimate line needs: say which lines would cost 0 kr.
    const lines = key && isCalculatorCategory(type) ? linesDroppingToZero(type, current, key, nextValue) : [];
    if (lines.length > 0) setDropping(lines);
    else void save();
  }, onInvalidSubmit);

  return (
    <>
      <DialogForm
        formRef={formRef}
        onSubmit={submit}
        onCancel={onDone}
        pending={pending}
        submitLabel={parameter ? 'Lagre endringer' : 'Legg til'}
        start={
          parameter && !entry ? (
            <Button variant="light" color="red" onClick={() => onDelete(parameter)} disabled={pending}>
              Slett
            </Button>
          ) : (
            <span />
          )
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Navn" withAsterisk {...form.getInputProps('parameterName')} />
          <TextInput
            label="Verdi"
            description={
              reading
                ? `Leses som ${reading}${entry?.unit === 'factor' || !entry ? '' : ' inkl. mva'}.`
                : entry
                  ? `${priceUnits[entry.unit]}${entry.unit === 'factor' ? '' : ', inkl. mva'}. Et tall som er 0 eller større.`
                  : 'Beløp i kroner inkl. mva (eller en faktor), f.eks. 2200 eller 1.5.'
            }
            withAsterisk
            inputMode="decimal"
            data-autofocus={parameter ? true : undefined}
            {...form.getInputProps('parameterValue')}
          />
        </SimpleGrid>
        <Switch
          label="Aktiv"
          description={isCalculatorCategory(type) ? 'Bare aktive parametere brukes av kalkulatoren.' : 'Bare aktive priser vises i prislisten.'}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        {notes.fallsBackTo || notes.standsIn ? (
          <Alert variant="light" color="blue" title="Reservepriser" data-testid="fallback-note">
            {notes.fallsBackTo ? <Text size="sm">{notes.fallsBackTo}</Text> : null}
            {notes.standsIn ? <Text size="sm">{notes.standsIn}</Text> : null}
          </Alert>
        ) : null}
        {isCalculatorCategory(type) ? <ExampleEstimate type={type} current={current} changed={changed} priceKey={key || undefined} /> : null}
        <Textarea label="Beskrivelse" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Kategori"
            withAsterisk
            data={categoryOptions}
            allowDeselect={false}
            readOnly={entry !== undefined}
            {...form.getInputProps('category')}
          />
          <TextInput
            label="Nøkkel"
            description={
              entry
                ? 'Kalkulatoren finner prisen med denne nøkkelen, så den kan ikke endres.'
                : 'Små bokstaver, tall og understrek, f.eks. base_price_per_sqm.'
            }
            withAsterisk
            readOnly={entry !== undefined}
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus={parameter ? undefined : true}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('parameterKey')}
          />
        </SimpleGrid>
        <NumberInput {...displayOrderField} label="Visningsrekkefølge" description="Et tall fra 0 og oppover; lavere vises først." {...form.getInputProps('displayOrder')} />
      </DialogForm>
      <ConfirmDialog
        opened={dropping !== null}
        title="Bekreft endring"
        confirmLabel="Lagre likevel"
        loading={pending}
        onConfirm={() => void save()}
        onClose={() => setDropping(null)}
      >
        <Text>
          {values.isActive ? 'Med verdien 0' : 'Når prisen er slått av'} regner kalkulatoren disse linjene i estimatet til 0 kr:
        </Text>
        <List mt="xs" mb="xs">
          {(dropping ?? []).map((label) => (
            <List.Item key={label}>{label}</List.Item>
          ))}
        </List>
        <Text>Vil du lagre likevel?</Text>
      </ConfirmDialog>
    </>
  );
}

type Props = Omit<FormProps, 'parameter' | 'onDone'> & { dialog: { opened: boolean; item: PricingParameterDto | null; close: () => void } };

export function ParameterFormModal({ dialog, ...props }: Props) {
  return (
    <FormModal dialog={dialog} title={pricingTexts.titles}>
      {(parameter, done) => <ParameterForm key={parameter?.id ?? `new-${props.category}`} parameter={parameter} onDone={done} {...props} />}
    </FormModal>
  );
}
