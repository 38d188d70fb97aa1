import { isOneOf, type InspectionProjectType } from '@shared/domain';
import { type CalculatorType, calculatorTypes } from '@shared/calculators/types';

/**
 * A calculator estimate on its way to the inspection form: the visitor's choices and the total
 * they saw. The server prices the input itself when the request is sent.
 */
export type HandedOverEstimate = {
  type: CalculatorType;
  input: Record<string, string | number | boolean>;
  shownTotal: number;
  /** A saved estimate's link token: the request then carries that estimate as it was priced. */
  token?: string;
};

/**
 * What the calculator hands to the inspection form: kept in sessionStorage across the navigation. The
 * description is not part of it: that field is for the customer's own words, and the estimate is
 * shown and sent beside it.
 */
export type EstimateHandoff = {
  projectType: InspectionProjectType;
  estimate: HandedOverEstimate;
};

const KEY = 'skarpjern.estimate-handoff';

export function saveHandoff(h: EstimateHandoff): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(h));
  } catch {
    // Private mode without storage: the form just starts empty.
  }
}

function isEstimate(value: unknown): value is HandedOverEstimate {
  const e = value as Partial<HandedOverEstimate> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    isOneOf(calculatorTypes, e.type) &&
    typeof e.input === 'object' &&
    e.input !== null &&
    typeof e.shownTotal === 'number'
  );
}

/**
 * Reads the handoff. It stays until the request is sent or the visitor removes the estimate
 * (clearHandoff), so a reload of the form on a phone does not lose it. An estimate in an unknown
 * shape (left by an older version of the page) is dropped; the project type still comes along.
 */
export function readHandoff(): (Omit<EstimateHandoff, 'estimate'> & { estimate: HandedOverEstimate | null }) | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const h = JSON.parse(raw) as EstimateHandoff;
    return { projectType: h.projectType, estimate: isEstimate(h.estimate) ? h.estimate : null };
  } catch {
    return null;
  }
}

/** Forgets the handoff: the request went out with it, or the visitor took it off the form. */
export function clearHandoff(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
