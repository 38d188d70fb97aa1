import { Migration } from '@mikro-orm/migrations';

export class Migration20261122200013 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "company" ("id" int not null default 1, "name" varchar(200) not null, "org_number" varchar(9) not null, "vat_registered" boolean not null default true, "founded" int not null, "description" varchar(300) not null, "street" varchar(200) not null, "postal_code" varchar(4) not null, "city" varchar(100) not null, "region" varchar(100) not null, "phone" varchar(30) not null, "email" varchar(200) not null, "facebook_url" varchar(500) null, "instagram_url" varchar(500) null, "opening_hours" jsonb not null, "about" text not null, "hero_headline" varchar(120) not null, "hero_intro" varchar(400) not null, "footer_credit_label" varchar(100) not null, "footer_credit_url" varchar(500) not null, "updated_at" timestamptz not null, constraint "company_pkey" primary key ("id"), constraint company_single_row check (id = 1), constraint company_org_number_digits check ((org_number)::text ~ '^[0-9]{9}\$'::text), constraint company_postal_code_digits check ((postal_code)::text ~ '^[0-9]{4}\$'::text));`);

    this.addSql(`create table "faq_entry" ("id" serial primary key, "question" varchar(300) not null, "answer" text not null, "display_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint faq_entry_question_not_blank check (length(TRIM(BOTH FROM question)) > 0), constraint faq_entry_display_order_non_negative check (display_order >= 0));`);

    this.addSql(`create table "team_member" ("id" serial primary key, "name" varchar(100) not null, "role" varchar(100) not null, "bio" text null, "photo_url" varchar(500) null, "display_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint team_member_name_not_blank check (length(TRIM(BOTH FROM name)) > 0), constraint team_member_display_order_non_negative check (display_order >= 0));`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company" cascade;`);

    this.addSql(`drop table if exists "faq_entry" cascade;`);

    this.addSql(`drop table if exists "team_member" cascade;`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact'));`);
  }

}
