// The OpenAPI document passes the tools others use on it: swagger-parser's validation and Redocly
// CLI's recommended rules (no error). It names the public origin as its server, marks exactly the
// operations that need a login, and /api/docs is styled under the page policy.
import SwaggerParser from '@apidevtools/swagger-parser';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { AnswerCheck } from '../test/openapi-answers';
import { fileRoutes } from '../trpc/root';

const PUBLIC_URL = 'https://www.skarpjern-test.no';
let h: Harness;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_URL });
  doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await h?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'patch', 'delete'] as const).flatMap((method) => (item?.[method] ? [{ path, method, op: item[method] }] : [])),
  );

describe('/api/openapi.json', () => {
  it('is valid OpenAPI to swagger-parser', async () => {
    // validate() resolves and changes the object it is given: a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('has no error under Redocly CLI’s recommended rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      // Offline and quiet: no usage data (REDOCLY_TELEMETRY, Redocly's documented opt-out), no update check.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
      const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('has no error under Spectral’s OWASP API Security ruleset, with the repo’s own rules (.spectral.yaml)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const require = createRequire(import.meta.url);
      const cli = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist/index.js');
      const ruleset = join(dirname(require.resolve('../../package.json')), '.spectral.yaml');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--ruleset', ruleset, '--format', 'json', '--quiet'], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
      const problems = JSON.parse(stdout) as { code: string; severity: number; message: string; path: string[] }[];
      // Severity 0 is an error; warnings (a public read without a login, say) are the ruleset's advice.
      expect(problems.filter((p) => p.severity === 0).map((p) => `${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names the public origin as its server and gives every operation a summary', () => {
    expect(doc.servers).toEqual([{ url: `${PUBLIC_URL}/api`, 'x-internal': false }]);
    expect(operations().filter(({ op }) => !op.summary).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('marks as needing a login exactly the operations that answer 401 without one', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const url = `/api${path.replace(/\{id\}|\{jobId\}/g, '1').replace('{token}', 'AAAAAAAAAAAAAAAAAAAAAA').replace('{type}', 'trim')}`;
      const res = await h.app.inject({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
      const marked = (op.security?.length ?? 0) > 0;
      if (marked !== (res.statusCode === 401)) wrong.push(`${method} ${path}: marked ${marked}, answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/projects']?.get?.security).toEqual([]);
    expect(doc.paths['/projects/featured']?.get?.security).toEqual([]);
  });
});

describe('the answers the app gives', () => {
  it('are in the document: each file route under /api with its upload form or its file, a create as 201, a delete as 204, and one error body', () => {
    const missing = fileRoutes
      .filter((r) => r.url.startsWith('/api/'))
      .filter((r) => !doc.paths[r.url.replace(/^\/api/, '').replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase() as 'get'])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const upload = doc.paths['/admin/contact-submissions/{id}/handover/files']?.post;
    expect(Object.keys((upload?.requestBody as OpenAPIV3.RequestBodyObject).content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '400', '401', '404', '413', '415']));
    expect(Object.keys(doc.paths['/tilbud/{token}/overlevering.pdf']?.get?.responses?.['200'] as object)).toContain('content');
    expect(Object.keys(doc.paths['/admin/faq']?.post?.responses ?? {})).toContain('201');
    expect(Object.keys(doc.paths['/admin/faq/{id}']?.delete?.responses ?? {})).toEqual(expect.arrayContaining(['204', '401', '404', '409']));
    expect(Object.keys(doc.paths['/admin/faq/{id}']?.delete?.responses ?? {})).not.toContain('200');
    expect(doc.paths['/company']?.get?.responses?.['429']).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
    expect(Object.keys(doc.components?.schemas ?? {}).filter((name) => name.startsWith('error.'))).toEqual([]);
  });

  it('are checked in every integration test: an answer outside the document is found', async () => {
    // The check every harness runs (src/test/openapi-answers.ts), given answers that leave the document and some that don't.
    const check = new AnswerCheck(`${PUBLIC_URL}/api`);
    const found = async (method: string, path: string, status: number, body: unknown) => {
      const before = check.left.length;
      await check.check(method, path, '', status, 'application/json', body);
      return check.left.slice(before).join('\n');
    };
    expect(await found('GET', '/api/company', 418, { message: 'Jeg er en tekanne' })).toContain('GET /api/company → 418: status not documented');
    expect(await found('GET', '/api/company', 200, { name: 42 })).toMatch(/^GET \/api\/company → 200: /);
    expect(await found('GET', '/api/ikke-her', 200, {})).toBe('GET /api/ikke-her → 200: not in the document');
    expect(await found('GET', '/api/admin/ikke-her', 401, { message: 'Du må logge inn', code: 'UNAUTHORIZED' })).toBe('');
    expect(await found('POST', '/api/contact', 400, { code: 'BAD_REQUEST' })).toMatch(/^POST \/api\/contact → 400: .*message/);
    expect(await found('POST', '/api/contact', 400, { message: 'Ugyldig', code: 'BAD_REQUEST', issues: [{ message: 'Ugyldig', path: ['email'] }] })).toBe('');
    expect(await found('GET', '/api/company', 404, { message: 'Finnes ikke' })).toContain('GET /api/company → 404: status not documented');
    // The formats the document states: a time stamp and a calendar day as the server writes them, and not otherwise.
    const lapsed = '/api/reviews/AAAAAAAAAAAAAAAAAAAAAA/lapsed';
    expect(await found('GET', lapsed, 200, { kind: 'review_received', at: '2026-11-29T13:58:22.000Z' })).toBe('');
    expect(await found('GET', lapsed, 200, { kind: 'review_received', at: 'i går' })).toContain('format');
    expect(await found('GET', '/api/admin/bookings/busy-days', 200, [{ day: '2026-12-01', titles: [], open: true }])).toBe('');
    expect(await found('GET', '/api/admin/bookings/busy-days', 200, [{ day: '2026-02-30', titles: [], open: true }])).toMatch(/\/0\/day must match format "date"/);
  });
});

describe('/api/docs', () => {
  it('carries its style with the nonce of its own policy, and says «krever innlogging» only of admin operations', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    const heading = (path: string) => new RegExp(`<code>/api${path.replace(/[{}]/g, '\\$&')}</code>([^<]*<small>[^<]*</small>)?</h2>`).exec(res.body)?.[0] ?? '';
    expect(heading('/projects')).not.toContain('krever innlogging');
    expect(heading('/projects/featured')).not.toContain('krever innlogging');
    expect(heading('/admin/projects')).toContain('krever innlogging');
  });
});
