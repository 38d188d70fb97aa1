/**
 * Most procedures one tRPC batch request may name. A batch of 150 slot lookups in one 13 KB URL did the
 * work of 150 requests; the browser's link (web/src/trpc.ts) splits longer batches into several requests,
 * and the server refuses a longer one with a clear message before running any of it.
 */
export const MAX_TRPC_BATCH = 20;

export const trpcBatchTooLong = `For mange kall i én forespørsel (høyst ${MAX_TRPC_BATCH}). Del dem opp i flere forespørsler.`;
