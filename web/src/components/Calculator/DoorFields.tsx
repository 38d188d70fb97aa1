import { Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { Columns } from '../Layout/Columns';
import { useId } from 'react';
import { type DoorType, doorTypeLabels, type InteriorDoorType, interiorDoorTypeLabels } from '@shared/calculators/door/schema';
import { calculators } from '@shared/calculators';
import { optionsOf } from '@shared/pricing/labels';
import { NumberField } from './NumberField';
import { SwitchReveal } from './SwitchReveal';
import type { FieldsProps } from './types';

const labels = calculators.door.fieldLabels;
const doorTypes = optionsOf(doorTypeLabels);
const interiorTypes = optionsOf(interiorDoorTypeLabels);

export function DoorFields({ input, onChange, errors }: FieldsProps<'door'>) {
  const doorTypeId = useId();
  return (
    <Stack gap="md">
      <Columns cols={{ sm: 2 }}>
        <div>
          <Text component="div" id={doorTypeId} size="sm" fw={500} mb={4}>
            {labels.doorType}
          </Text>
          <SegmentedControl
            name="doorType"
            aria-labelledby={doorTypeId}
            fullWidth
            data={doorTypes}
            value={input.doorType}
            onChange={(v) => onChange({ doorType: v as DoorType })}
          />
        </div>
        <NumberField
          label={labels.count}
          value={input.count}
          onValueChange={(count) => onChange({ count })}
          min={1}
          step={1}
          integer
          error={errors.count}
        />
      </Columns>
      {input.doorType === 'INTERIOR' ? (
        <Radio.Group
          name="interiorType"
          label={labels.interiorType}
          value={input.interiorType}
          onChange={(v) => onChange({ interiorType: v as InteriorDoorType })}
          error={errors.interiorType}
        >
          <Stack gap="xs" mt={6}>
            {interiorTypes.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <SwitchReveal name="newFrame" label={labels.newFrame} checked={input.newFrame} onChange={(newFrame) => onChange({ newFrame })} />
    </Stack>
  );
}
