import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { Columns } from '../Layout/Columns';
import { useId } from 'react';
import { calculatorLimits } from '@shared/calculators';
import { bathroomAreaHint } from '@shared/calculators/bathroom/meta';
import { type TileStandard, tileStandardLabels } from '@shared/calculators/bathroom/schema';
import { calculators } from '@shared/calculators';
import { optionsOf } from '@shared/pricing/labels';
import { NumberField } from './NumberField';
import classes from './PriceCalculator.module.css';
import type { FieldsProps } from './types';

const labels = calculators.bathroom.fieldLabels;
const tiles = optionsOf(tileStandardLabels);
const fixtures = ['toilet', 'sink', 'shower', 'bathtub'] as const;
const extras = ['heatedFloor', 'ventilation'] as const;

export function BathroomFields({ input, onChange, errors }: FieldsProps<'bathroom'>) {
  const tileId = useId();
  return (
    <Stack gap="md">
      <Columns cols={{ sm: 2 }}>
        <NumberField
          label={labels.area}
          description={bathroomAreaHint}
          value={input.area}
          onValueChange={(area) => onChange({ area: area ?? 0 })}
          emptyValue={0}
          min={calculatorLimits.minBathroomArea}
          max={calculatorLimits.maxBathroomArea}
          step={1}
          error={errors.area}
        />
        <div>
          <Text component="div" id={tileId} size="sm" fw={500} mb={4}>
            {labels.tile}
          </Text>
          <SegmentedControl
            name="tile"
            aria-labelledby={tileId}
            fullWidth
            data={tiles}
            value={input.tile}
            onChange={(v) => onChange({ tile: v as TileStandard })}
          />
        </div>
      </Columns>
      <fieldset className={classes.fieldset}>
        <legend>Sanitærutstyr</legend>
        <Columns cols={{ base: 2 }} gap="sm" style={{ marginTop: 6 }}>
          {fixtures.map((f) => (
            <Switch key={f} name={f} size="md" label={labels[f]} checked={input[f]} onChange={(e) => onChange({ [f]: e.currentTarget.checked })} />
          ))}
        </Columns>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend>Ekstra</legend>
        <Columns cols={{ xs: 2 }} gap="sm" style={{ marginTop: 6 }}>
          {extras.map((f) => (
            <Switch key={f} name={f} size="md" label={labels[f]} checked={input[f]} onChange={(e) => onChange({ [f]: e.currentTarget.checked })} />
          ))}
        </Columns>
      </fieldset>
    </Stack>
  );
}
