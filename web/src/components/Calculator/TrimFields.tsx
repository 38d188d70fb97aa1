import { Stack } from '@mantine/core';
import { Columns } from '../Layout/Columns';
import { calculators } from '@shared/calculators';
import { NumberField } from './NumberField';
import { SwitchReveal } from './SwitchReveal';
import type { FieldsProps } from './types';

const labels = calculators.trim.fieldLabels;

export function TrimFields({ input, onChange, errors }: FieldsProps<'trim'>) {
  return (
    <Stack gap="md">
      <Columns cols={{ sm: 2 }}>
        <NumberField
          label={labels.length}
          value={input.length}
          onValueChange={(length) => onChange({ length })}
          min={1}
          step={0.1}
          error={errors.length}
          placeholder="F.eks. 42,5"
        />
        <NumberField
          label={labels.corners}
          value={input.corners}
          onValueChange={(corners) => onChange({ corners })}
          min={0}
          step={1}
          integer
          error={errors.corners}
        />
      </Columns>
      <SwitchReveal name="removeOld" label={labels.removeOld} checked={input.removeOld} onChange={(removeOld) => onChange({ removeOld })} />
      <SwitchReveal name="painting" label={labels.painting} checked={input.painting} onChange={(painting) => onChange({ painting })} />
    </Stack>
  );
}
