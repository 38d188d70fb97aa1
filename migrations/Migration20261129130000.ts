import { Migration } from '@mikro-orm/migrations';

// The befaring settings are one row, made here with their defaults instead of by the first reader
// (no read writes). Its calendar feed secret: 24 bytes from PostgreSQL's strong random source
// (gen_random_uuid; 182 of the bits random, the rest the UUIDs' fixed version bits), in base64url as
// newSecretToken() writes it (32 characters); the owner can make a new one under Befaringer.
export class Migration20261129130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`insert into "booking_settings" ("id", "windows", "blocked_days", "calendar_secret", "updated_at")
      values (1, null, '[]', translate(encode(decode(left(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 48), 'hex'), 'base64'), '+/', '-_'), now())
      on conflict ("id") do nothing;`);
  }

  override async down(): Promise<void> {
    // The row stays: the code before this migration reads it as it is.
  }

}
