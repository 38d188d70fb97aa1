import { errorCode, serverMessage } from '../../lib/trpc-errors';


export const sessionEndedMessage = 'Du er ikke lenger logget inn, så endringen ble ikke lagret. Logg inn igjen og prøv på nytt.';

/**
 * For problems the administrator can act on (invalid input, duplicate, already deleted) the
 * server's Norwegian message; for anything else the given fallback ('Prøv igjen senere').
 */
export function actionableMessage(error: unknown, fallback: string): string {
  const code = errorCode(error);
  // The session ended (logged out in another tab, expired): «try again later» would never work.
  if (code === 'UNAUTHORIZED') return sessionEndedMessage;
  if (code === 'BAD_REQUEST' || code === 'CONFLICT' || code === 'NOT_FOUND') return serverMessage(error) ?? fallback;
  return fallback;
}

export type ChangeKind = 'create' | 'update' | 'delete';

const changeTitles: Record<ChangeKind, string> = {
  create: 'Feil ved oppretting',
  update: 'Feil ved oppdatering',
  delete: 'Feil ved sletting',
};
const changeVerbs: Record<ChangeKind, string> = { create: 'opprette', update: 'oppdatere', delete: 'slette' };

/**
 * The error toast for a failed change of a project, service or price, the same rule for all: the
 * title names the change; the text is the server's message when the administrator can act on it
 * (invalid input, duplicate, already deleted), otherwise 'Kunne ikke … Prøv igjen senere.'
 */
export function changeError(kind: ChangeKind, thing: string, error: unknown): { title: string; message: string } {
  return { title: changeTitles[kind], message: actionableMessage(error, `Kunne ikke ${changeVerbs[kind]} ${thing}. Prøv igjen senere.`) };
}
