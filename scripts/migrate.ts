// Applies pending migrations to DATABASE_URL, or to the embedded database when it is unset.
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/database';
import { loadDotenv, loadEnv } from '../src/env';

loadDotenv();
const env = loadEnv();
const db = await openDatabase({ ...env, EMBEDDED_PG_DIR: resolve(env.EMBEDDED_PG_DIR) }, console.log);
await db.close();
console.log('Migrations are up to date.');
