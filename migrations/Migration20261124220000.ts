import { Migration } from '@mikro-orm/migrations';

// The owner orders the reference projects; the public list and the home page follow that order.
// Existing rows are numbered in the order visitors saw until now (featured first, newest first), so
// nothing moves on the site when this runs.
export class Migration20261124220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "project" add column "display_order" int not null default 0;`);
    this.addSql(
      `update "project" p set "display_order" = o.n from (select "id", row_number() over (order by "featured" desc, "created_at" desc, "id" desc) as n from "project") o where o."id" = p."id";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "project" drop column "display_order";`);
  }
}
