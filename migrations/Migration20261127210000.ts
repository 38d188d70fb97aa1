import { Migration } from '@mikro-orm/migrations';

// Verified reviews: one per handed-over case, filled in once through the link in the review mail.
export class Migration20261127210000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "review" ("id" serial primary key, "enquiry_id" int not null, "token" varchar(32) not null, "status" text check ("status" in ('requested', 'unseen', 'published', 'hidden')) not null default 'requested', "handed_over_at" timestamptz not null, "request_due_at" timestamptz not null, "request_queued_at" timestamptz null, "rating" smallint null, "text" text null, "name_style" text check ("name_style" in ('first_name_town', 'initials')) null, "town" varchar(60) null, "shown_name" varchar(120) null, "submitted_at" timestamptz null, "seen_at" timestamptz null, "published_at" timestamptz null, "answer" text null, "answered_at" timestamptz null, "hidden_reason" text null, "hidden_at" timestamptz null, "project_id" int null, "created_at" timestamptz not null, constraint review_rating check (rating is null or rating between 1 and 5), constraint review_submitted check (status = 'requested' or (submitted_at is not null and rating is not null and text is not null and shown_name is not null)), constraint review_hidden_reason check (status <> 'hidden' or (hidden_reason is not null and length(trim(hidden_reason)) > 0)));`);
    this.addSql(`alter table "review" add constraint "review_enquiry_id_unique" unique ("enquiry_id");`);
    this.addSql(`alter table "review" add constraint "review_token_unique" unique ("token");`);
    this.addSql(`create index "review_status_published_at_index" on "review" ("status", "published_at");`);
    this.addSql(`alter table "review" add constraint "review_enquiry_id_foreign" foreign key ("enquiry_id") references "enquiry" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review" add constraint "review_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review" cascade;`);
  }

}
