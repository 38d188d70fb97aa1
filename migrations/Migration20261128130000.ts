import { Migration } from '@mikro-orm/migrations';

// The activity log names a case `case`, no longer `contact` (also one of the two enquiry types). The
// spec's REST list still says `contact` to third parties (history/activity-view.ts translates).
export class Migration20261128130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`update "activity_log" set "entity_type" = 'case' where "entity_type" = 'contact';`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'case', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);
    this.addSql(`update "activity_log" set "entity_type" = 'contact' where "entity_type" = 'case';`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact', 'company', 'teammember', 'faq', 'image', 'estimate', 'quote', 'quoteline', 'job', 'changeorder', 'review', 'handoverfile'));`);
  }

}
