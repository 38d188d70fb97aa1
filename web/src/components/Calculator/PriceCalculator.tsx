// First, so the field groups' and this module's styles come after Mantine's input styles they override.
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Columns } from '../Layout/Columns';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { type CalculatorInputs, type CalculatorType, calculatorTypes, canCalculate, defaultInputs, visibleInput } from '@shared/calculators';
import { calculatorMeta } from '@shared/calculators/meta';
import { estimate } from '@shared/pricing';
import { calculateButtonLabel, calculateNeedsInputHint } from '@shared/pricing/labels';
import { chosenBeforeLive } from '../../lib/hydration';
import { trpc } from '../../trpc';
import { BathroomFields } from './BathroomFields';
import { DoorFields } from './DoorFields';
import { EstimatePanel, type ShownEstimate } from './EstimatePanel';
import { fieldErrors } from './helpers';
import { KitchenFields } from './KitchenFields';
import classes from './PriceCalculator.module.css';
import { TerraceFields } from './TerraceFields';
import { TrimFields } from './TrimFields';
import type { FieldsProps } from './types';

type Props = {
  initialType?: CalculatorType;
  headingLevel?: 2 | 1;
  /** Controlled type (e.g. from the address); the widget keeps its own when omitted. */
  type?: CalculatorType;
  onTypeChange?: (type: CalculatorType) => void;
};

type Inputs = { [K in CalculatorType]: CalculatorInputs[K] };

const typeOptions = calculatorTypes.map((value) => ({ value, label: calculatorMeta[value].label }));

/** The form fields of each calculator; the mapped type makes a missing one a compile error. */
const fieldComponents: { readonly [K in CalculatorType]: ComponentType<FieldsProps<K>> } = {
  terrace: TerraceFields,
  trim: TrimFields,
  kitchen: KitchenFields,
  door: DoorFields,
  bathroom: BathroomFields,
};

/** The choices read from the page applied to a calculator's input: known keys only, each as the type its default has. */
function withChosen<T extends object>(input: T, chosen: Record<string, string | boolean>): T {
  const out = { ...input } as Record<string, unknown>;
  for (const [key, value] of Object.entries(chosen)) {
    if (!(key in out)) continue;
    const was = out[key];
    out[key] = typeof was === 'number' ? Number(value) : typeof was === 'boolean' ? value === true : value;
  }
  return out as T;
}

function CalculatorFields<T extends CalculatorType>({ type, ...props }: FieldsProps<T> & { type: T }) {
  const Fields: ComponentType<FieldsProps<T>> = fieldComponents[type];
  return <Fields {...(props as FieldsProps<T>)} />;
}

/**
 * The public price calculator: five calculators behind one type selector. Prices come from the
 * server's parameters for the chosen type; the estimate itself is computed here, instantly.
 */
export function PriceCalculator({ initialType = 'terrace', headingLevel = 2, type: controlledType, onTypeChange }: Props) {
  const [ownType, setOwnType] = useState<CalculatorType>(controlledType ?? initialType);
  const type = controlledType ?? ownType;
  // Choices made in the server-rendered fields before the scripts ran stay (text fields: NumberField). They are
  // read before hydration resets the fields, and taken over right after it: rendered at once, a switch turned on
  // would show fields the server's HTML lacks, and React would then draw the whole page anew without them.
  const fieldsId = useId();
  const [chosenAtStart] = useState(() => chosenBeforeLive(fieldsId));
  const [inputs, setInputs] = useState<Inputs>(() => ({ ...defaultInputs }));
  const [shown, setShown] = useState<ShownEstimate | null>(null);
  const [shownFor, setShownFor] = useState(type);
  const formRef = useRef<HTMLDivElement>(null);
  // The fields are live (hydrated, the choices above taken over): marked on the element, not rendered.
  useEffect(() => {
    if (Object.keys(chosenAtStart).length) setInputs((all) => ({ ...all, [type]: withChosen(all[type], chosenAtStart) }));
    formRef.current?.setAttribute('data-live', '');
    // Once, for the page as the server drew it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const resultRef = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const params = trpc.public.pricing.byType.useQuery({ type }, { staleTime: 60_000 });

  if (shownFor !== type) {
    // Another calculator: its result (if any) no longer applies.
    setShownFor(type);
    setShown(null);
  }

  const input = inputs[type];
  const errors = fieldErrors(type, input);
  // A switched-off button says why: the main quantity is still 0 or empty (a field with an error says so itself).
  const ready = canCalculate(type, input);
  const needsInput = !ready && !params.isError && Object.keys(errors).length === 0;
  const hintId = useId();
  const meta = calculatorMeta[type];

  const chooseType = (next: CalculatorType) => {
    setOwnType(next);
    setShown(null);
    onTypeChange?.(next);
  };

  const setInput = (patch: object) => {
    setInputs((all) => ({ ...all, [type]: { ...all[type], ...patch } }));
    // A shown price always belongs to the inputs on screen.
    setShown(null);
  };

  const calculate = () => {
    if (Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!params.data) return;
    // What a switch or choice hides is neither priced nor carried on to an inspection request.
    const visible = visibleInput(type, input);
    setShown({ type, input: visible, result: estimate(type, visible, params.data) } as ShownEstimate);
    requestAnimationFrame(() =>
      resultRef.current?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' }),
    );
  };

  return (
    <Paper className={classes.card} withBorder radius="lg">
      <Stack gap="lg">
        <SegmentedControl
          className={classes.typeSelector}
          aria-label="Velg kalkulator"
          data={typeOptions}
          value={type}
          onChange={(v) => chooseType(v as CalculatorType)}
          fullWidth
          withItemsBorders
          color="oak.8"
        />
        <div>
          <Title order={headingLevel} className={classes.title}>
            {meta.title}
          </Title>
          <Text mt="xs" className={classes.description}>
            {meta.description}
          </Text>
        </div>
        <Columns cols={{ md: [7, 5] }} gap="lg" gapMd="xl">
          <div>
            <Stack gap="lg" ref={formRef} id={fieldsId} data-testid="calculator-fields">
              <CalculatorFields type={type} input={input} onChange={setInput} errors={errors} />
              {params.isError ? (
                <Text role="alert" className={classes.fetchError}>
                  Vi fikk ikke hentet prisene akkurat nå.{' '}
                  <Button variant="subtle" size="compact-sm" onClick={() => void params.refetch()}>
                    Prøv igjen
                  </Button>
                </Text>
              ) : null}
              <Button
                size="md"
                onClick={calculate}
                disabled={!ready || params.isError}
                loading={params.isPending}
                className={classes.calculate}
                aria-describedby={needsInput ? hintId : undefined}
              >
                {calculateButtonLabel}
              </Button>
              {needsInput ? (
                <Text id={hintId} size="sm" className={classes.hint}>
                  {calculateNeedsInputHint}
                </Text>
              ) : null}
            </Stack>
          </div>
          <div>
            <div ref={resultRef} className={classes.result} aria-live="polite">
              {shown ? (
                <EstimatePanel shown={shown} headingOrder={headingLevel === 1 ? 2 : 3} />
              ) : (
                <Text className={classes.placeholder}>
                  Fyll ut feltene og trykk «{calculateButtonLabel}» for å se et prisestimat med fordeling av kostnadene.
                </Text>
              )}
            </div>
          </div>
        </Columns>
      </Stack>
    </Paper>
  );
}
