import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { calculatorTypes as pricingCategories, type CalculatorType as PricingCategory } from '@shared/calculators/types';
import { calculatorMeta } from '@shared/calculators/meta';
import { pricingParameterInputSchema, type PricingParameterDto } from '@shared/schemas/pricing';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { AdminModal } from '../AdminModal';
import { errorCode, serverMessage } from '../errors';
import { useRefreshAfterChange } from '../useRefresh';
import { displayOrderOf } from './display-order';

type Values = {
  category: string;
  parameterKey: string;
  parameterName: string;
  parameterValue: string;
  description: string;
  displayOrder: number | string;
  isActive: boolean;
};

const categoryOptions = pricingCategories.map((c) => ({ value: c, label: calculatorMeta[c].label }));
const resolver = schemaResolver(pricingParameterInputSchema, { sync: true });

function initialValues(p: PricingParameterDto | null, category: PricingCategory): Values {
  return {
    category: p?.category ?? category,
    parameterKey: p?.parameterKey ?? '',
    parameterName: p?.parameterName ?? '',
    parameterValue: p?.parameterValue ?? '',
    description: p?.description ?? '',
    displayOrder: p?.displayOrder ?? 0,
    isActive: p?.isActive ?? true,
  };
}

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

type FormProps = {
  parameter: PricingParameterDto | null;
  category: PricingCategory;
  onDone: () => void;
  onDelete: (p: PricingParameterDto) => void;
};

function ParameterForm({ parameter, category, onDone, onDelete }: FormProps) {
  const refresh = useRefreshAfterChange();
  const create = trpc.admin.pricingParameters.create.useMutation();
  const update = trpc.admin.pricingParameters.update.useMutation();
  const form = useForm<Values>({ initialValues: initialValues(parameter, category), validate: (v) => resolver(toPayload(v)) });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit(async (values) => {
    const payload = toPayload(values);
    try {
      if (parameter) await update.mutateAsync({ id: parameter.id, ...payload });
      else await create.mutateAsync(payload);
    } catch (error) {
      const fallback = parameter ? 'Kunne ikke oppdatere prisparameter.' : 'Kunne ikke legge til prisparameter.';
      const message = serverMessage(error) ?? fallback;
      // A duplicate key belongs to the key field; the toast says it too.
      if (errorCode(error) === 'CONFLICT') form.setFieldError('parameterKey', message);
      notifyError(parameter ? 'Feil ved oppdatering' : 'Feil ved oppretting', message);
      return;
    }
    notifySuccess(
      parameter ? 'Parameter oppdatert' : 'Parameter lagt til',
      `${payload.parameterName} (${payload.parameterKey}) er lagret.`,
    );
    void refresh();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Kategori"
            withAsterisk
            data={categoryOptions}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <TextInput
            label="Nøkkel"
            description="Små bokstaver, tall og understrek, f.eks. base_price_per_sqm."
            withAsterisk
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('parameterKey')}
          />
          <TextInput label="Navn" withAsterisk {...form.getInputProps('parameterName')} />
          <TextInput
            label="Verdi"
            description="Beløp i kroner inkl. mva (eller en faktor), f.eks. 2200 eller 1.5."
            withAsterisk
            inputMode="decimal"
            {...form.getInputProps('parameterValue')}
          />
        </SimpleGrid>
        <Textarea label="Beskrivelse" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        <NumberInput
          label="Visningsrekkefølge"
          description="Et tall fra 0 og oppover; lavere vises først."
          allowDecimal={false}
          allowNegative={false}
          min={0}
          w={{ base: '100%', sm: 220 }}
          {...form.getInputProps('displayOrder')}
        />
        <Switch
          label="Aktiv"
          description="Bare aktive parametere brukes av kalkulatoren."
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="space-between" gap="sm" mt="sm">
          {parameter ? (
            <Button variant="light" color="red" onClick={() => onDelete(parameter)} disabled={pending}>
              Slett
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={pending}>
              Avbryt
            </Button>
            <Button type="submit" loading={pending}>
              {parameter ? 'Lagre endringer' : 'Legg til'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type Props = Omit<FormProps, 'onDone'> & { opened: boolean; onClose: () => void };

export function ParameterFormModal({ opened, onClose, ...props }: Props) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={props.parameter ? 'Rediger prisparameter' : 'Legg til prisparameter'}>
      <ParameterForm key={props.parameter?.id ?? `new-${props.category}`} onDone={onClose} {...props} />
    </AdminModal>
  );
}
