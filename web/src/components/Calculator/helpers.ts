import type { InspectionProjectType } from '../../../../src/shared/labels';
import {
  calculatorInputSchemas,
  type CalculatorInputs,
  type CalculatorType,
} from '../../../../src/shared/schemas/calculator';

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

/** Which inspection project type an estimate belongs to. */
export const inspectionProjectTypeFor: { readonly [K in CalculatorType]: InspectionProjectType } = {
  terrace: 'terrace',
  bathroom: 'renovation',
  kitchen: 'renovation',
  trim: 'interior',
  door: 'interior',
};

/** Fields that are only shown (and only matter) while another choice is made. */
export function hiddenFields<T extends CalculatorType>(type: T, input: CalculatorInputs[T]): string[] {
  const i = input as Partial<Record<string, unknown>>;
  switch (type) {
    case 'terrace':
      return [
        ...(i.material === 'OTHER' ? [] : ['otherMaterial']),
        ...(i.stairs ? [] : ['stairWidth', 'stairSteps']),
        ...(i.fence ? [] : ['fenceLength']),
      ];
    case 'kitchen':
      return i.countertop ? [] : ['sinkCutouts', 'hobCutouts'];
    case 'door':
      return i.doorType === 'INTERIOR' ? [] : ['interiorType'];
    default:
      return [];
  }
}

/** Validation messages of the visible fields, from the shared input schema. */
export function fieldErrors<T extends CalculatorType>(type: T, input: CalculatorInputs[T]): FieldErrors {
  const parsed = calculatorInputSchemas[type].safeParse(input);
  if (parsed.success) return {};
  const hidden = new Set(hiddenFields(type, input));
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !hidden.has(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The input as a plain JSON record for an attached estimate (empty fields left out). */
export function attachedInput(input: object): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
      out[key] = value;
    }
  }
  return out;
}
