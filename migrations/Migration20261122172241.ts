import { Migration } from '@mikro-orm/migrations';

export class Migration20261122172241 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "activity_log" alter column "action" type text using ("action"::text);`);
    this.addSql(`alter table "activity_log" alter column "entity_type" type text using ("entity_type"::text);`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_action_check" check("action" in ('create', 'update', 'delete', 'login', 'logout'));`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_entity_type_check" check("entity_type" in ('user', 'project', 'service', 'pricingparameter', 'contact'));`);

    // Sessions of an admin that no longer exists would block the foreign key; they are dead anyway.
    this.addSql(`delete from "http_session" where "user_id" is not null and "user_id" not in (select "id" from "admin_user");`);
    this.addSql(`alter table "http_session" add constraint "http_session_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "service" add constraint service_not_own_parent check(parent_id <> id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_action_check";`);
    this.addSql(`alter table "activity_log" drop constraint if exists "activity_log_entity_type_check";`);

    this.addSql(`alter table "http_session" drop constraint "http_session_user_id_foreign";`);

    this.addSql(`alter table "activity_log" alter column "action" type varchar(50) using ("action"::varchar(50));`);
    this.addSql(`alter table "activity_log" alter column "entity_type" type varchar(50) using ("entity_type"::varchar(50));`);

    this.addSql(`alter table "service" drop constraint service_not_own_parent;`);
  }

}
