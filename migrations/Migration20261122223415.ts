import { Migration } from '@mikro-orm/migrations';

// The enquiry inbox: a status per enquiry, internal notes, the per-address limit on enquiries, and the
// mark left by the retention job (an anonymised inspection request no longer has an address or phone).
export class Migration20261122223415 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "enquiry_attempt" ("id" serial primary key, "ip" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "enquiry_attempt_ip_created_at_index" on "enquiry_attempt" ("ip", "created_at");`);
    this.addSql(`create index "enquiry_attempt_created_at_index" on "enquiry_attempt" ("created_at");`);

    this.addSql(`create table "enquiry_note" ("id" serial primary key, "enquiry_id" int not null, "text" text not null, "author_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "enquiry_note_enquiry_id_created_at_index" on "enquiry_note" ("enquiry_id", "created_at");`);
    this.addSql(`alter table "enquiry_note" add constraint "enquiry_note_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "enquiry_note" add constraint "enquiry_note_author_id_foreign" foreign key ("author_id") references "admin_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "enquiry" drop constraint enquiry_inspection_fields;`);
    this.addSql(`alter table "enquiry" add column "status" text check ("status" in ('new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'lost', 'spam')) not null default 'new', add column "anonymised_at" timestamptz null;`);
    this.addSql(`create index "enquiry_status_index" on "enquiry" ("status");`);
    this.addSql(`alter table "enquiry" add constraint enquiry_inspection_fields check(type <> 'inspection' or anonymised_at is not null or (address is not null and project_type is not null and phone is not null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "enquiry_attempt" cascade;`);
    this.addSql(`drop table if exists "enquiry_note" cascade;`);
    this.addSql(`drop index "enquiry_status_index";`);
    this.addSql(`alter table "enquiry" drop constraint enquiry_inspection_fields;`);
    this.addSql(`alter table "enquiry" drop column "status", drop column "anonymised_at";`);
    this.addSql(`alter table "enquiry" add constraint enquiry_inspection_fields check((type <> 'inspection'::text) OR ((address IS NOT NULL) AND (project_type IS NOT NULL) AND (phone IS NOT NULL)));`);
  }
}
