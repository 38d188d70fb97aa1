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
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.no' })).toThrow(/SESSION_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://www.example.no' }).NODE_ENV).toBe('production');
  });

  it('requires a public URL in production, so canonical links never come from the Host header', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/PUBLIC_URL/);
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://www.example.no/' }).PUBLIC_URL).toBe('https://www.example.no');
    expect(loadEnv({ PUBLIC_URL: 'https://www.example.no:8443/x/' }).PUBLIC_URL).toBe('https://www.example.no:8443');
    expect(() => loadEnv({ PUBLIC_URL: 'mailto:post@example.no' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ PUBLIC_URL: 'file:///srv/site' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts a counted number of proxy hops, never every hop', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('rejects a short admin password and a bad port with a readable message', () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: 'kort' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('keeps photos on local disk unless STORAGE=s3, and then requires the bucket settings', () => {
    expect(loadEnv({}).STORAGE).toBe('local');
    expect(() => loadEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ STORAGE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    const env = loadEnv({ STORAGE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.example.no/photos/' });
    expect(env).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_PUBLIC_URL: 'https://cdn.example.no/photos' });
    expect(() => loadEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadEnv({ S3_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/S3_PUBLIC_URL/);
  });

  it('refuses a metrics token short enough to guess', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
