import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCompanySeed } from '../modules/company/company.service';
import { seedDatabase } from '../seeders/database-seeder';
import { createHarness, type Harness } from '../test/harness';

// A database in use before the price list: its seeded footer credit linked to example.com and it had no
// general prices. The migration gives it the general prices and drops the example link.
let h: Harness;
const sql = (q: string) => h.orm.em.fork().getConnection().execute(q);

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.orm.em.fork());
  await ensureCompanySeed(h.orm.em.fork());
  await h.orm.getMigrator().down({ to: 'Migration20261127180000' });
});
afterAll(() => h.close());

describe('Migration20261127220000 on a database in use', () => {
  it('adds the hour rate, travel surcharge and minimum price, and unlinks the example credit', async () => {
    expect(await sql(`select count(*)::int as n from pricing_parameter where category = 'general'`)).toEqual([{ n: 0 }]);
    expect(await sql(`select footer_credit_url from company`)).toEqual([{ footer_credit_url: 'https://example.com' }]);

    await h.orm.getMigrator().up();

    const rows = await sql(`select parameter_key, parameter_value from pricing_parameter where category = 'general' order by display_order`);
    expect(rows).toEqual([
      { parameter_key: 'hour_rate', parameter_value: '850' },
      { parameter_key: 'travel_surcharge', parameter_value: '450' },
      { parameter_key: 'minimum_price', parameter_value: '1500' },
    ]);
    expect(await sql(`select footer_credit_url from company`)).toEqual([{ footer_credit_url: null }]);
  });
});
