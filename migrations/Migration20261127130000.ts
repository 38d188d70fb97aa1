import { Migration } from '@mikro-orm/migrations';

/**
 * A form's submission id on its enquiry (a retried form is answered with the first enquiry, never stored
 * twice) and on its counted attempt (a retry is not counted again by the per-address limit).
 */
export class Migration20261127130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "enquiry" add column "submission_id" varchar(64) null;`);
    this.addSql(`alter table "enquiry" add constraint "enquiry_submission_id_unique" unique ("submission_id");`);
    this.addSql(`alter table "enquiry_attempt" add column "submission_id" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "enquiry" drop constraint if exists "enquiry_submission_id_unique";`);
    this.addSql(`alter table "enquiry" drop column if exists "submission_id";`);
    this.addSql(`alter table "enquiry_attempt" drop column if exists "submission_id";`);
  }
}
