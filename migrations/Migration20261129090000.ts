import { Migration } from '@mikro-orm/migrations';

// What the customer answered stays as answered: the PDF of an accepted quote, and of an accepted or
// declined change order, is kept as it was made at that moment and served ever after.
export class Migration20261129090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "quote" add column "record_pdf" bytea null;`);
    this.addSql(`alter table "change_order" add column "record_pdf" bytea null;`);
    // Past a prisoverslag's limit the customer's acceptance of a change order is the agreement to the new limit.
    this.addSql(`alter table "job" add column "new_limit_change_order" int null;`);
    // A befaring still booked after the case moved past it is kept only when the owner says so.
    this.addSql(`alter table "inspection_booking" add column "kept_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "quote" drop column "record_pdf";`);
    this.addSql(`alter table "change_order" drop column "record_pdf";`);
    this.addSql(`alter table "job" drop column "new_limit_change_order";`);
    this.addSql(`alter table "inspection_booking" drop column "kept_at";`);
  }

}
