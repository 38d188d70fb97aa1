import { describe, expect, it } from 'vitest';
import { isPrivatePath, isSameOrigin } from './request-gate';
import { publicOrigin } from './origin';

const env = { PUBLIC_URL: undefined, ALLOWED_HOSTS: ['localhost', '127.0.0.1', '[::1]'], PORT: 3000 };
const req = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, hostname: host.replace(/:\d+$/, ''), protocol });

describe('publicOrigin', () => {
  it('uses PUBLIC_URL when set, whatever the Host header says', () => {
    expect(publicOrigin(req('evil.example'), { ...env, PUBLIC_URL: 'https://www.skarpjern.no' })).toBe('https://www.skarpjern.no');
  });

  it('reflects only allowed hosts; any other host gets the default origin', () => {
    expect(publicOrigin(req('localhost:5173'), env)).toBe('http://localhost:5173');
    expect(publicOrigin(req('[::1]:3000'), env)).toBe('http://[::1]:3000');
    expect(publicOrigin(req('evil.example'), env)).toBe('http://localhost:3000');
    expect(publicOrigin(req('localhost.evil.example'), env)).toBe('http://localhost:3000');
    expect(publicOrigin(req('intranett:8080', 'https'), { ...env, ALLOWED_HOSTS: ['intranett'] })).toBe('https://intranett:8080');
  });
});

describe('request gate helpers', () => {
  it('knows which answers are private', () => {
    expect(isPrivatePath('/api/admin/projects')).toBe(true);
    expect(isPrivatePath('/api/login')).toBe(true);
    expect(isPrivatePath('/trpc/public.projects.list,admin.projects.list')).toBe(true);
    expect(isPrivatePath('/trpc/auth.checkAuth')).toBe(true);
    expect(isPrivatePath('/admin/prosjekter')).toBe(true);
    expect(isPrivatePath('/trpc/public.projects.list')).toBe(false);
    expect(isPrivatePath('/api/projects')).toBe(false);
    expect(isPrivatePath('/assets/index-1.js')).toBe(false);
  });

  it('tells a same-origin request from a cross-site one', () => {
    const r = (headers: Record<string, string>, host = 'localhost:3000') => ({ headers, host, protocol: 'http' as const });
    expect(isSameOrigin(r({ origin: 'http://localhost:3000' }))).toBe(true);
    expect(isSameOrigin(r({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(r({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(r({ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' }))).toBe(false);
    expect(isSameOrigin(r({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(r({ 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isSameOrigin(r({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    // Sec-Fetch-Site decides when present, whatever Origin says.
    expect(isSameOrigin(r({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }))).toBe(true);
    // Neither header: not a browser (curl, a script), so no other site's page can have sent it.
    expect(isSameOrigin(r({}))).toBe(true);
    expect(isSameOrigin(r({ origin: 'http://localhost' }, 'localhost:80'))).toBe(true);
  });
});
