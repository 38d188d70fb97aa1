import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040558 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "activity_log" ("id" serial primary key, "user_id" int null, "action" varchar(50) not null, "entity_type" varchar(50) not null, "entity_id" int null, "details" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "activity_log_created_at_index" on "activity_log" ("created_at");`);

    this.addSql(`create table "admin_user" ("id" serial primary key, "username" varchar(100) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint admin_user_username_not_blank check (length(trim(username)) > 0));`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(`create table "enquiry" ("id" serial primary key, "created_at" timestamptz not null, "type" text check ("type" in ('contact', 'inspection')) not null, "name" varchar(200) not null, "email" varchar(320) not null, "phone" varchar(50) null, "message" text not null, "address" varchar(300) null, "project_type" text check ("project_type" in ('terrace', 'renovation', 'interior', 'other')) null, "preferred_date" date null, "estimate" jsonb null, constraint enquiry_inspection_fields check (type <> 'inspection' or (address is not null and project_type is not null and phone is not null)));`);
    this.addSql(`create index "enquiry_created_at_index" on "enquiry" ("created_at");`);

    this.addSql(`create table "http_session" ("sid" varchar(128) not null, "data" jsonb not null, "user_id" int null, "expires_at" timestamptz not null, constraint "http_session_pkey" primary key ("sid"));`);
    this.addSql(`create index "http_session_user_id_index" on "http_session" ("user_id");`);
    this.addSql(`create index "http_session_expires_at_index" on "http_session" ("expires_at");`);

    this.addSql(`create table "login_attempt" ("id" serial primary key, "username" varchar(200) not null, "ip" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempt_username_ip_created_at_index" on "login_attempt" ("username", "ip", "created_at");`);

    this.addSql(`create table "pricing_parameter" ("id" serial primary key, "category" text check ("category" in ('terrace', 'trim', 'kitchen', 'door', 'bathroom')) not null, "parameter_key" varchar(100) not null, "parameter_name" varchar(200) not null, "parameter_value" varchar(100) not null, "description" text null, "display_order" int not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint pricing_parameter_key_format check (parameter_key ~ '^[a-z][a-z0-9_]*\$'), constraint pricing_parameter_display_order_non_negative check (display_order >= 0));`);
    this.addSql(`alter table "pricing_parameter" add constraint "pricing_parameter_category_key_unique" unique ("category", "parameter_key");`);

    this.addSql(`create table "project" ("id" serial primary key, "title" varchar(200) not null, "description" text null, "location" varchar(200) null, "image_urls" jsonb null, "category" text check ("category" in ('terrace', 'renovation', 'interior')) not null, "featured" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint project_title_not_blank check (length(trim(title)) > 0));`);

    this.addSql(`create table "service" ("id" serial primary key, "title" varchar(200) not null, "description" text null, "image_url" varchar(500) null, "category" text check ("category" in ('large_projects', 'small_jobs')) not null, "parent_id" int null, "price" varchar(100) null, "price_unit" varchar(50) null, "display_order" int not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint service_title_not_blank check (length(trim(title)) > 0), constraint service_display_order_non_negative check (display_order >= 0));`);

    this.addSql(`alter table "service" add constraint "service_parent_id_foreign" foreign key ("parent_id") references "service" ("id") on update cascade on delete cascade;`);
  }

}
