import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('gives development defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, ADMIN_USERNAME: 'admin', EMBEDDED_PG_DIR: 'data/postgres', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('requires a session secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('rejects a short admin password and a bad port with a readable message', () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: 'kort' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
