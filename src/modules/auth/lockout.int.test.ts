import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, TEST_ADMIN, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { LoginAttempt } from './admin-user.entity';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from './auth.service';
import { DEVICE_COOKIE } from './device-cookie';

// Logins limited per account as well as per address (NIST SP 800-63B § 5.2.2, OWASP): a guessing run from
// many addresses is stopped, while the owner's known browser (device cookie) still logs in.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await h?.close();
});

const login = (ip: string, password: string, cookie?: string) =>
  h.app.inject({ method: 'POST', url: '/api/login', payload: { username: TEST_ADMIN.username, password }, headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });

describe('a guessing run against one account', () => {
  it('from 30 addresses is stopped, the lock-out is logged with its end, and the known browser still logs in', async () => {
    // The owner's browser has logged in before: it holds a device cookie.
    const first = await login('192.0.2.10', TEST_ADMIN.password);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device?.httpOnly).toBe(true);
    const known = `${DEVICE_COOKIE}=${device!.value}`;

    const codes: number[] = [];
    for (let i = 1; i <= 30; i++) codes.push((await login(`198.51.100.${i}`, `gjetning-${i}`)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(codes.slice(LOGIN_MAX_FAILURES_PER_ACCOUNT).every((c) => c === 429)).toBe(true);

    // A new browser, even with the right password, waits for the lock-out to end…
    const stranger = await login('198.51.100.200', TEST_ADMIN.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe('For mange innloggingsforsøk. Prøv igjen om 15 minutter.');
    // …the owner's known browser does not, from their own address or another.
    expect((await login('192.0.2.10', TEST_ADMIN.password, known)).statusCode).toBe(200);
    expect((await login('203.0.113.50', TEST_ADMIN.password, known)).statusCode).toBe(200);
    // A forged device cookie is no cookie.
    expect((await login('198.51.100.201', TEST_ADMIN.password, `${DEVICE_COOKIE}=${device!.value.slice(0, -2)}xx`)).statusCode).toBe(429);

    const logged = await h.orm.em.fork().find(ActivityLog, { entityType: 'user', action: 'update' });
    const lockouts = logged.filter((l) => (l.details as Record<string, unknown> | null)?.lockedOut);
    expect(lockouts).toHaveLength(1);
    expect(JSON.stringify(lockouts[0]!.details)).toMatch(/til \d{2}\.\d{2}\.\d{4},? \d{2}:\d{2}/);
  });

  it("five wrong guesses from the owner's own address do not lock out the owner's known browser", async () => {
    await h.orm.em.fork().nativeDelete(LoginAttempt, {});
    const first = await login('192.0.2.20', TEST_ADMIN.password);
    const known = `${DEVICE_COOKIE}=${first.cookies.find((c) => c.name === DEVICE_COOKIE)!.value}`;
    for (let i = 0; i < 6; i++) await login('192.0.2.20', 'feil-passord');
    expect((await login('192.0.2.20', TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await login('192.0.2.20', TEST_ADMIN.password, known)).statusCode).toBe(200);
  });
});
