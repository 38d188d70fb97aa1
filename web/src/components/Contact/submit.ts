import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '../../lib/notify';

export const SEND_FAILED_TITLE = 'Kunne ikke sende skjema';

/**
 * The toast text after a failed submission (SPEC section 8): the server's message when it answered,
 * 'Noe gikk galt ved sending av skjemaet' if it answered without one, 'Vennligst prøv igjen senere'
 * when no answer from our server came back (network failure, or a proxy's HTML error page, whose
 * parse error would otherwise reach the visitor in English).
 */
export function submitErrorText(error: unknown): string {
  if (error instanceof TRPCClientError && error.data) return errorMessage(error, 'Noe gikk galt ved sending av skjemaet');
  return 'Vennligst prøv igjen senere';
}

/** Per-field messages the server returned (same schema as the form), to show them at the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as { issues?: { fieldErrors?: Record<string, string[] | undefined> } } | undefined)?.issues?.fieldErrors;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) if (messages?.[0]) out[field] = messages[0];
  return out;
}

/** Moves focus to the first field that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
