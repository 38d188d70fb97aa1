import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

// What anyone may read (projects, services, prices, company facts and the pages rendered from them)
// changes only when an administrator saves. So public responses are kept in memory, keyed by URL, and
// all of them are dropped on every admin write. Several app instances on one database tell each
// other through PostgreSQL LISTEN/NOTIFY; while an instance is not listening (start-up, a lost
// connection) it serves nothing from memory, so it can never show what another instance replaced.
// Hand-written because the available caching plugins keep either one process's memory or need Redis.

export const CACHE_CHANNEL = 'public_cache';
/** Stands in for the per-request CSP nonce in stored pages; replaced on every response. */
export const NONCE_PLACEHOLDER = `__csp_nonce_${randomUUID().replace(/-/g, '')}__`;

export type CachedResponse = {
  body: Buffer;
  contentType: string;
  etag: string;
  /** A page: the nonce placeholder is in the body. */
  page: boolean;
};

export const etagOf = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export class PublicCache {
  private entries = new Map<string, CachedResponse>();
  private generation = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  private readonly id = randomUUID();
  private echoes = new Map<string, () => void>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string | null,
    private readonly log: FastifyBaseLogger,
    private readonly maxEntries = 500,
  ) {}

  /** Starts listening for other instances' invalidations; the cache serves only while listening. */
  async start(): Promise<void> {
    if (!this.connectionString || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.clear();
      if (this.closed) return;
      this.log.warn({ err }, 'public cache: lost the database notification channel, reconnecting');
      this.retry = setTimeout(() => void this.start().catch(() => lost()), 1000);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      if (msg.channel !== CACHE_CHANNEL) return;
      const [origin, token] = (msg.payload ?? '').split(':');
      if (origin === this.id && token) this.echoes.get(token)?.();
      else this.clear();
    });
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    this.listening = true;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  /** The generation to pass to set(): a response computed before an invalidation is never stored. */
  get version(): number {
    return this.generation;
  }

  get(key: string): CachedResponse | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  set(key: string, version: number, response: CachedResponse): void {
    if (!this.listening || version !== this.generation) return;
    // Unknown query strings make new keys; the oldest go first.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, response);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * After an admin write: forget everything here and tell the other instances. Resolves once the
   * notification has come back through PostgreSQL (it reaches every listener at the same time), so
   * the next request to any instance sees the change.
   */
  async invalidate(): Promise<void> {
    this.clear();
    const client = this.client;
    if (!client || !this.listening) return;
    const token = randomUUID();
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      this.echoes.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, `${this.id}:${token}`]);
      await echoed;
    } catch (err) {
      this.log.error({ err }, 'public cache: could not notify the other instances');
    } finally {
      this.echoes.delete(token);
    }
  }
}
