import type { CalculatorInputs, CalculatorType } from '@shared/calculators';
import type { FieldErrors } from './helpers';

/** What every per-type field group receives. */
export type FieldsProps<T extends CalculatorType> = {
  input: CalculatorInputs[T];
  onChange: (patch: Partial<CalculatorInputs[T]>) => void;
  errors: FieldErrors;
};
