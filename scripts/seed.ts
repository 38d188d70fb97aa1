// Seeds example content and default prices into whichever tables are empty.
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/database';
import { loadDotenv, loadEnv } from '../src/env';
import { seedDatabase } from '../src/seeders/database-seeder';

loadDotenv();
const env = loadEnv();
const db = await openDatabase({ ...env, EMBEDDED_PG_DIR: resolve(env.EMBEDDED_PG_DIR) }, console.log);
try {
  const result = await seedDatabase(db.orm.em.fork());
  console.log(`Seeded ${result.projects} projects, ${result.services} services, ${result.parameters} price parameters.`);
} finally {
  await db.close();
}
