import { TRPCClientError } from '@trpc/client';

/** True when the request never got an answer from the server (offline, DNS, refused). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return !error.shape && !error.data;
  return error instanceof TypeError;
}

/** The server's tRPC error code, e.g. 'UNAUTHORIZED' or 'CONFLICT'. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  }
  return undefined;
}

/** The Norwegian message the server answered with, if it answered at all. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError && !isNetworkError(error) && error.message) return error.message;
  return undefined;
}

/**
 * For problems the administrator can act on (invalid input, duplicate, already deleted) the
 * server's Norwegian message; for anything else the given fallback ('Prøv igjen senere').
 */
export function actionableMessage(error: unknown, fallback: string): string {
  const code = errorCode(error);
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
 * The error toast for a failed project or service change, the same rule for both (SPEC §8): the
 * title names the change; the text is the server's message when the administrator can act on it
 * (invalid input, duplicate, already deleted), otherwise 'Kunne ikke … Prøv igjen senere.'
 */
export function changeError(kind: ChangeKind, thing: 'prosjektet' | 'tjenesten' | 'bildet', error: unknown): { title: string; message: string } {
  return { title: changeTitles[kind], message: actionableMessage(error, `Kunne ikke ${changeVerbs[kind]} ${thing}. Prøv igjen senere.`) };
}
