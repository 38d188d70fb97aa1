import { DriverException } from '@mikro-orm/core';
import { stdSerializers } from 'pino';

/**
 * How an error is written to the log. A database driver's error carries the statement it failed on
 * with its values (a customer's name, a title as typed) in its message and stack; the log keeps the
 * error's class and SQLSTATE code and the stack's frames, never the statement. Other errors are
 * written as pino writes them; a cause is serialized by the same rule.
 */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function errorForLog(err: Error): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  if (err instanceof DriverException || isPgError(err)) {
    const code = (err as { code?: string }).code ?? 'unknown';
    const message = `database error ${code} (${err.name})`;
    const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
    return { type: err.name, code, message, stack: [message, ...frames].join('\n') };
  }
  const out = stdSerializers.err(err) as unknown as LoggedError;
  if (err.cause !== undefined) out.cause = err.cause instanceof Error ? errorForLog(err.cause) : err.cause;
  return out;
}

/** node-postgres's own error (a DatabaseError, with the server's severity and routine), should one arrive unwrapped. */
const isPgError = (err: Error) => typeof (err as { code?: unknown }).code === 'string' && 'severity' in err && 'routine' in err;

/** A 5xx answer's `code`: the server's, never a database's or a library's own. */
export const serverErrorCode = 'INTERNAL_SERVER_ERROR';
