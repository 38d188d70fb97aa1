import { Migration } from '@mikro-orm/migrations';

// Befaringer booked into slots, and the owner's availability. The exclusion constraint is what keeps
// two live bookings from overlapping, across every instance: a check before the insert alone would
// let two simultaneous requests both pass it.
export class Migration20261124233609 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "booking_settings" ("id" int not null, "windows" jsonb null, "slot_minutes" int not null default 60, "buffer_minutes" int not null default 0, "min_notice_days" int not null default 1, "days_ahead" int not null default 21, "blocked_days" jsonb not null, "calendar_secret" varchar(64) not null, "updated_at" timestamptz not null, constraint "booking_settings_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create table "inspection_booking" ("id" serial primary key, "enquiry_id" int not null, "start_at" timestamptz not null, "end_at" timestamptz not null, "token" varchar(64) null, "sequence" int not null default 0, "cancelled_at" timestamptz null, "reminder_sent_at" timestamptz null, "created_at" timestamptz not null, constraint inspection_booking_order check (end_at > start_at));`,
    );
    this.addSql(`alter table "inspection_booking" add constraint "inspection_booking_enquiry_id_unique" unique ("enquiry_id");`);
    this.addSql(`alter table "inspection_booking" add constraint "inspection_booking_token_unique" unique ("token");`);
    this.addSql(`create index "inspection_booking_start_at_index" on "inspection_booking" ("start_at");`);
    this.addSql(
      `alter table "inspection_booking" add constraint "inspection_booking_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "inspection_booking" add constraint "inspection_booking_no_overlap" exclude using gist (tstzrange("start_at", "end_at", '[)') with &&) where ("cancelled_at" is null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inspection_booking" cascade;`);
    this.addSql(`drop table if exists "booking_settings" cascade;`);
  }
}
