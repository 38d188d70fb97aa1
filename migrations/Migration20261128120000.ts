import { Migration } from '@mikro-orm/migrations';

// The job is now made when the quote is accepted (enquiry/case-events.ts), no longer by its readers.
// A database in use may hold accepted quotes whose job nobody has read yet: they get it here, as the
// readers would have made it (a standing acceptance of a case that is won or further on).
export class Migration20261128120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`insert into "job" ("enquiry_id", "quote_id", "sequence", "created_at", "updated_at")
      select q."enquiry_id", q."id", 0, now(), now()
        from "quote" q join "enquiry" e on e."id" = q."enquiry_id"
       where q."status" = 'accepted' and q."withdrawn_at" is null and e."anonymised_at" is null
         and e."status" in ('won', 'planned', 'in_progress', 'done', 'handed_over')
      on conflict ("enquiry_id") do update set "quote_id" = excluded."quote_id", "updated_at" = now()
       where "job"."quote_id" <> excluded."quote_id";`);
  }

  override async down(): Promise<void> {
    // The jobs made here cannot be told from the others, and a job without its row would be lost work.
  }

}
