import { Migration } from '@mikro-orm/migrations';

/** Every wish for changes to a quote kept as it came, and when the company was last mailed about one. */
export class Migration20261127130100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "quote" add column "change_mailed_at" timestamptz null;`);
    this.addSql(`create table "quote_change_request" ("id" serial primary key, "quote_id" int not null, "message" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "quote_change_request_quote_id_created_at_index" on "quote_change_request" ("quote_id", "created_at");`);
    this.addSql(`alter table "quote_change_request" add constraint "quote_change_request_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);
    // The wishes stored so far, one each, so the next mail and the back office have them.
    this.addSql(`insert into "quote_change_request" ("quote_id", "message", "created_at") select "id", "change_request", "change_requested_at" from "quote" where "change_request" is not null and "change_requested_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_change_request" cascade;`);
    this.addSql(`alter table "quote" drop column if exists "change_mailed_at";`);
  }
}
