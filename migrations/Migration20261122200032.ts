import { Migration } from '@mikro-orm/migrations';

export class Migration20261122200032 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "enquiry_mail" ("id" serial primary key, "enquiry_id" int not null, "kind" text check ("kind" in ('company', 'receipt')) not null, "recipient" varchar(320) not null, "status" text check ("status" in ('pending', 'sent', 'failed')) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "last_attempt_at" timestamptz null, "sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "enquiry_mail_status_index" on "enquiry_mail" ("status");`);
    this.addSql(`alter table "enquiry_mail" add constraint "enquiry_mail_enquiry_id_kind_unique" unique ("enquiry_id", "kind");`);

    this.addSql(`create table "enquiry_reference_counter" ("year" int not null, "last_number" int not null, constraint "enquiry_reference_counter_pkey" primary key ("year"));`);

    this.addSql(`alter table "enquiry_mail" add constraint "enquiry_mail_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);

    // Enquiries stored before reference numbers existed get theirs in the order they came in, per year
    // (Oslo time), and the counters continue after them.
    this.addSql(`alter table "enquiry" add column "reference" varchar(20) null;`);
    this.addSql(`update "enquiry" e set "reference" = n.ref from (
      select "id", 'SK-' || extract(year from "created_at" at time zone 'Europe/Oslo')::int || '-' ||
        lpad((row_number() over (partition by extract(year from "created_at" at time zone 'Europe/Oslo') order by "created_at", "id"))::text, 4, '0') as ref
      from "enquiry") n where n."id" = e."id";`);
    this.addSql(`insert into "enquiry_reference_counter" ("year", "last_number")
      select extract(year from "created_at" at time zone 'Europe/Oslo')::int, count(*) from "enquiry" group by 1;`);
    this.addSql(`alter table "enquiry" alter column "reference" set not null;`);
    this.addSql(`alter table "enquiry" add constraint "enquiry_reference_unique" unique ("reference");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "enquiry_mail" cascade;`);

    this.addSql(`drop table if exists "enquiry_reference_counter" cascade;`);

    this.addSql(`alter table "enquiry" drop constraint "enquiry_reference_unique";`);
    this.addSql(`alter table "enquiry" drop column "reference";`);
  }

}
