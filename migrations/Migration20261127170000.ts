import { Migration } from '@mikro-orm/migrations';

// The owner's explicit act of withdrawing a customer's acceptance (when and why), and its mail to the customer.
export class Migration20261127170000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "quote" add column "withdrawn_at" timestamptz null, add column "withdraw_reason" text null;`);
    this.addSql(`alter table "quote" add constraint quote_withdrawn_accepted check(withdrawn_at is null or (accepted_at is not null and withdraw_reason is not null));`);
    this.addSql(`alter table "outbox_mail" drop constraint if exists "outbox_mail_kind_check";`);
    this.addSql(`alter table "outbox_mail" add constraint "outbox_mail_kind_check" check("kind" in ('enquiry_notice', 'enquiry_receipt', 'inspection_booked', 'inspection_moved', 'inspection_cancelled', 'inspection_reminder', 'quote_sent', 'quote_reminder', 'quote_accepted', 'quote_declined', 'quote_changes', 'quote_withdrawn'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbox_mail" where "kind" = 'quote_withdrawn';`);
    this.addSql(`alter table "outbox_mail" drop constraint if exists "outbox_mail_kind_check";`);
    this.addSql(`alter table "outbox_mail" add constraint "outbox_mail_kind_check" check("kind" in ('enquiry_notice', 'enquiry_receipt', 'inspection_booked', 'inspection_moved', 'inspection_cancelled', 'inspection_reminder', 'quote_sent', 'quote_reminder', 'quote_accepted', 'quote_declined', 'quote_changes'));`);
    this.addSql(`alter table "quote" drop constraint if exists quote_withdrawn_accepted;`);
    this.addSql(`alter table "quote" drop column "withdrawn_at", drop column "withdraw_reason";`);
  }

}
