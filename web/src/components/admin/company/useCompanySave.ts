import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { actionableMessage } from '../errors';
import { useRefreshAfterChange } from '../useRefresh';
import type { CompanyUpdate } from '@shared/schemas/company';

/** Saves part of the company record; the public pages show it on their next load. */
export function useCompanySave() {
  const refresh = useRefreshAfterChange();
  const update = trpc.admin.company.update.useMutation();
  const save = async (payload: CompanyUpdate): Promise<boolean> => {
    try {
      await update.mutateAsync(payload);
    } catch (error) {
      notifyError('Feil ved oppdatering', actionableMessage(error, 'Kunne ikke lagre firmaopplysningene. Prøv igjen senere.'));
      return false;
    }
    notifySuccess('Firmaopplysninger lagret', 'Endringene vises på nettsiden.');
    void refresh();
    return true;
  };
  return { save, pending: update.isPending };
}
