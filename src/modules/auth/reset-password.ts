import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { logActivity } from '../activity/activity.service';
import { endSessions } from './session-store';
import { AdminUser } from './admin-user.entity';
import { hashPassword } from './auth.service';

export type ResetResult =
  | { ok: true; username: string; generatedPassword?: string; endedSessions: number }
  | { ok: false; reason: 'unknown-user'; existing: string[] };

/**
 * The way back in when the admin password is lost (run from the server's command line): sets a new
 * password for `username` (the given one, or a generated one that is returned to be shown once),
 * ends every session, so whoever might hold one is logged out, and logs the reset (by no user).
 * Failed-login counters for the account are cleared too. All in one transaction.
 */
export async function resetAdminPassword(em: EntityManager, username: string, password?: string): Promise<ResetResult> {
  const user = await em.findOne(AdminUser, { username });
  if (!user) {
    const existing = (await em.find(AdminUser, {}, { orderBy: { id: 'asc' } })).map((u) => u.username);
    return { ok: false, reason: 'unknown-user', existing };
  }
  const generated = password ? undefined : randomBytes(15).toString('base64url');
  const hash = await hashPassword(password ?? generated!);
  let endedSessions = 0;
  await em.transactional(async (tx) => {
    const row = await tx.findOneOrFail(AdminUser, { id: user.id });
    row.passwordHash = hash;
    logActivity(tx, null, { action: 'update', entityType: 'user', entityId: row.id, label: row.username, details: { password: { to: 'tilbakestilt' } } });
    await tx.flush();
    const [{ count }] = await tx.getConnection().execute<[{ count: string }]>(
      'select count(*) as count from http_session where expires_at > now()',
      [],
      'all',
      tx.getTransactionContext(),
    );
    endedSessions = Number(count);
    await endSessions(tx.getConnection(), 'expires_at > now()', [], tx.getTransactionContext());
    await tx.getConnection().execute('delete from login_attempt where username = ?', [row.username.toLowerCase()], 'run', tx.getTransactionContext());
  });
  return { ok: true, username: user.username, generatedPassword: generated, endedSessions };
}
