import { Migration } from '@mikro-orm/migrations';

// Money on the case: a job's invoices (the billing plan, what was invoiced and paid, credit notes), the
// deposit a quote states, the company's default deposit and payment days, and the case's last state
// «Betalt» (paid in full) with the log's new entity type.
export class Migration20261129140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "invoice" ("id" serial primary key, "job_id" int not null, "kind" text check ("kind" in ('deposit', 'progress', 'final', 'credit')) not null, "state" text check ("state" in ('planned', 'pending', 'failed', 'invoiced')) not null default 'planned', "lines" jsonb not null, "total" numeric(12,2) not null, "invoice_number" varchar(40) null, "issue_date" date null, "due_date" date null, "kid" varchar(25) null, "invoiced_at" timestamptz null, "paid_amount" numeric(12,2) not null default 0, "paid_on" date null, "share" jsonb null, "credit_of_id" int null, "send" boolean null, "external_id" varchar(40) null, "draft_id" varchar(40) null, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint invoice_credit check ((kind = 'credit') = (credit_of_id is not null) and (kind <> 'credit' or total < 0) and (kind = 'credit' or total > 0)), constraint invoice_invoiced check (state <> 'invoiced' or (invoiced_at is not null and issue_date is not null)));`);
    this.addSql(`create index "invoice_job_id_index" on "invoice" ("job_id");`);
    this.addSql(`alter table "invoice" add constraint "invoice_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice" add constraint "invoice_credit_of_id_foreign" foreign key ("credit_of_id") references "invoice" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "quote" add column "deposit" jsonb null;`);

    this.addSql(`alter table "company" add column "deposit_percent" smallint null, add column "invoice_due_days" smallint not null default 14;`);
    this.addSql(`alter table "company" add constraint company_deposit_percent check(deposit_percent is null or deposit_percent between 1 and 100);`);
    this.addSql(`alter table "company" add constraint company_invoice_due_days check(invoice_due_days between 0 and 90);`);

    this.addSql(`alter table "enquiry" drop constraint if exists "enquiry_status_check";`);
    this.addSql(`alter table "enquiry" add constraint "enquiry_status_check" check("status" in ('new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'planned', 'in_progress', 'done', 'handed_over', 'paid', 'lost', 'spam'));`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'case', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile', 'invoice'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "activity_log" where "entity_type" = 'invoice';`);
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'case', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile'));`);

    this.addSql(`update "enquiry" set "status" = 'handed_over' where "status" = 'paid';`);
    this.addSql(`alter table "enquiry" drop constraint if exists "enquiry_status_check";`);
    this.addSql(`alter table "enquiry" add constraint "enquiry_status_check" check("status" in ('new', 'contacted', 'inspection_booked', 'quote_sent', 'won', 'planned', 'in_progress', 'done', 'handed_over', 'lost', 'spam'));`);

    this.addSql(`alter table "company" drop constraint company_deposit_percent;`);
    this.addSql(`alter table "company" drop constraint company_invoice_due_days;`);
    this.addSql(`alter table "company" drop column "deposit_percent", drop column "invoice_due_days";`);

    this.addSql(`alter table "quote" drop column "deposit";`);

    this.addSql(`drop table if exists "invoice" cascade;`);
  }

}
