import { trpc } from '../../../trpc';
import { useAdminChange } from '../useAdminChange';
import type { CompanyUpdate } from '@shared/schemas/company';
import { useRef } from 'react';
import { changedFields } from '../useEditForm';

/** Saves part of the company record; the public pages show it on their next load. */
export function useCompanySave() {
  const change = useAdminChange();
  const update = trpc.admin.company.update.useMutation();
  const save = (payload: CompanyUpdate): Promise<boolean> =>
    change({
      kind: 'update',
      thing: 'firmaopplysningene',
      run: () => update.mutateAsync(payload),
      success: { title: 'Firmaopplysninger lagret', message: 'Endringene vises på nettsiden.' },
      failure: { title: 'Feil ved oppdatering', message: 'Kunne ikke lagre firmaopplysningene. Prøv igjen senere.' },
    });
  return { save, pending: update.isPending };
}

/**
 * The part of a company form's checked payload the owner changed since the form was loaded or last
 * saved (compared on the form's raw payload `raw`): only that is sent, so a form left open in another
 * tab does not put back what was saved there. `saved(raw)` moves the baseline after a save.
 */
export function useCompanyChanges<R extends object>(loaded: R) {
  const baseline = useRef(loaded);
  return {
    changed: <P extends object>(checked: P, raw: R): Partial<P> => {
      const keys = new Set(Object.keys(changedFields(raw, baseline.current)));
      return Object.fromEntries(Object.entries(checked).filter(([key]) => keys.has(key))) as Partial<P>;
    },
    saved: (raw: R) => {
      baseline.current = raw;
    },
  };
}
