/**
 * The cause of a refusal that carries data for the client beside its message (a refused befaring slot
 * carries the next free ones). The error formatter puts `details` into the tRPC error's data and the
 * REST adapter beside the message, so neither knows which feature refused.
 */
export class ErrorWithDetails extends Error {
  constructor(
    message: string,
    readonly details: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}
