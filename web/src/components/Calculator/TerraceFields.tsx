import { NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Columns } from '../Layout/Columns';
import { useId } from 'react';
import { calculatorLimits } from '@shared/calculators';
import { foundationLabels, terraceMaterialLabels } from '@shared/calculators/terrace/labels';
import type { FasteningType, FoundationType, TerraceMaterial } from '@shared/calculators/terrace/schema';
import { calculators } from '@shared/calculators';
import { optionsOf } from '@shared/pricing/labels';
import { NumberField } from './NumberField';
import { SwitchReveal } from './SwitchReveal';
import type { FieldsProps } from './types';

const labels = calculators.terrace.fieldLabels;
const materials = optionsOf(terraceMaterialLabels);
const foundations = optionsOf(foundationLabels);
// Short forms of fasteningLabels that fit side by side on a phone.
const fastenings: Array<{ value: FasteningType; label: string }> = [
  { value: 'VISIBLE', label: 'Synlig (skruer)' },
  { value: 'HIDDEN', label: 'Skjult (+15 %)' },
];

export function TerraceFields({ input, onChange, errors }: FieldsProps<'terrace'>) {
  const fasteningId = useId();
  return (
    <Stack gap="md">
      <Columns cols={{ sm: 2 }}>
        <NumberField
          label={labels.area}
          value={input.area}
          onValueChange={(area) => onChange({ area })}
          min={1}
          step={1}
          error={errors.area}
          placeholder="F.eks. 25"
        />
        <NativeSelect
          name="material"
          label={labels.material}
          data={materials}
          value={input.material}
          onChange={(e) => {
            const material = e.currentTarget.value as TerraceMaterial;
            // Only OTHER has a free-text description; any other choice drops it.
            onChange(material === 'OTHER' ? { material } : { material, otherMaterial: undefined });
          }}
          error={errors.material}
        />
        {input.material === 'OTHER' ? (
          <TextInput
            label={labels.otherMaterial}
            value={input.otherMaterial ?? ''}
            onChange={(e) => onChange({ otherMaterial: e.currentTarget.value || undefined })}
            maxLength={calculatorLimits.maxOtherMaterialLength}
            placeholder="F.eks. kompositt eller kebony"
            error={errors.otherMaterial}
            style={{ gridColumn: '1 / -1' }}
          />
        ) : null}
        <NativeSelect
          name="foundation"
          label={labels.foundation}
          data={foundations}
          value={input.foundation}
          onChange={(e) => onChange({ foundation: e.currentTarget.value as FoundationType })}
          error={errors.foundation}
        />
        <div>
          <Text component="div" id={fasteningId} size="sm" fw={500} mb={4}>
            {labels.fastening}
          </Text>
          <SegmentedControl
            name="fastening"
            aria-labelledby={fasteningId}
            fullWidth
            data={fastenings}
            value={input.fastening}
            onChange={(v) => onChange({ fastening: v as FasteningType })}
          />
        </div>
      </Columns>
      <SwitchReveal name="demolish" label={labels.demolish} checked={input.demolish} onChange={(demolish) => onChange({ demolish })} />
      <SwitchReveal
        name="stairs"
        label={labels.stairs}
        checked={input.stairs}
        onChange={(stairs) =>
          onChange(stairs ? { stairs, stairSteps: input.stairSteps && input.stairSteps >= 1 ? input.stairSteps : 1 } : { stairs })
        }
      >
        <Columns cols={{ xs: 2 }}>
          <NumberField
            label={labels.stairWidth}
            value={input.stairWidth}
            onValueChange={(stairWidth) => onChange({ stairWidth })}
            min={0.5}
            step={0.1}
            error={errors.stairWidth}
            placeholder="F.eks. 1,2"
          />
          <NumberField
            label={labels.stairSteps}
            value={input.stairSteps}
            onValueChange={(stairSteps) => onChange({ stairSteps })}
            min={calculatorLimits.minSteps}
            max={calculatorLimits.maxSteps}
            step={1}
            integer
            error={errors.stairSteps}
          />
        </Columns>
      </SwitchReveal>
      <SwitchReveal name="fence" label={labels.fence} checked={input.fence} onChange={(fence) => onChange({ fence })}>
        <NumberField
          label={labels.fenceLength}
          value={input.fenceLength}
          onValueChange={(fenceLength) => onChange({ fenceLength })}
          min={1}
          step={1}
          error={errors.fenceLength}
          placeholder="F.eks. 8"
        />
      </SwitchReveal>
    </Stack>
  );
}
