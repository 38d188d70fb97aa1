import { Migration } from '@mikro-orm/migrations';

// The handover folder names the property as the matrikkel does: gnr/bnr alone repeat in every
// kommune, so the kommunenummer comes with them, and festenummer and seksjonsnummer where they apply.
export class Migration20261129120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "handover" add column "knr" varchar(4) null, add column "fnr" int null, add column "snr" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "handover" drop column "knr", drop column "fnr", drop column "snr";`);
  }

}
