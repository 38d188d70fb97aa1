// Configuration for the MikroORM CLI (e.g. `npm run db:migration:create`): it needs DATABASE_URL.
import { ormOptions } from './src/db/orm';
import { loadDotenv } from './src/env';

loadDotenv();
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to run the MikroORM CLI (the app itself starts an embedded PostgreSQL).');

export default ormOptions(url, { debug: false });
