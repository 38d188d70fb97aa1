import { Migration20261122040558 } from './Migration20261122040558';
import { Migration20261122172241 } from './Migration20261122172241';
import { Migration20261122195956 } from './Migration20261122195956';
import { Migration20261122200013 } from './Migration20261122200013';
import { Migration20261122200032 } from './Migration20261122200032';
import { Migration20261122214000 } from './Migration20261122214000';
import { Migration20261122223415 } from './Migration20261122223415';
import { Migration20261124213000 } from './Migration20261124213000';
import { Migration20261124220000 } from './Migration20261124220000';
import { Migration20261124233609 } from './Migration20261124233609';
import { Migration20261124233832 } from './Migration20261124233832';
import { Migration20261127120000 } from './Migration20261127120000';
import { Migration20261127130000 } from './Migration20261127130000';
import { Migration20261127130100 } from './Migration20261127130100';
import { Migration20261127140000 } from './Migration20261127140000';
import { Migration20261127150000 } from './Migration20261127150000';
import { Migration20261127170000 } from './Migration20261127170000';

export const migrationsList = [
  { name: 'Migration20261122040558', class: Migration20261122040558 },
  { name: 'Migration20261122172241', class: Migration20261122172241 },
  { name: 'Migration20261122195956', class: Migration20261122195956 },
  { name: 'Migration20261122200013', class: Migration20261122200013 },
  { name: 'Migration20261122200032', class: Migration20261122200032 },
  { name: 'Migration20261122214000', class: Migration20261122214000 },
  { name: 'Migration20261122223415', class: Migration20261122223415 },
  { name: 'Migration20261124213000', class: Migration20261124213000 },
  { name: 'Migration20261124220000', class: Migration20261124220000 },
  { name: 'Migration20261124233609', class: Migration20261124233609 },
  { name: 'Migration20261124233832', class: Migration20261124233832 },
  { name: 'Migration20261127120000', class: Migration20261127120000 },
  { name: 'Migration20261127130000', class: Migration20261127130000 },
  { name: 'Migration20261127130100', class: Migration20261127130100 },
  { name: 'Migration20261127140000', class: Migration20261127140000 },
  { name: 'Migration20261127150000', class: Migration20261127150000 },
  { name: 'Migration20261127170000', class: Migration20261127170000 },
];
