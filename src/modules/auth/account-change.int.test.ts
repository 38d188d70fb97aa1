import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, TEST_ADMIN, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { AdminUser } from './admin-user.entity';

// A session left open is not enough to take the account over: renaming the admin, like a new password,
// needs the password the admin logs in with now (OWASP ASVS V6).

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

const rename = (body: unknown) =>
  h.app.inject({ method: 'PATCH', url: '/api/admin/update-username', payload: body as object, headers: { cookie, origin: 'http://localhost:80' } });

describe('changing the username', () => {
  it('is refused without the current password or with a wrong one, with a Norwegian message, and changes nothing', async () => {
    const logged = await h.orm.em.fork().count(ActivityLog, { entityType: 'user', action: 'update' });
    const missing = await rename({ newUsername: 'snekker' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('Skriv inn nåværende passord');
    const wrong = await rename({ newUsername: 'snekker', currentPassword: 'feil-passord-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('Nåværende passord er feil.');
    const trpc = await h.app.inject({ method: 'POST', url: '/trpc/auth.updateUsername', payload: { newUsername: 'snekker' }, headers: { cookie, origin: 'http://localhost:80' } });
    expect(trpc.statusCode).toBe(400);
    const em = h.orm.em.fork();
    expect((await em.findOneOrFail(AdminUser, { id: { $gt: 0 } })).username).toBe(TEST_ADMIN.username);
    expect(await em.count(ActivityLog, { entityType: 'user', action: 'update' })).toBe(logged);
  });

  it('takes the new name with the right password, and the admin logs in with it', async () => {
    const res = await rename({ newUsername: 'snekker', currentPassword: TEST_ADMIN.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: 'snekker' });
    expect((await h.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'snekker', password: TEST_ADMIN.password } })).statusCode).toBe(200);
  });
});
