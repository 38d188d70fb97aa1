import type { FastifyInstance } from 'fastify';
import { MAX_TRPC_BATCH } from '../shared/trpc-batch';
import { clientKey } from './client-key';
import { edgeReply } from './request-gate';

export const apiBudgetExceeded = 'For mange forespørsler på kort tid. Vent litt og prøv igjen.';

type Bucket = { tokens: number; at: number };

/**
 * A per-client request budget for the API (/api and /trpc), as a token bucket per client (IPv6 by /64):
 * `perMinute` calls a minute on average, with bursts up to the same number. A tRPC batch costs one call
 * per procedure it names. Past the budget the answer is 429 with Retry-After, before any work is done,
 * so one client cannot slow everyone else down. It runs before the session is read and before stored
 * answers are served, so the owner's back office counts too (its refetches are far below the budget).
 *
 * Kept in this instance's memory, on purpose (docs/decisions/0010-request-budget-per-instance.md): it
 * protects this process's event loop and database pool, costs no database round trip per request, and
 * with n instances a client gets at most n budgets, which is still bounded.
 */
export class RequestBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes `cost` calls from the client's budget; when it has not enough, the seconds until it will. */
  take(key: string, cost = 1): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 50_000) this.sweep(now);
    const need = Math.min(cost, this.perMinute);
    if (bucket.tokens >= need) {
      bucket.tokens -= need;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((need - bucket.tokens) / this.perMs / 1000)) };
  }

  /** Forgets clients whose bucket has filled up again (they are as new). */
  private sweep(now: number): void {
    for (const [key, b] of this.buckets) if (b.tokens + (now - b.at) * this.perMs >= this.perMinute) this.buckets.delete(key);
  }
}

/** How many calls a request is: one, or the procedures of a tRPC batch (capped as the batch is). */
export function requestCost(url: string): number {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/trpc/') || !/[?&]batch=1(&|$)/.test(url)) return 1;
  return Math.min(MAX_TRPC_BATCH, path.slice('/trpc/'.length).split(',').length);
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc/');

/** Counts every API request against its client's budget (0 = off). */
export function registerRequestBudget(app: FastifyInstance, perMinute: number): void {
  if (perMinute <= 0) return;
  const budget = new RequestBudget(perMinute);
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!isApi(path)) return;
    const verdict = budget.take(clientKey(req.ip), requestCost(req.url));
    if (verdict.ok) return;
    void reply.header('Retry-After', String(verdict.retryAfterSeconds));
    return edgeReply(req, reply, 429, apiBudgetExceeded, 'TOO_MANY_REQUESTS');
  });
}
