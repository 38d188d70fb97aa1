import { Stack } from '@mantine/core';
import { Columns } from '../Layout/Columns';
import type { KitchenInput } from '@shared/calculators/kitchen/schema';
import { calculators } from '@shared/calculators';
import { NumberField } from './NumberField';
import { SwitchReveal } from './SwitchReveal';
import type { FieldsProps } from './types';

const labels = calculators.kitchen.fieldLabels;
type CountField = 'baseCabinets' | 'wallCabinets' | 'drawers' | 'appliances' | 'sinkCutouts' | 'hobCutouts';

export function KitchenFields({ input, onChange, errors }: FieldsProps<'kitchen'>) {
  const count = (field: CountField) => (
    <NumberField
      label={labels[field]}
      value={input[field]}
      onValueChange={(value) => onChange({ [field]: value } as Partial<KitchenInput>)}
      min={0}
      step={1}
      integer
      error={errors[field]}
    />
  );
  return (
    <Stack gap="md">
      <Columns cols={{ xs: 2, sm: 3 }}>
        {count('baseCabinets')}
        {count('wallCabinets')}
        {count('drawers')}
      </Columns>
      {count('appliances')}
      <SwitchReveal name="countertop" label={labels.countertop} checked={input.countertop} onChange={(countertop) => onChange({ countertop })}>
        <Columns cols={{ xs: 2 }}>
          {count('sinkCutouts')}
          {count('hobCutouts')}
        </Columns>
      </SwitchReveal>
      <SwitchReveal name="removeOld" label={labels.removeOld} checked={input.removeOld} onChange={(removeOld) => onChange({ removeOld })} />
    </Stack>
  );
}
