import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seeders/database-seeder';
import { createHarness, type Harness } from '../test/harness';
import { allowEnquiry } from '../modules/enquiry/rate-limit';
import { MAX_TRPC_BATCH } from '../shared/trpc-batch';

// Bounded work per request and per client: tRPC batches are capped, and one client past its API budget
// gets 429 with Retry-After while other clients (and the owner) go on. IPv6 clients count by /64.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ API_RATE_LIMIT: '10', TRUST_PROXY: 'true' });
  await seedDatabase(h.orm.em.fork());
});
afterAll(async () => {
  await h?.close();
});

const from = (ip: string, url = '/api/company') => h.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });

describe('the tRPC batch cap', () => {
  it('refuses a batch of 150 procedures with a Norwegian message before running any, and takes one at the cap', async () => {
    const batch = (n: number) => `/trpc/${Array(n).fill('public.company.get').join(',')}?batch=1`;
    const big = await from('198.51.100.1', batch(150));
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe(`For mange kall i én forespørsel (høyst ${MAX_TRPC_BATCH}). Del dem opp i flere forespørsler.`);
    const ok = await from('198.51.100.2', batch(MAX_TRPC_BATCH - 10));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(MAX_TRPC_BATCH - 10);
  });
});

describe('the per-client API budget', () => {
  it('answers 429 with Retry-After past the budget, while another client goes on', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await from('203.0.113.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    const refused = await from('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toBe('For mange forespørsler på kort tid. Vent litt og prøv igjen.');
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 12; i++) codes.push((await from(`2001:db8:77:1::${i.toString(16)}`)).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect((await from('2001:db8:77:2::1')).statusCode).toBe(200);
  });
});

describe('the per-address enquiry limit', () => {
  it('counts an IPv6 /64 as one address', async () => {
    const em = h.orm.em.fork();
    expect(await allowEnquiry(em, '2001:db8:5:6::1', 2)).toBe(true);
    expect(await allowEnquiry(em, '2001:db8:5:6:ffff::2', 2)).toBe(true);
    expect(await allowEnquiry(em, '2001:db8:5:6:1234:5678:9abc:def0', 2)).toBe(false);
    expect(await allowEnquiry(em, '2001:db8:5:7::1', 2)).toBe(true);
  });
});
