import type { MikroORM } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { initOrm } from '../../db/orm';
import { createDatabase, dropDatabase } from '../../test/test-server';
import { ActivityLog } from '../activity/activity-log.entity';
import { AdminUser } from './admin-user.entity';
import { ensureAdmin } from './auth.service';

// `npm run admin:reset-password`, run as a separate process against a test database.
const run = promisify(execFile);
const name = `reset_${randomBytes(6).toString('hex')}`;
let url: string;
let orm: MikroORM;

beforeAll(async () => {
  url = await createDatabase(inject('pgBaseUrl'), name, inject('pgTemplate'));
  orm = await initOrm(url, { pool: { min: 0, max: 2 } });
  await ensureAdmin(orm.em.fork(), 'eier', 'gammelt-passord-123');
});
afterAll(async () => {
  await orm.close(true);
  await dropDatabase(inject('pgBaseUrl'), name);
});

const script = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/reset-admin-password.ts'], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });

const hashOf = async () => (await orm.em.fork().findOneOrFail(AdminUser, { username: 'eier' })).passwordHash;
const liveSessions = async () =>
  Number((await orm.em.getConnection().execute<[{ n: string }]>('select count(*) as n from http_session where expires_at > now()'))[0].n);

async function addSession(userId: number | null) {
  await orm.em
    .getConnection()
    .execute(`insert into http_session (sid, data, user_id, expires_at) values (?, '{}'::jsonb, ?, now() + interval '1 hour')`, [randomBytes(8).toString('hex'), userId]);
}

describe('npm run admin:reset-password', () => {
  it('prints a generated password once, ends every session and logs the reset', async () => {
    const admin = await orm.em.fork().findOneOrFail(AdminUser, { username: 'eier' });
    await addSession(admin.id);
    await addSession(admin.id);
    expect(await liveSessions()).toBe(2);

    const { stdout } = await script({ ADMIN_USERNAME: 'eier' });
    const password = /New password \(shown only now\): (\S+)/.exec(stdout)?.[1];
    expect(password, stdout).toBeTruthy();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(stdout).toContain('2 session(s) ended');
    expect(await argon2.verify(await hashOf(), password!)).toBe(true);
    expect(await argon2.verify(await hashOf(), 'gammelt-passord-123')).toBe(false);
    expect(await liveSessions()).toBe(0);

    const log = await orm.em.fork().find(ActivityLog, { entityType: 'user', entityId: admin.id });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'update', userId: null, details: { password: { to: 'tilbakestilt' } } });
    expect(JSON.stringify(log[0]!.details)).not.toContain(password);
  });

  it('takes the password from ADMIN_PASSWORD, and refuses an unknown username without changing anything', async () => {
    const { stdout } = await script({ ADMIN_USERNAME: 'eier', ADMIN_PASSWORD: 'mitt-nye-passord-456' });
    expect(stdout).not.toContain('New password');
    expect(await argon2.verify(await hashOf(), 'mitt-nye-passord-456')).toBe(true);

    const before = await hashOf();
    const failed = await script({ ADMIN_USERNAME: 'finnes-ikke' }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Existing admin account(s): eier');
    expect(await hashOf()).toBe(before);
  });
});
