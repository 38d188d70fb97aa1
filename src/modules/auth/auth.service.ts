import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_IDLE_LIMIT_MS, IDLE_HEADER } from '../../shared/idle';
import { messages } from '../../shared/messages';
import { logActivity } from '../activity/activity.service';
import { endSessions, SESSION_ABSOLUTE_MS } from './session-store';
import { AdminUser, LoginAttempt } from './admin-user.entity';
import { clientKey } from '../../http/client-key';
import { ActivityLog } from '../activity/activity-log.entity';
import { issueDeviceCookie, trustedDevice } from './device-cookie';
import { formatOsloDateTime } from '../../shared/dates';

/** The logged-in administrator as the rest of the app sees it. */
export type SessionUser = { id: number; username: string };

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
/** Failures from one address across all usernames within the window, before it gets 429. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Failures against one account from browsers it does not know (no device cookie), from any number of
 * addresses, within the window (NIST SP 800-63B § 5.2.2: at most 100 consecutive failures; OWASP): past
 * LOGIN_SLOW_AFTER each answer is slowed down, past this the account is locked for those browsers until
 * the failures age out of the window. Its own known browser still logs in (device-cookie.ts).
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_SLOW_AFTER = 5;
/** The slow-down per failure past LOGIN_SLOW_AFTER, and its most. */
const LOGIN_SLOW_STEP_MS = 250;
const LOGIN_SLOW_MAX_MS = 1000;

/**
 * Password hashing is deliberately expensive (argon2id: tens of milliseconds of CPU and 64 MB each).
 * It runs through one small bounded queue per process: one hash at a time, so a login flood keeps
 * the other core (and the event loop) free for the site, and at most HASH_QUEUE_MAX waiting; a
 * login beyond that answers 429 at once instead of queueing without end.
 */
export const HASH_CONCURRENCY = 1;
export const HASH_QUEUE_MAX = 8;
const hashQueue = pLimit(HASH_CONCURRENCY);

const HASH_OPTIONS = { type: argon2.argon2id } as const;
// Verified when the username is unknown, so a wrong name costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;

export const hashPassword = (password: string) => hashQueue(() => argon2.hash(password, HASH_OPTIONS));

class HashQueueFull extends Error {}

/** A password check through the queue; refuses at once (HashQueueFull) when HASH_QUEUE_MAX are waiting. */
function queuedVerify(hash: string, password: string): Promise<boolean> {
  if (hashQueue.pendingCount >= HASH_QUEUE_MAX) return Promise.reject(new HashQueueFull());
  return hashQueue(() => argon2.verify(hash, password)).catch(() => false);
}

/** Checks a password for a counted attempt; a full queue takes the attempt back and answers 429. */
async function verifyAttempt(em: EntityManager, attemptId: number, hash: string, password: string): Promise<boolean> {
  try {
    return await queuedVerify(hash, password);
  } catch (err) {
    if (!(err instanceof HashQueueFull)) throw err;
    await em.nativeDelete(LoginAttempt, { id: attemptId });
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: messages.rateLimited });
  }
}

/** First start: create the only admin account. Returns the generated password, if one was made. */
export async function ensureAdmin(em: EntityManager, username: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await em.count(AdminUser, {})) > 0) return { created: false };
  const generated = password ? undefined : randomBytes(15).toString('base64url');
  em.create(AdminUser, { username, passwordHash: await hashPassword(password ?? generated!), createdAt: new Date(), updatedAt: new Date() });
  await em.flush();
  return { created: true, generatedPassword: generated };
}

/** The admin behind this request's session, or null; ends sessions past their absolute lifetime or idle too long. */
export async function sessionUser(em: EntityManager, req: FastifyRequest): Promise<SessionUser | null> {
  const userId = req.session?.get?.('userId');
  if (!userId) return null;
  const loginAt = req.session.get('loginAt') ?? 0;
  // The admin shell reports how long its user has been idle; background refetches do not count as use.
  const idleMs = Number(req.headers[IDLE_HEADER]);
  if (Date.now() - loginAt > SESSION_ABSOLUTE_MS || idleMs >= ADMIN_IDLE_LIMIT_MS) {
    await req.session.destroy();
    return null;
  }
  const user = await em.findOne(AdminUser, { id: userId });
  return user ? { id: user.id, username: user.username } : null;
}

