// Every migration, in order. After `npm run db:migration:create`, add the new class here.
import { Migration20261122040558 } from './Migration20261122040558';

export const migrationsList = [{ name: 'Migration20261122040558', class: Migration20261122040558 }];
