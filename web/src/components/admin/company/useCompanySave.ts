import { trpc } from '../../../trpc';
import { useAdminChange } from '../useAdminChange';
import type { CompanyUpdate } from '@shared/schemas/company';

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
