import { Migration } from '@mikro-orm/migrations';

// Quote defaults under Firma (payment terms, days a new quote is valid) and the owner's saved quote lines.
export class Migration20261127150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "company" add column "quote_payment_terms" text null, add column "quote_validity_days" int not null default 30;`);
    this.addSql(`alter table "company" add constraint company_quote_validity_days check(quote_validity_days between 1 and 365);`);

    this.addSql(`create table "saved_quote_line" ("id" serial primary key, "text" varchar(300) not null, "unit" varchar(20) not null, "unit_price" double precision not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "saved_quote_line" add constraint "saved_quote_line_text_unique" unique ("text");`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "activity_log" where "entity_type" = 'quoteline';`);
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote'));`);

    this.addSql(`drop table if exists "saved_quote_line" cascade;`);

    this.addSql(`alter table "company" drop constraint if exists company_quote_validity_days;`);
    this.addSql(`alter table "company" drop column "quote_payment_terms", drop column "quote_validity_days";`);
  }

}
