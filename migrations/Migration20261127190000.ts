import { Migration } from '@mikro-orm/migrations';

// Days blocked by a job (no befaring slots unless the owner opens the day, and all-day events in the
// owner's feed), and a travel buffer of 30 minutes between befaringer by default (0 was the old default).
export class Migration20261127190000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "calendar_block" ("id" serial primary key, "source_key" varchar(100) not null, "start_date" date not null, "end_date" date not null, "title" text not null, "location" text null, "enquiry_id" int null, "sequence" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint calendar_block_dates check (end_date >= start_date));`);
    this.addSql(`alter table "calendar_block" add constraint "calendar_block_source_key_unique" unique ("source_key");`);
    this.addSql(`create index "calendar_block_end_date_index" on "calendar_block" ("end_date");`);
    this.addSql(`alter table "calendar_block" add constraint "calendar_block_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "booking_opened_day" ("day" date not null, "opened_at" timestamptz not null, constraint "booking_opened_day_pkey" primary key ("day"));`);

    this.addSql(`alter table "booking_settings" alter column "buffer_minutes" set default 30;`);
    this.addSql(`update "booking_settings" set "buffer_minutes" = 30 where "buffer_minutes" = 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "booking_settings" set "buffer_minutes" = 0 where "buffer_minutes" = 30;`);
    this.addSql(`alter table "booking_settings" alter column "buffer_minutes" set default 0;`);
    this.addSql(`drop table if exists "booking_opened_day" cascade;`);
    this.addSql(`drop table if exists "calendar_block" cascade;`);
  }

}
