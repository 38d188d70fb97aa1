import { Migration } from '@mikro-orm/migrations';

// Trust facts under Firma (mesterbrev, sentral godkjenning, insurance, the tax certificate's link), a
// footer credit without a link, and the general prices the price list shows (hour rate, travel surcharge,
// minimum price) as a pricing category of their own.
export class Migration20261127220000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "company" add column "master_certificate_holder" varchar(100) null, add column "master_certificate_trade" varchar(100) null, add column "central_approval" varchar(500) null, add column "insurance_company" varchar(200) null, add column "insurance_coverage" varchar(500) null, add column "tax_certificate_url" varchar(500) null;`);
    this.addSql(`alter table "company" alter column "footer_credit_url" drop not null;`);
    // The first seed linked the credit to an example address; the site links no example.
    this.addSql(`update "company" set "footer_credit_url" = null where "footer_credit_url" = 'https://example.com';`);

    this.addSql(`alter table "pricing_parameter" drop constraint if exists "pricing_parameter_category_check";`);
    this.addSql(`alter table "pricing_parameter" add constraint "pricing_parameter_category_check" check("category" in ('terrace', 'trim', 'kitchen', 'door', 'bathroom', 'general'));`);
    // A database in use gets the general prices; an empty one gets them from the first-run seed with the rest.
    this.addSql(`insert into "pricing_parameter" ("category", "parameter_key", "parameter_name", "parameter_value", "description", "display_order", "is_active", "created_at", "updated_at")
      select v.category, v.parameter_key, v.parameter_name, v.parameter_value, v.description, v.display_order, true, now(), now()
      from (values
        ('general', 'hour_rate', 'Timepris', '850', 'Pris per time for arbeid som ikke har fast pris, per snekker.', 10),
        ('general', 'travel_surcharge', 'Reisetillegg utenfor Trondheim', '450', 'Tillegg per arbeidsdag for oppdrag utenfor Trondheim kommune (kjøring og reisetid). Innenfor Trondheim er kjøring inkludert.', 20),
        ('general', 'minimum_price', 'Minstepris per oppdrag', '1500', 'Det minste et oppdrag koster, også når jobben tar kortere tid.', 30)
      ) as v(category, parameter_key, parameter_name, parameter_value, description, display_order)
      where exists (select 1 from "pricing_parameter")
      on conflict ("category", "parameter_key") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "pricing_parameter" where "category" = 'general';`);
    this.addSql(`alter table "pricing_parameter" drop constraint if exists "pricing_parameter_category_check";`);
    this.addSql(`alter table "pricing_parameter" add constraint "pricing_parameter_category_check" check("category" in ('terrace', 'trim', 'kitchen', 'door', 'bathroom'));`);
    this.addSql(`update "company" set "footer_credit_url" = 'https://example.com' where "footer_credit_url" is null;`);
    this.addSql(`alter table "company" alter column "footer_credit_url" set not null;`);
    this.addSql(`alter table "company" drop column "master_certificate_holder", drop column "master_certificate_trade", drop column "central_approval", drop column "insurance_company", drop column "insurance_coverage", drop column "tax_certificate_url";`);
  }

}
