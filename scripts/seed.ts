// Seeds example content and default prices into whichever tables are empty, and the company record if missing.
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/database';
import { loadDotenv, loadEnv } from '../src/env';
import { ensureCompanySeed } from '../src/modules/company/company.service';
import { seedDatabase } from '../src/seeders/database-seeder';

loadDotenv();
const env = loadEnv();
// Under the start-up lock, like the first-run seed of a starting instance, so the two never race.
const db = await openDatabase({ ...env, EMBEDDED_PG_DIR: resolve(env.EMBEDDED_PG_DIR) }, console.log, undefined, {
  afterMigrate: async (orm) => {
    const result = await seedDatabase(orm.em.fork());
    const company = await ensureCompanySeed(orm.em.fork());
    console.log(`Seeded ${result.projects} projects, ${result.services} services, ${result.parameters} price parameters${company ? ', the company record with its team and FAQ' : ''}.`);
  },
});
await db.close();