type ThrottleKey = { username: string; ip: string };

/** Attempts from a known browser are keyed `device:<id>` instead of by address. */
const DEVICE_PREFIX = 'device:';

/**
 * Counts this attempt as a failure before the password is checked, so parallel requests see each
 * other: of N simultaneous wrong passwords at most LOGIN_MAX_FAILURES get past here. An attempt
 * over the limit leaves no row behind. Rows older than the window are swept on the way.
 * Returns the attempt's id; a correct password deletes the key's rows (this one included).
 */
async function beginAttempt(em: EntityManager, key: ThrottleKey, message: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  await em.nativeDelete(LoginAttempt, { createdAt: { $lt: since } });
  const id = await em.insert(LoginAttempt, { ...key, createdAt: new Date() });
  const attempts = await em.count(LoginAttempt, { ...key, createdAt: { $gte: since } });
  const known = key.ip.startsWith(DEVICE_PREFIX);
  // The same address trying many usernames is limited too, across every instance of the app.
  const fromAddress = known ? 0 : await em.count(LoginAttempt, { ip: key.ip, createdAt: { $gte: since } });
  // And one account guessed at from many addresses (a known browser is not counted here).
  const againstAccount = known ? 0 : await em.count(LoginAttempt, { username: key.username, $not: { ip: { $like: `${DEVICE_PREFIX}%` } }, createdAt: { $gte: since } });
  if (attempts > LOGIN_MAX_FAILURES || fromAddress > LOGIN_MAX_FAILURES_PER_ADDRESS || againstAccount > LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    await em.nativeDelete(LoginAttempt, { id });
    if (againstAccount > LOGIN_MAX_FAILURES_PER_ACCOUNT) await logLockout(em, key.username, since);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
  }
  if (againstAccount > LOGIN_SLOW_AFTER) {
    await new Promise((r) => setTimeout(r, Math.min(LOGIN_SLOW_MAX_MS, (againstAccount - LOGIN_SLOW_AFTER) * LOGIN_SLOW_STEP_MS)));
  }
  return id;
}

/**
 * The account's lock-out for unknown browsers, in the activity log once per lock-out, with its end: when
 * the oldest failure counted leaves the window. Unknown usernames have no account to log against.
 */
async function logLockout(em: EntityManager, username: string, since: Date): Promise<void> {
  const user = await em.findOne(AdminUser, { username: { $ilike: username } });
  if (!user) return;
  const oldest = await em.findOne(LoginAttempt, { username, $not: { ip: { $like: `${DEVICE_PREFIX}%` } }, createdAt: { $gte: since } }, { orderBy: { createdAt: 'asc' } });
  const until = new Date((oldest?.createdAt ?? new Date()).getTime() + LOGIN_WINDOW_MS);
  const logged = await em.find(ActivityLog, { entityType: 'user', entityId: user.id, action: 'update', createdAt: { $gte: since } });
  if (logged.some((l) => (l.details as Record<string, unknown> | null)?.lockedOut)) return;
  logActivity(em, null, {
    action: 'update',
    entityType: 'user',
    entityId: user.id,
    label: user.username,
    details: { lockedOut: { from: 'nei', to: `ja, til ${lockoutEnd(until)} (for nettlesere kontoen ikke kjenner)` } },
  });
  await em.flush();
}

const lockoutEnd = (d: Date) => formatOsloDateTime(d);

export type DeviceCookies = { secret: string; reply?: FastifyReply; secure: boolean };

