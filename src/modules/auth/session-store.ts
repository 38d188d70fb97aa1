import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest, Session } from 'fastify';
import type { SessionStore } from '@fastify/session';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When the admin logged in (ms); a session older than SESSION_ABSOLUTE_MS is ended. */
    loginAt?: number;
    /** Last time the logged-in admin was served; changing it is what saves and renews the session. */
    seenAt?: number;
  }
}

/**
 * Renews the session of a logged-in admin who is being served: the cookie and the stored row get
 * another SESSION_IDLE_MS. Sessions are not rolled on every response (public pages, files and
 * public reads never carry a Set-Cookie), so this is called where admin work is answered.
 */
export function keepSessionAlive(req: { session?: FastifyRequest['session'] }): void {
  const session = req.session;
  if (typeof session?.touch !== 'function' || !session.get('userId')) return;
  session.touch();
  session.set('seenAt', Date.now());
}

type Row = { data: Session; expires_at: Date };
type Connection = ReturnType<MikroORM['em']['getConnection']>;

/** Ends the sessions matching `where`, leaving expired rows that no later save can revive. */
export async function endSessions(conn: Connection, where: string, params: unknown[], ctx?: unknown): Promise<void> {
  await conn.execute(`update http_session set expires_at = now() - interval '1 second', data = '{}'::jsonb where ${where}`, params, 'run', ctx as never);
}

/**
 * Sessions live in PostgreSQL so a restart keeps the admin logged in and several app instances
 * share them. Expired rows are ignored on read and swept now and then on write.
 *
 * An ended session stays behind as an expired row for a day, and a save never revives an expired
 * row: otherwise a request that read the session just before logout would write it back when it
 * answers (sessions are saved on every response).
 */
export class PgSessionStore implements SessionStore {
  private writes = 0;
  constructor(private readonly orm: MikroORM) {}

  private get conn() {
    return this.orm.em.getConnection();
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.conn
      .execute<Row[]>('select data, expires_at from http_session where sid = ? and expires_at > now()', [sid])
      .then((rows) => callback(null, rows[0]?.data ?? null), (err: unknown) => callback(err));
  }

  set(sid: string, session: Session, callback: (err?: unknown) => void): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + SESSION_IDLE_MS);
    const sweep = ++this.writes % 100 === 0 ? this.sweep() : Promise.resolve();
    sweep
      .then(() =>
        this.conn.execute(
          `insert into http_session (sid, data, user_id, expires_at) values (?, ?, ?, ?)
           on conflict (sid) do update set data = excluded.data, user_id = excluded.user_id, expires_at = excluded.expires_at
           where http_session.expires_at > now()`,
          [sid, JSON.stringify(session), session.userId ?? null, expires],
        ),
      )
      .then(() => callback(), (err: unknown) => callback(err));
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    endSessions(this.orm.em.getConnection(), 'sid = ?', [sid]).then(() => callback(), (err: unknown) => callback(err));
  }

  /** Removes sessions that ended more than a day ago. */
  async sweep(): Promise<void> {
    await this.conn.execute(`delete from http_session where expires_at <= now() - interval '1 day'`);
  }
}
