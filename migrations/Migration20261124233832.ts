import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233832 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "quote" ("id" serial primary key, "enquiry_id" int not null, "version" int not null, "token" varchar(32) not null, "status" text check ("status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired')) not null default 'draft', "price_type" text check ("price_type" in ('fixed', 'estimate')) not null, "lines" jsonb not null, "valid_until" date not null, "terms" text null, "note" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, "viewed_at" timestamptz null, "reminder_sent_at" timestamptz null, "accepted_at" timestamptz null, "accepted_name" varchar(200) null, "start_early" boolean null, "content_hash" varchar(64) null, "declined_at" timestamptz null, "decline_reason" text null, "change_request" text null, "change_requested_at" timestamptz null, "replaced_at" timestamptz null);`);
    this.addSql(`alter table "quote" add constraint "quote_token_unique" unique ("token");`);
    this.addSql(`create index "quote_sent_at_index" on "quote" ("sent_at");`);
    this.addSql(`create index "quote_accepted_at_index" on "quote" ("accepted_at");`);
    this.addSql(`alter table "quote" add constraint "quote_enquiry_id_version_unique" unique ("enquiry_id", "version");`);

    this.addSql(`create table "saved_estimate" ("id" serial primary key, "token" varchar(32) not null, "type" text check ("type" in ('terrace', 'trim', 'kitchen', 'door', 'bathroom')) not null, "input" jsonb not null, "lines" jsonb not null, "total" int not null, "prices" jsonb not null, "computed_at" timestamptz not null);`);
    this.addSql(`alter table "saved_estimate" add constraint "saved_estimate_token_unique" unique ("token");`);
    this.addSql(`create index "saved_estimate_computed_at_index" on "saved_estimate" ("computed_at");`);

    this.addSql(`alter table "quote" add constraint "quote_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote'));`);

  }

  override async down(): Promise<void> {

    this.addSql(`drop table if exists "quote" cascade;`);

    this.addSql(`drop table if exists "saved_estimate" cascade;`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image'));`);
  }

}