export async function login(em: EntityManager, req: FastifyRequest, input: { username: string; password: string }, devices?: DeviceCookies): Promise<SessionUser> {
  const username = input.username.trim();
  // A browser this account has logged in from before is counted on its own; any other by its address
  // (an IPv6 client by its /64: http/client-key.ts).
  const device = devices ? trustedDevice(req, devices.secret, username) : null;
  const key = { username: username.toLowerCase(), ip: device ? `${DEVICE_PREFIX}${device}` : clientKey(req.ip) };
  const attemptId = await beginAttempt(em, key, messages.tooManyAttempts);

  const user = await em.findOne(AdminUser, { username });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verifyAttempt(em, attemptId, user?.passwordHash ?? (await dummyHash), input.password);
  // A wrong password keeps its attempt row: that is the failure being counted.
  if (!user || !ok) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.wrongCredentials });

  // The login is on record before the session exists.
  await em.transactional(async (tx) => {
    await tx.nativeDelete(LoginAttempt, key);
    logActivity(tx, { id: user.id }, { action: 'login', entityType: 'user', entityId: user.id, label: user.username });
  });
  // A fresh session id at login, so a session id planted before login is worthless.
  await req.session.regenerate();
  req.session.set('userId', user.id);
  req.session.set('loginAt', Date.now());
  if (devices && !device) issueDeviceCookie(devices.reply, devices.secret, user.username, devices.secure);
  return { id: user.id, username: user.username };
}

export async function logout(em: EntityManager, req: FastifyRequest, user: SessionUser | null): Promise<void> {
  if (user) {
    logActivity(em, { id: user.id }, { action: 'logout', entityType: 'user', entityId: user.id, label: user.username });
    await em.flush();
  }
  await req.session.destroy();
}

/**
 * The signed-in admin's current password, asked for before the account's name or password changes
 * (a session left open is not enough). Guessing it is throttled like logging in, against the same key;
 * returns that key so a success can clear it with the change.
 */
async function checkCurrentPassword(em: EntityManager, req: FastifyRequest, user: AdminUser, password: string): Promise<ThrottleKey> {
  const key = { username: user.username.toLowerCase(), ip: clientKey(req.ip) };
  const attemptId = await beginAttempt(em, key, messages.tooManyPasswordAttempts);
  if (!(await verifyAttempt(em, attemptId, user.passwordHash, password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages.wrongCurrentPassword });
  }
  return key;
}

export async function updatePassword(em: EntityManager, req: FastifyRequest, actor: SessionUser, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const user = await em.findOneOrFail(AdminUser, { id: actor.id });
  const key = await checkCurrentPassword(em, req, user, input.currentPassword);
  user.passwordHash = await hashPassword(input.newPassword);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(LoginAttempt, key);
    tx.persist(user);
    logActivity(tx, actor, { action: 'update', entityType: 'user', entityId: user.id, label: user.username, details: { password: { to: 'endret' } } });
    await tx.flush();
    // Every other session of this admin ends; the one that changed the password stays.
    await endSessions(tx.getConnection(), 'user_id = ? and sid <> ?', [user.id, req.session.sessionId], tx.getTransactionContext());
  });
}

export async function updateUsername(em: EntityManager, req: FastifyRequest, actor: SessionUser, input: { newUsername: string; currentPassword: string }): Promise<{ username: string }> {
  const user = await em.findOneOrFail(AdminUser, { id: actor.id });
  const key = await checkCurrentPassword(em, req, user, input.currentPassword);
  const newUsername = input.newUsername;
  if (user.username === newUsername) {
    await em.nativeDelete(LoginAttempt, key);
    return { username: user.username };
  }
  if (await em.count(AdminUser, { username: newUsername, id: { $ne: user.id } })) {
    throw new TRPCError({ code: 'CONFLICT', message: messages.usernameTaken });
  }
  const from = user.username;
  await em.transactional(async (tx) => {
    await tx.nativeDelete(LoginAttempt, key);
    user.username = newUsername;
    tx.persist(user);
    logActivity(tx, actor, { action: 'update', entityType: 'user', entityId: user.id, label: newUsername, details: { username: { from, to: newUsername } } });
    await tx.flush();
  });
  return { username: newUsername };
}
