import pg from 'pg';

/**
 * The database check behind /readyz, kept apart from request work. Under load the check used to queue
 * behind requests for the ORM's 10 connections and miss Caddy's 2 s health timeout, and Caddy took a
 * healthy instance out. Here one connection of its own runs `select 1` every `everyMs` in the background,
 * and /readyz answers at once from the last result: ready while the last success is recent.
 */
export class DatabaseReadiness {
  private client: pg.Client | null = null;
  private lastOk = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private checking = false;

  constructor(
    private readonly connectionString: string | null,
    private readonly everyMs = 500,
    /** How old the last success may be (a few missed checks, not one slow one). */
    private readonly staleMs = 3000,
  ) {}

  async start(): Promise<void> {
    if (!this.connectionString) return;
    await this.check();
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  get ready(): boolean {
    return Date.now() - this.lastOk <= this.staleMs;
  }

  private async check(): Promise<void> {
    if (this.checking || this.closed) return;
    this.checking = true;
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.connectionString!, connectionTimeoutMillis: 2000, query_timeout: 2000, application_name: 'readiness' });
        client.on('error', () => {
          if (this.client === client) this.client = null;
        });
        await client.connect();
        this.client = client;
      }
      await this.client.query('select 1');
      this.lastOk = Date.now();
    } catch {
      const client = this.client;
      this.client = null;
      await client?.end().catch(() => {});
    } finally {
      this.checking = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}
