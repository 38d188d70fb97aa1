import { Migration } from '@mikro-orm/migrations';

// The handover folder of a job: the owner's summary, products and the property's address (with the
// optional matrikkel numbers a Boligmappa upload asks for), and its photos and documents.
export class Migration20261127200000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "handover_file" ("id" serial primary key, "job_id" int not null, "kind" text check ("kind" in ('photo', 'document')) not null, "stage" text check ("stage" in ('before', 'during', 'after')) null, "category" text check ("category" in ('fdv', 'datasheet', 'warranty', 'declaration', 'other')) null, "title" varchar(200) not null, "file_name" varchar(200) not null, "storage_key" varchar(300) not null, "sha256" varchar(64) not null, "bytes" int not null, "width" int null, "height" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "handover_file" add constraint "handover_file_job_id_sha256_unique" unique ("job_id", "sha256");`);
    this.addSql(`create table "handover" ("id" serial primary key, "job_id" int not null, "summary" text not null default '', "products" text not null default '', "address" varchar(300) not null default '', "gnr" int null, "bnr" int null, "warranty_years" int not null default 5, "pdf_key" varchar(300) null, "zip_key" varchar(300) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "handover" add constraint "handover_job_id_unique" unique ("job_id");`);
    this.addSql(`alter table "handover_file" add constraint "handover_file_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "handover" add constraint "handover_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "handover_file" cascade;`);
    this.addSql(`drop table if exists "handover" cascade;`);
  }

}
