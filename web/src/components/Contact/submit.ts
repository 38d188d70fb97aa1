import { TRPCClientError } from '@trpc/client';
import { serverMessage } from '../../lib/trpc-errors';


export const SEND_FAILED_TITLE = 'Kunne ikke sende skjema';

/**
 * The toast text after a failed submission (docs/PRODUCT.md, section 7): the server's message when it answered
 * with one; 'Noe gikk galt ved sending av skjemaet' when an answer came without one (also a proxy's
 * HTML error page, whose English parse error must not reach the visitor); 'Vennligst prøv igjen
 * senere' when no answer came at all (network failure).
 */
export function submitErrorText(error: unknown): string {
  const answeredWithoutMessage = 'Noe gikk galt ved sending av skjemaet';
  if (error instanceof TRPCClientError) {
    if (error.data) return serverMessage(error) ?? answeredWithoutMessage;
    if (error.cause instanceof SyntaxError) return answeredWithoutMessage;
  }
  return 'Vennligst prøv igjen senere';
}

/** Moves focus to the first field that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The reference number in a success toast; the same number is in the receipt mail. */
export function referenceText(reference: string): string {
  return `Referansenummer: ${reference}.`;
}
