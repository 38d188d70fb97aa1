import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { typedBeforeLive } from '../../lib/hydration';
import { parseNumberInput } from './helpers';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue' | 'onValueChange'> & {
  value: number | undefined;
  onValueChange: (value: number | undefined) => void;
  /** What an empty field means; undefined unless told otherwise. */
  emptyValue?: number;
  /** Whole numbers only (counts). */
  integer?: boolean;
};

/**
 * A number field that accepts the Norwegian decimal comma (and a point) and never rewrites what the
 * visitor typed: limits are shown as messages, not clamped. It keeps the raw text so that a partial
 * entry such as '12,' survives re-rendering, and follows the value when it is changed from outside.
 *
 * Mantine renders a text input (a decimal comma is impossible in type="number") and keeps min, max
 * and step to itself, so the field says what it is here: a spin button with its limits and value
 * (arrow keys step by `step`), and the step as data-step.
 */
export function NumberField({ value, onValueChange, emptyValue, integer = false, ...props }: Props) {
  const ownId = useId();
  const id = props.id ?? ownId;
  // What was typed into the server-rendered field before the page's scripts ran stays, and becomes the value.
  const [typed] = useState(() => typedBeforeLive(id));
  const [raw, setRaw] = useState<number | string>(typed ?? value ?? '');
  const [handedOver, setHandedOver] = useState(typed === undefined);
  useEffect(() => {
    if (handedOver) return;
    onValueChange(parseNumberInput(typed ?? '', emptyValue));
    setHandedOver(true);
  }, [handedOver, typed, emptyValue, onValueChange]);
  const parsed = parseNumberInput(raw, emptyValue);
  if (handedOver && parsed !== value) {
    // Changed from outside (reset, default on a switch): show the new value.
    setRaw(value ?? '');
  }
  return (
    <NumberInput
      {...props}
      id={id}
      value={raw}
      onChange={(next) => {
        setRaw(next);
        onValueChange(parseNumberInput(next, emptyValue));
      }}
      decimalSeparator=","
      allowNegative={false}
      allowDecimal={!integer}
      decimalScale={integer ? 0 : 2}
      clampBehavior="none"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      role="spinbutton"
      aria-valuemin={typeof props.min === 'number' ? props.min : undefined}
      aria-valuemax={typeof props.max === 'number' ? props.max : undefined}
      aria-valuenow={parsed}
      data-step={typeof props.step === 'number' ? props.step : undefined}
    />
  );
}
