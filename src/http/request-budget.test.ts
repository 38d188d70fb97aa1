import { describe, expect, it } from 'vitest';
import { MAX_TRPC_BATCH } from '../shared/trpc-batch';
import { RequestBudget, requestCost } from './request-budget';

describe('RequestBudget', () => {
  it('lets a client spend its budget in a burst, then refuses with the seconds until there is room', () => {
    let now = 0;
    const budget = new RequestBudget(60, () => now); // one a second
    for (let i = 0; i < 60; i++) expect(budget.take('a').ok).toBe(true);
    expect(budget.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(budget.take('b').ok).toBe(true); // another client has its own
    now += 1000;
    expect(budget.take('a').ok).toBe(true);
    expect(budget.take('a', 5)).toEqual({ ok: false, retryAfterSeconds: 5 });
  });
});

describe('requestCost', () => {
  it('counts a tRPC batch by its procedures, capped as a batch is', () => {
    expect(requestCost('/api/company')).toBe(1);
    expect(requestCost('/trpc/public.company.get')).toBe(1);
    expect(requestCost('/trpc/a.b,c.d,e.f?batch=1&input=%7B%7D')).toBe(3);
    expect(requestCost(`/trpc/${Array(150).fill('public.bookings.slots').join(',')}?batch=1`)).toBe(MAX_TRPC_BATCH);
  });
});
