import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
// With an extension: the Vite config imports this file, and Vite warns about extensionless imports there.

// The one place that reads process.env. Everything else receives a parsed Env.

/** The project root (where package.json and .env live). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Reads `.env` from the project root into process.env, if there is one. Variables already set in
 * the environment win. Every entry point (server, scripts, MikroORM CLI) calls this first.
 */
export function loadDotenv(root = projectRoot): void {
  const file = resolve(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Public origin used for canonical URLs, Open Graph and the sitemap; only the origin is kept,
  // so a trailing slash never produces '//path'.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address, e.g. https://www.example.no' })
    .transform((u) => new URL(u).origin)
    .optional(),
  // Without PUBLIC_URL: the host names whose requests may see their own host in canonical, Open
  // Graph and sitemap URLs; any other Host header gets http://localhost:PORT. Comma-separated.
  ALLOWED_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Any PostgreSQL server. Unset: an embedded PostgreSQL is started with its data in EMBEDDED_PG_DIR.
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_DIR: z.string().default('data/postgres'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  // Signs the session cookie. Required in production; in development one is generated and kept in data/.
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  // Which reverse proxies to believe for the client address and https. Never "every hop": the
  // left-most X-Forwarded-For entry is written by the client, and login throttling counts per IP.
  //   false          no proxy (default)
  //   true or 1      one proxy in front (the usual nginx/Caddy set-up); 2 for two, and so on
  //   10.0.0.0/8,…   only these proxy addresses or CIDR ranges
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string => {
      const value = v.trim();
      if (value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/.test(value)) return value;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDRs' });
      return z.NEVER;
    }),
  // Uploaded images (relative to the project root). Several instances share one folder (a shared volume).
  UPLOAD_DIR: z.string().default('data/uploads'),
  // How many images are encoded at once; each uses about one core while it runs.
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  // The public-read cache (ETag, 304, answers kept in memory). On everywhere, `npm start` included; only
  // `npm run dev` switches it off, because there a stored page would point at scripts it has rebuilt.
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  // `npm run dev` only: the web app is served by Vite in middleware mode, with hot module replacement,
  // instead of from the build in dist/web.
  DEV_SERVER: z.enum(['on', 'off']).default('off'),
  // Where photos are stored: `local` (UPLOAD_DIR) or `s3` (an S3-compatible bucket, settings below).
  STORAGE: z.enum(['local', 's3']).default('local'),
  // Unset endpoint: AWS itself; set for any S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, …).
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) address' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted servers need it.
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  // Where browsers load the public variants from (a CDN or the bucket's public address): a variant stored as
  // `public/<name>` is shown as `<S3_PUBLIC_URL>/public/<name>`. Unset: the app serves them under /uploads/.
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http(s) address, e.g. https://cdn.example.no' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  // GET /metrics (Prometheus) answers only with `Authorization: Bearer <token>`; unset: /metrics does not exist.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines at a terminal, JSON otherwise (what log collectors read).
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  // Outgoing mail. Without SMTP_URL every mail is written as an .eml file under MAIL_DIR instead.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465' })
    .optional(),
  // Unset: the company's name and e-mail from the company record (edited under Firma), read when sending.
  MAIL_FROM: z.string().min(3).optional(),
  // The company inbox that is told about every enquiry. Unset: the company record's e-mail.
  MAIL_TO: z.email({ error: 'MAIL_TO must be an e-mail address' }).optional(),
  MAIL_DIR: z.string().default('data/mail'),
  // Delivery attempts per mail. Retries wait e, e², … e¹⁰ seconds, then about 6 hours each:
  // 14 attempts keep trying for about 28 hours before a mail is marked as failed.
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(14),
  // The hour (Oslo time, 0–23) of the day before a booked befaring when the customer's reminder is sent.
  BOOKING_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(18),
  // Enquiries (contact messages and inspection requests) accepted per client address per hour, counted in
  // PostgreSQL so every instance shares the count; 0 switches the limit off.
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(10),
  // Estimates saved (POST /api/estimates) per client address per hour, counted like enquiries; 0 = off.
  ESTIMATE_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
  // API calls (/api and /trpc; a tRPC batch counts each procedure) per client per minute, in bursts up to the
  // same number; past it 429 with Retry-After. Counted per instance (docs/decisions/0010). 0 = off.
  API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(600),
  // A form sent sooner than this after it was shown is kept as spam (not mailed); 0 switches the check off.
  ENQUIRY_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  // Enquiries older than this many months lose their personal data (a daily job); type, dates, status and
  // estimate totals stay for the statistics.
  ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  // Days after a quote is sent before the customer gets one reminder, if they have neither accepted,
  // declined nor asked for changes; 0 sends it at once (tests).
  QUOTE_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  // Days after a job is handed over before the customer gets the one mail asking for a review; 0 = at once.
  REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  // On SIGTERM, how long /readyz answers 503 while requests are still served, before the server stops
  // accepting: a proxy's health check (Caddy: every 1 s in deploy/Caddyfile) takes the instance out of
  // its pool first, so a rolling restart fails no request. 0 = stop at once (no proxy in front).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  // Backup archives (npm run backup and the scheduled backup), relative to the project root.
  BACKUP_DIR: z.string().default('data/backups'),
  // How many archives to keep in BACKUP_DIR; the oldest beyond this are deleted after a new one is written.
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  // When the job queue takes a backup: the five time fields of a crontab line (minute hour day month
  // weekday, UTC), e.g. '15 2 * * *'. Unset: no scheduled backup.
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, { error: "BACKUP_SCHEDULE must be five crontab time fields, e.g. '15 2 * * *' (minute hour day month weekday, UTC)" })
    .optional(),
  // Folder of pg_dump and pg_restore. Unset: /usr/lib/postgresql/<server major>/bin, then PATH.
  PG_BIN_DIR: z.string().optional(),
  // The accounting connection (Fiken API v2, decision 0036). Unset: invoices are made by hand from the
  // fakturagrunnlag and marked invoiced and paid in the back office. A personal API token (Fiken: Rediger
  // konto → API → Personlige API-nøkler) is a secret: never logged, never sent to the browser.
  FIKEN_API_TOKEN: z.string().trim().min(20, { error: 'FIKEN_API_TOKEN looks too short: paste the whole personal API token from Fiken' }).optional(),
  // The company's slug in Fiken (the part after /foretak/ in Fiken's address, e.g. 'skarpjern-snekker-as').
  FIKEN_COMPANY_SLUG: z.string().trim().regex(/^[a-z0-9-]+$/, { error: 'FIKEN_COMPANY_SLUG is the company part of Fiken\'s address, e.g. skarpjern-snekker-as' }).optional(),
  // The bank account the invoices name (Fiken's account code, 1920:1000x) and the income account of their lines.
  FIKEN_BANK_ACCOUNT_CODE: z.string().trim().regex(/^1920:\d{5}$/, { error: 'FIKEN_BANK_ACCOUNT_CODE is Fiken\'s code for the bank account, e.g. 1920:10001' }).default('1920:10001'),
  FIKEN_INCOME_ACCOUNT: z.string().trim().regex(/^\d{4}$/, { error: 'FIKEN_INCOME_ACCOUNT is a four-digit account, e.g. 3000' }).default('3000'),
  // Where Fiken's API answers (tests point it at their own server).
  FIKEN_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.fiken.no/api/v2'),
  // How often the payments of open invoices are read from the accounting system (minutes).
  ACCOUNTING_SYNC_MINUTES: z.coerce.number().int().min(5).max(59).default(30),
});

export type Env = z.infer<typeof envSchema>;

/** Every setting the app reads, for checks that deployment files set nothing it ignores. */
export const envKeys: readonly string[] = Object.keys(envSchema.shape);

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.STORAGE === 's3') {
    const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missing = required.filter((k) => !parsed.data[k]).map((k) => `  ${k}: required with STORAGE=s3`);
    if (missing.length) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
  }
  if (!parsed.data.FIKEN_API_TOKEN !== !parsed.data.FIKEN_COMPANY_SLUG) {
    throw new Error('Invalid environment:\n  FIKEN_API_TOKEN and FIKEN_COMPANY_SLUG: set both to connect Fiken, or neither');
  }
  if (parsed.data.NODE_ENV === 'production') {
    const missing: string[] = [];
    if (!parsed.data.SESSION_SECRET) missing.push('  SESSION_SECRET: required in production');
    // Without it, canonical URLs and the sitemap would be built from the request's Host header.
    if (!parsed.data.PUBLIC_URL) missing.push('  PUBLIC_URL: required in production');
    if (missing.length) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
  }
  return parsed.data;
}
