import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

const TOKEN = 'a-metrics-token-of-some-length';
const contact = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '', message: 'Hei, jeg trenger hjelp med lister.', type: 'contact' };

/** The value of one sample line, e.g. `mail_messages{status="queued"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('does not exist', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await h?.close();
  });

  const scrape = async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('answers 200 in the Prometheus text format with every figure, not cached', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds',
      'mail_messages',
      'job_queue_lag_seconds',
      'job_queue_runnable_jobs',
      'image_encoding_jobs',
      'db_pool_size',
      'db_pool_idle_connections',
      'db_pool_waiting_requests',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.body, 'db_pool_size')).toBeGreaterThanOrEqual(1);
    expect(sample(res.body, 'db_pool_waiting_requests')).toBe(0);
  });

  it('answers 401 without the token or with another one, also after a scrape (never from the page cache)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN]) {
      const res = await h.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('counts a request under its route pattern, not its URL', async () => {
    const url = `/trpc/public.projects.list`;
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/trpc/public.services.list' })).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/trpc/:path",status_code="200"}')).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('public.projects.list');
    expect((await h.app.inject({ method: 'GET', url: '/finnes/ikke/123.php' })).statusCode).toBe(404);
    expect(await scrape()).not.toContain('123.php');
  });

  it('reads the mail outbox and the job queue when scraped', async () => {
    let text = await scrape();
    expect(sample(text, 'mail_messages{status="queued"}')).toBe(0);
    expect(sample(text, 'mail_messages{status="failed"}')).toBe(0);
    expect(sample(text, 'job_queue_lag_seconds')).toBe(0);
    expect(sample(text, 'job_queue_runnable_jobs')).toBe(0);

    // No job worker runs in the tests: the enquiry's two mails and their jobs stay waiting.
    const res = await h.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode, res.body).toBe(201);
    const conn = h.orm.em.fork().getConnection();
    await conn.execute(`update outbox_mail set status = 'failed' where kind = 'enquiry_receipt'`);
    // A job that should have started an hour ago, and one due tomorrow (not late, so not counted).
    await conn.execute(`select graphile_worker.add_job('send_mail', '{}'::json, run_at => now() - interval '1 hour')`);
    await conn.execute(`select graphile_worker.add_job('send_mail', '{}'::json, run_at => now() + interval '1 day')`);

    text = await scrape();
    expect(sample(text, 'mail_messages{status="queued"}')).toBe(1);
    expect(sample(text, 'mail_messages{status="failed"}')).toBe(1);
    expect(sample(text, 'job_queue_runnable_jobs')).toBe(3);
    const lag = sample(text, 'job_queue_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(3600);
    expect(lag).toBeLessThan(3600 + 600);
  });

  it('a figure that cannot be read is left out or NaN, and the scrape still answers', async () => {
    const conn = h.orm.em.fork().getConnection();
    await conn.execute('alter table outbox_mail rename to outbox_mail_away');
    await conn.execute('alter view graphile_worker.jobs rename to jobs_away');
    try {
      const text = await scrape();
      expect(text).not.toMatch(/^mail_messages\{/m);
      expect(sample(text, 'job_queue_lag_seconds')).toBeNaN();
      expect(sample(text, 'job_queue_runnable_jobs')).toBeNaN();
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } finally {
      await conn.execute('alter table outbox_mail_away rename to outbox_mail');
      await conn.execute('alter view graphile_worker.jobs_away rename to jobs');
    }
    const text = await scrape();
    expect(sample(text, 'mail_messages{status="queued"}')).toBe(1);
    expect(sample(text, 'job_queue_runnable_jobs')).toBe(3);
  });

  it('counts photos waiting for and holding an encoding slot', async () => {
    const queue = h.app.images.queue;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // IMAGE_WORKERS is 1: the first holds the slot, the other two wait.
    const runs = [queue.run(() => gate), queue.run(() => gate), queue.run(() => gate, 'background')];
    try {
      const text = await scrape();
      expect(sample(text, 'image_encoding_jobs{state="active"}')).toBe(1);
      expect(sample(text, 'image_encoding_jobs{state="queued"}')).toBe(2);
    } finally {
      release();
      await Promise.all(runs);
    }
    const text = await scrape();
    expect(sample(text, 'image_encoding_jobs{state="active"}')).toBe(0);
    expect(sample(text, 'image_encoding_jobs{state="queued"}')).toBe(0);
  });
});
