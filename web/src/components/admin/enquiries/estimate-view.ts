import {
  doorTypeLabels,
  fasteningLabels,
  fieldLabels,
  foundationLabels,
  interiorDoorTypeLabels,
  terraceMaterialLabels,
  tileStandardLabels,
} from '../../../../../src/shared/pricing/labels';
import { formatQuantity } from '../../../../../src/shared/pricing/format';
import type { AttachedEstimate } from '../../../../../src/shared/schemas/enquiry';

const optionLabels: Record<string, Readonly<Record<string, string>>> = {
  material: terraceMaterialLabels,
  fastening: fasteningLabels,
  foundation: foundationLabels,
  doorType: doorTypeLabels,
  interiorType: interiorDoorTypeLabels,
  tile: tileStandardLabels,
};

type InputValue = AttachedEstimate['input'][string] | undefined;

/** An input value of an attached estimate as the visitor saw it. */
export function formatInputValue(key: string, value: InputValue): string {
  if (value === null || value === undefined || value === '') return 'Ikke oppgitt';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (typeof value === 'number') return formatQuantity(value);
  return optionLabels[key]?.[value] ?? value;
}

/**
 * The inputs of an attached estimate as label/value rows, in the order and with the labels of the
 * calculator form; fields the visitor left empty are left out.
 */
export function estimateInputRows(estimate: AttachedEstimate): Array<{ key: string; label: string; value: string }> {
  const labels: Readonly<Record<string, string>> = fieldLabels[estimate.type] ?? {};
  const known = Object.keys(labels);
  const keys = [...known.filter((k) => k in estimate.input), ...Object.keys(estimate.input).filter((k) => !known.includes(k))];
  return keys
    .filter((key) => {
      const value = estimate.input[key];
      return value !== null && value !== undefined && value !== '';
    })
    .map((key) => ({ key, label: labels[key] ?? key, value: formatInputValue(key, estimate.input[key]) }));
}
