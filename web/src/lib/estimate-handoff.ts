import type { AttachedEstimate } from '../../../src/shared/schemas/enquiry';
import type { InspectionProjectType } from '../../../src/shared/labels';

/** What the calculator hands to the inspection form: kept in sessionStorage across the navigation. */
export type EstimateHandoff = {
  projectType: InspectionProjectType;
  description: string;
  estimate: AttachedEstimate;
};

const KEY = 'skarpjern.estimate-handoff';

export function saveHandoff(h: EstimateHandoff): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(h));
  } catch {
    // Private mode without storage: the form just starts empty.
  }
}

/** Reads the handoff once and forgets it, so a reload of /contact starts clean. */
export function takeHandoff(): EstimateHandoff | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as EstimateHandoff) : null;
  } catch {
    return null;
  }
}
