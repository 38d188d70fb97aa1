import { Migration } from '@mikro-orm/migrations';

export class Migration20261122195956 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "image" ("id" serial primary key, "hash" varchar(32) not null, "width" int not null, "height" int not null, "alt" varchar(300) null, "original_format" varchar(10) not null, "bytes" int not null, "variants" jsonb not null, "status" text check ("status" in ('processing', 'ready')) not null default 'processing', "claimed_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint image_size_positive check (width > 0 and height > 0), constraint image_alt_not_blank check (length(TRIM(BOTH FROM alt)) > 0));`);
    this.addSql(`alter table "image" add constraint "image_hash_unique" unique ("hash");`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'image'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "image" cascade;`);

    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact'));`);
  }

}
