import type { InspectionProjectType } from '@shared/domain';
import { calculators, calculatorTypes, defaultInputs, parseCalculatorInput, type CalculatorInputs, type CalculatorType } from '@shared/calculators';

/** First validation message per field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Turns a Mantine NumberInput value into the calculator's number: an empty field gives `emptyValue`
 * (undefined unless told otherwise), a partial entry such as '12,' gives its number, junk gives undefined.
 */
export function parseNumberInput(value: number | string | undefined, emptyValue?: number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = (value ?? '').trim().replace(',', '.');
  if (text === '') return emptyValue;
  if (!/^\d*\.?\d*$/.test(text) || text === '.') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Which inspection project type an estimate belongs to (from each calculator's definition). */
export const inspectionProjectTypeFor = Object.fromEntries(
  calculatorTypes.map((t) => [t, calculators[t].inspectionProjectType]),
) as { readonly [K in CalculatorType]: InspectionProjectType };

/** Validation messages of the visible fields, from the shared input schema (hidden fields are ignored). */
export function fieldErrors<T extends CalculatorType>(type: T, input: CalculatorInputs[T]): FieldErrors {
  // The untouched form is valid (the registry tests check every calculator's defaults), so the
  // page starts without building a schema.
  if (input === defaultInputs[type]) return {};
  const parsed = parseCalculatorInput(type, input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
