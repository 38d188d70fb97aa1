// Every migration, in order. After `npm run db:migration:create`, add the new class here.
import { Migration20261122040558 } from './Migration20261122040558';
import { Migration20261122172241 } from './Migration20261122172241';
import { Migration20261122195956 } from './Migration20261122195956';

export const migrationsList = [
  { name: 'Migration20261122040558', class: Migration20261122040558 },
  { name: 'Migration20261122172241', class: Migration20261122172241 },
  { name: 'Migration20261122195956', class: Migration20261122195956 },
];
