import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { actionableMessage, changeError, sessionEndedMessage } from './errors';
import { parentCandidates, serviceTypeText } from './services/service-list';
import { service } from '../../test/admin-fixtures';


const serverError = (code: string, message: string) =>
  new TRPCClientError(message, { result: { error: { message, code: -32600, data: { code, httpStatus: 400 } } } } as never);

describe('services screen', () => {
  it("names the parent of a sub-service, 'Ukjent' when it is not in the list", () => {
    const byId = new Map([[1, service(1, null, 'Terrasse i tre')]]);
    expect(serviceTypeText(service(1, null), byId)).toBe('Hovedtjeneste');
    expect(serviceTypeText(service(2, 1), byId)).toBe('Undertjeneste av Terrasse i tre');
    expect(serviceTypeText(service(3, 99), byId)).toBe('Undertjeneste av Ukjent');
  });

  it('offers only main services as parents, never the service itself', () => {
    const list = [service(1, null), service(2, null), service(3, 1)];
    expect(parentCandidates(list, list[0]!).map((s) => s.id)).toEqual([2]);
    expect(parentCandidates(list, list[2]!).map((s) => s.id)).toEqual([1, 2]);
    expect(parentCandidates(list, null).map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('error toasts for projects and services follow one rule', () => {
  it.each([
    ['create', 'Feil ved oppretting', 'opprette'],
    ['update', 'Feil ved oppdatering', 'oppdatere'],
    ['delete', 'Feil ved sletting', 'slette'],
  ] as const)('%s: the title of docs/PRODUCT.md §7, and "Kunne ikke … Prøv igjen senere." for a server failure', (kind, title, verb) => {
    for (const thing of ['prosjektet', 'tjenesten'] as const) {
      expect(changeError(kind, thing, serverError('INTERNAL_SERVER_ERROR', 'Det oppstod en feil på serveren.'))).toEqual({
        title,
        message: `Kunne ikke ${verb} ${thing}. Prøv igjen senere.`,
      });
      expect(changeError(kind, thing, new TypeError('Failed to fetch')).message).toBe(`Kunne ikke ${verb} ${thing}. Prøv igjen senere.`);
    }
  });

  it('shows the server message the administrator can act on, for projects and services alike', () => {
    for (const thing of ['prosjektet', 'tjenesten'] as const) {
      expect(changeError('delete', thing, serverError('NOT_FOUND', 'Finnes ikke.')).message).toBe('Finnes ikke.');
      expect(changeError('update', thing, serverError('BAD_REQUEST', 'Tittel må være minst 2 tegn')).message).toBe('Tittel må være minst 2 tegn');
    }
  });

  it('says the change was not saved because the session ended, not «try again later», which would never work', () => {
    expect(changeError('update', 'tjenesten', serverError('UNAUTHORIZED', 'Du er ikke logget inn.')).message).toBe(
      'Du er ikke lenger logget inn, så endringen ble ikke lagret. Logg inn igjen og prøv på nytt.',
    );
    expect(actionableMessage(serverError('UNAUTHORIZED', 'Du er ikke logget inn.'), 'Kunne ikke lagre.')).toBe(sessionEndedMessage);
  });
});
