import { Migration } from '@mikro-orm/migrations';

// The image library and the company record each widened the activity log's entity types on their own;
// this one check holds them all.
export class Migration20261122214000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(
      `alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(
      `alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq'));`,
    );
  }
}
