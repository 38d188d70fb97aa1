import { TRPCClientError } from '@trpc/client';
import type { SlotDto } from '@shared/schemas/booking';

/** The one place the web app reads a failed tRPC call: public forms and the back office alike. */

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

/** Per-field messages the server returned (same schema as the form), to show them at the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as { issues?: { fieldErrors?: Record<string, string[] | undefined> } } | undefined)?.issues?.fieldErrors;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) if (messages?.[0]) out[field] = messages[0];
  return out;
}

/** The next free times a 409 («Tidspunktet er ikke ledig lenger») carries beside its message; [] for any other error. */
export function conflictSlots(error: unknown): SlotDto[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data = error.data as { code?: unknown; details?: { nextSlots?: unknown } } | undefined;
  return data?.code === 'CONFLICT' && Array.isArray(data.details?.nextSlots) ? (data.details.nextSlots as SlotDto[]) : [];
}
