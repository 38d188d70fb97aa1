import { Migration } from '@mikro-orm/migrations';

// The job (oppdrag) after an accepted quote and its change orders: the case's states after «Vunnet», the
// job's and the change orders' tables, and the mails and log entries they make.
export class Migration20261127180000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "enquiry" drop constraint if exists "enquiry_status_check";`);
    this.addSql(`alter table "enquiry" add constraint "enquiry_status_check" check("status" in ('new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'planned', 'in_progress', 'done', 'handed_over', 'lost', 'spam'));`);
    this.addSql(`alter table "outbox_mail" drop constraint if exists "outbox_mail_kind_check";`);
    this.addSql(`alter table "outbox_mail" add constraint "outbox_mail_kind_check" check("kind" in ('enquiry_notice', 'enquiry_receipt', 'inspection_booked', 'inspection_moved', 'inspection_cancelled', 'inspection_reminder', 'quote_sent', 'quote_reminder', 'quote_accepted', 'quote_declined', 'quote_changes', 'quote_withdrawn', 'job_planned', 'job_moved', 'job_cancelled', 'change_order_sent', 'change_order_accepted', 'change_order_declined', 'job_handed_over', 'review_request', 'review_received'));`);
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile'));`);

    this.addSql(`create table "job" ("id" serial primary key, "enquiry_id" int not null, "quote_id" int not null, "start_date" date null, "end_date" date null, "sequence" int not null default 0, "cancelled_at" timestamptz null, "new_limit_agreed_at" timestamptz null, "new_limit" int null, "started_at" timestamptz null, "done_at" timestamptz null, "handed_over_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint job_new_limit check ((new_limit is null) = (new_limit_agreed_at is null)), constraint job_dates check ((start_date is null) = (end_date is null) and (end_date is null or end_date >= start_date)));`);
    this.addSql(`alter table "job" add constraint "job_enquiry_id_unique" unique ("enquiry_id");`);
    this.addSql(`alter table "job" add constraint "job_quote_id_unique" unique ("quote_id");`);
    this.addSql(`create index "job_start_date_index" on "job" ("start_date");`);
    this.addSql(`alter table "job" add constraint "job_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "job" add constraint "job_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "change_order" ("id" serial primary key, "job_id" int not null, "number" int not null, "kind" text check ("kind" in ('extra', 'change')) not null, "reason" text not null, "lines" jsonb not null, "status" text check ("status" in ('draft', 'sent', 'accepted', 'declined')) not null default 'draft', "created_at" timestamptz not null, "sent_at" timestamptz null, "accepted_at" timestamptz null, "accepted_name" varchar(200) null, "content_hash" varchar(64) null, "declined_at" timestamptz null, "decline_reason" text null, constraint change_order_reason_not_blank check (length(trim(reason)) > 0), constraint change_order_accepted_hashed check (status <> 'accepted' or (accepted_at is not null and content_hash is not null)));`);
    this.addSql(`alter table "change_order" add constraint "change_order_job_id_number_unique" unique ("job_id", "number");`);
    this.addSql(`alter table "change_order" add constraint "change_order_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "change_order" cascade;`);
    this.addSql(`drop table if exists "job" cascade;`);
    this.addSql(`delete from "activity_log" where "entity_type" in ('job', 'changeorder', 'review', 'handoverfile');`);
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline'));`);
    this.addSql(`delete from "outbox_mail" where "kind" in ('job_planned', 'job_moved', 'job_cancelled', 'change_order_sent', 'change_order_accepted', 'change_order_declined', 'job_handed_over', 'review_request', 'review_received');`);
    this.addSql(`alter table "outbox_mail" drop constraint if exists "outbox_mail_kind_check";`);
    this.addSql(`alter table "outbox_mail" add constraint "outbox_mail_kind_check" check("kind" in ('enquiry_notice', 'enquiry_receipt', 'inspection_booked', 'inspection_moved', 'inspection_cancelled', 'inspection_reminder', 'quote_sent', 'quote_reminder', 'quote_accepted', 'quote_declined', 'quote_changes', 'quote_withdrawn'));`);
    this.addSql(`update "enquiry" set "status" = 'won' where "status" in ('planned', 'in_progress', 'done', 'handed_over');`);
    this.addSql(`alter table "enquiry" drop constraint if exists "enquiry_status_check";`);
    this.addSql(`alter table "enquiry" add constraint "enquiry_status_check" check("status" in ('new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'lost', 'spam'));`);
  }

}
