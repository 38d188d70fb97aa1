import { Migration } from '@mikro-orm/migrations';

/**
 * One outbox for every automatic mail. The enquiry mails move over with their ids, so a job still
 * queued for one (task send_enquiry_mail, payload { mailId }) sends the same row once; befaring and
 * quote mails queued as bare jobs are turned into rows by the worker (src/jobs/legacy-mail-jobs.ts).
 */
export class Migration20261127120000 extends Migration {
  override async up(): Promise<void> {
    const kinds = `'enquiry_notice', 'enquiry_receipt', 'inspection_booked', 'inspection_moved', 'inspection_cancelled', 'inspection_reminder', 'quote_sent', 'quote_reminder', 'quote_accepted', 'quote_declined', 'quote_changes'`;
    this.addSql(`create table "outbox_mail" ("id" serial primary key, "case_id" int not null, "kind" text check ("kind" in (${kinds})) not null, "audience" text check ("audience" in ('customer', 'company')) not null, "recipient" varchar(320) not null, "subject" text null, "status" text check ("status" in ('queued', 'sent', 'failed')) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "last_attempt_at" timestamptz null, "message_id" varchar(400) null, "sent_at" timestamptz null, "dedupe_key" varchar(200) null, "data" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "outbox_mail" add constraint "outbox_mail_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "outbox_mail_status_index" on "outbox_mail" ("status");`);
    this.addSql(`create index "outbox_mail_case_id_index" on "outbox_mail" ("case_id");`);
    this.addSql(`alter table "outbox_mail" add constraint "outbox_mail_case_id_foreign" foreign key ("case_id") references "enquiry" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "outbox_mail" ("id", "case_id", "kind", "audience", "recipient", "status", "attempts", "last_error", "last_attempt_at", "sent_at", "dedupe_key", "created_at")
      select "id", "enquiry_id",
             case "kind" when 'company' then 'enquiry_notice' else 'enquiry_receipt' end,
             case "kind" when 'company' then 'company' else 'customer' end,
             "recipient", case "status" when 'pending' then 'queued' else "status" end, "attempts", "last_error", "last_attempt_at", "sent_at",
             'enquiry:' || "enquiry_id" || ':' || case "kind" when 'company' then 'notice' else 'receipt' end, "created_at"
        from "enquiry_mail";`);
    this.addSql(`select setval(pg_get_serial_sequence('outbox_mail', 'id'), greatest((select max("id") from "outbox_mail"), 1), (select count(*) > 0 from "outbox_mail"));`);
    this.addSql(`drop table "enquiry_mail";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "enquiry_mail" ("id" serial primary key, "enquiry_id" int not null, "kind" text check ("kind" in ('company', 'receipt')) not null, "recipient" varchar(320) not null, "status" text check ("status" in ('pending', 'sent', 'failed')) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "last_attempt_at" timestamptz null, "sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`insert into "enquiry_mail" ("id", "enquiry_id", "kind", "recipient", "status", "attempts", "last_error", "last_attempt_at", "sent_at", "created_at")
      select "id", "case_id", case "kind" when 'enquiry_notice' then 'company' else 'receipt' end, "recipient",
             case "status" when 'queued' then 'pending' else "status" end, "attempts", "last_error", "last_attempt_at", "sent_at", "created_at"
        from "outbox_mail" where "kind" in ('enquiry_notice', 'enquiry_receipt');`);
    this.addSql(`alter table "enquiry_mail" add constraint "enquiry_mail_enquiry_id_kind_unique" unique ("enquiry_id", "kind");`);
    this.addSql(`alter table "enquiry_mail" add constraint "enquiry_mail_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);
    this.addSql(`drop table "outbox_mail";`);
  }
}
