import { z } from 'zod';

// The one place that reads process.env. Everything else receives a parsed Env.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Public origin used for canonical URLs, Open Graph and the sitemap.
  PUBLIC_URL: z.url().optional(),
  // Any PostgreSQL server. Unset: an embedded PostgreSQL is started with its data in EMBEDDED_PG_DIR.
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_DIR: z.string().default('data/postgres'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  // Signs the session cookie. Required in production; in development one is generated and kept in data/.
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  // Set when running behind a reverse proxy so client IPs and https are seen correctly.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.SESSION_SECRET) {
    throw new Error('Invalid environment:\n  SESSION_SECRET: required in production');
  }
  return parsed.data;
}
