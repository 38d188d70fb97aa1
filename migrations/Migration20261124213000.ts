import { Migration } from '@mikro-orm/migrations';

// A short name of what a log row is about (a project's title, an enquiry's reference), kept at write
// time so a deleted thing is still named in the log. Existing rows keep null and are named from the
// current rows where those still exist.
export class Migration20261124213000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "activity_log" add column "label" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_log" drop column "label";`);
  }
}
