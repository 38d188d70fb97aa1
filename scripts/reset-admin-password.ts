// The way back in when the admin password is lost:
//   npm run admin:reset-password                          new generated password for ADMIN_USERNAME (default admin), printed once
//   ADMIN_PASSWORD='…' npm run admin:reset-password      that password instead
// Every session ends, and the activity log records the reset. With the embedded database, stop the
// site first (one process per data folder).
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/database';
import { loadDotenv, loadEnv } from '../src/env';
import { resetAdminPassword } from '../src/modules/auth/reset-password';

loadDotenv();
const env = loadEnv();
const db = await openDatabase({ ...env, EMBEDDED_PG_DIR: resolve(env.EMBEDDED_PG_DIR) }, () => {});
try {
  const result = await resetAdminPassword(db.orm.em.fork(), env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
  if (!result.ok) {
    const known = result.existing.length ? `Existing admin account(s): ${result.existing.join(', ')}.` : 'There is no admin account yet; `npm start` creates one.';
    console.error(`No admin account named "${env.ADMIN_USERNAME}". ${known} Set ADMIN_USERNAME and run again.`);
    process.exitCode = 1;
  } else {
    console.log(`\n  Password reset for "${result.username}"; ${result.endedSessions} session(s) ended.`);
    if (result.generatedPassword) console.log(`  New password (shown only now): ${result.generatedPassword}\n`);
    else console.log('  The new password is the one given in ADMIN_PASSWORD.\n');
  }
} finally {
  await db.close();
}
