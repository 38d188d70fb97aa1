import fc from 'fast-check';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seeders/database-seeder';
import { LoginAttempt } from '../modules/auth/admin-user.entity';
import { createHarness, loginCookie, type Harness } from '../test/harness';

/**
 * Generated bad input against every operation of the OpenAPI document, anonymously and as the
 * admin, over real HTTP: wrong types, huge strings, deep nesting, NUL, lone surrogates, __proto__,
 * 1e309, 2^53, ids like true, [2] and "0x2", wrong content types and broken UTF-8. Every answer must
 * be below 500 on an open connection, and a refused request must leave every table as it was.
 * Seeded and bounded, so a failure replays with the same seed.
 */
const SEED = 20261122;
const RUNS = 3000;

type Schema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; format?: string; $ref?: string; anyOf?: Schema[]; oneOf?: Schema[]; minimum?: number; minLength?: number };
type Parameter = { name: string; in: 'path' | 'query'; schema?: Schema };
type Operation = { method: string; path: string; parameters: Parameter[]; body?: Schema; admin: boolean };

let h: Harness;
let port: number;
let adminCookie: string;
let operations: Operation[];
let tablesSql: string;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.orm.em.fork());
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  port = (h.app.server.address() as { port: number }).port;
  adminCookie = await loginCookie(h.app);
  // This address has used up its failed logins (20 in 15 minutes), so a well-formed login or password change
  // answers 429 without running argon2: the run spends its time on input handling, not on password hashing.
  const em = h.orm.em.fork();
  for (let i = 0; i < 20; i++) await em.insert(LoginAttempt, { username: `fuzz-${i}`, ip: '127.0.0.1', createdAt: new Date() });

  const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      // Every /api/admin/* path needs the session.
      admin: path.startsWith('/admin/'),
    })),
  );

  // One statement: each table's rows hashed. A session's expiry and data roll
  // while the admin is served, which is not a change of data, so only which sessions exist counts.
  const tables = await h.orm.em.getConnection().execute<Array<{ tablename: string }>>(`select tablename from pg_tables where schemaname = current_schema() order by 1`);
  tablesSql = tables
    .map(({ tablename }) => {
      const source = tablename === 'http_session' ? '(select sid, user_id from http_session)' : `"${tablename}"`;
      // An order-free sum of row hashes: no sort, so it stays cheap while the log grows.
      return `select '${tablename}' as t, count(*)::int as n, coalesce(sum(hashtextextended(x::text, 0)), 0)::text as h from ${source} x`;
    })
    .join(' union all ');
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await h?.close();
});

async function checksum(): Promise<Record<string, string>> {
  const rows = await h.orm.em.getConnection().execute<Array<{ t: string; n: number; h: string }>>(tablesSql);
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

type Sent = { status: number; body: string };

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // A reset or hang-up is a dropped connection: the promise rejects and the case fails.
    req.on('error', reject);
    req.end(body);
  });
}

// ---- generators ------------------------------------------------------------------------------

// Values JSON.stringify cannot write are marked and put into the text afterwards.
const raw = (text: string) => `\u0001RAW:${text}\u0001`;
const unraw = (json: string) => json.replace(/"\\u0001RAW:([^"]*?)\\u0001"/g, (_m, text: string) => text);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const badScalar = fc.oneof(
  fc.constantFrom<unknown>(
    true,
    false,
    null,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    '',
    ' ',
    'a\0b',
    '\0',
    'x\ud800y',
    '\udc00',
    '0x2',
    ' 2 ',
    '2e0',
    'true',
    '2030-02-30',
    '<script>alert(1)</script>',
    "'; drop table project; --",
    '../../etc/passwd',
    '/images/../../x.svg',
    'javascript:alert(1)',
    'x'.repeat(6000),
    'ø'.repeat(3000),
    raw('1e309'),
    raw('-1e309'),
    raw('2e0'),
    raw('-0'),
    raw(nested(65)),
    raw(nested(5000)),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
);

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([2], [], {}, JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }) },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 4 }) },
);

function resolve(schema: Schema | undefined, doc: Record<string, Schema> = {}): Schema {
  if (schema?.$ref) return doc[schema.$ref.split('/').pop() ?? ''] ?? {};
  return schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema ?? {};
}

/** A value the schema would likely accept, so the bad field next to it is what gets tested. */
function plausible(s: Schema | undefined): unknown {
  const schema = resolve(s);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'email' ? 'ola@example.no' : schema.format === 'date' ? '2030-06-01' : 'Gyldig tekst for testen';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return null;
  }
}

const badId = fc.constantFrom('true', '%5B2%5D', '0x2', '%202%20', '2e0', '02', '9007199254740992', '2147483648', '1e309', '-1', '0', '1.5', '%00', '%ED%A0%80', 'abc', '%22%22', 'null');
const goodId = fc.constantFrom('1', '2', '3');
const badQuery = fc.constantFrom('1e309', 'true', '%00', '%ED%A0%80', 'x'.repeat(3000), '-1', '0x10', '9007199254740993', '%5B2%5D', '__proto__', '');

type Case = {
  op: number;
  admin: boolean;
  ids: string[];
  query: Array<[number, string]>;
  body: { kind: 'fields'; field: number; value: unknown; extra: boolean } | { kind: 'whole'; value: unknown } | { kind: 'bytes' } | { kind: 'huge' } | { kind: 'none' };
  contentType: string | null;
};

const caseArb = (opCount: number): fc.Arbitrary<Case> =>
  fc.record({
    op: fc.nat({ max: opCount - 1 }),
    admin: fc.boolean(),
    ids: fc.array(fc.oneof({ weight: 3, arbitrary: badId }, { weight: 1, arbitrary: goodId }), { minLength: 1, maxLength: 1 }),
    query: fc.array(fc.tuple(fc.nat({ max: 9 }), badQuery), { maxLength: 2 }),
    body: fc.oneof(
      { weight: 8, arbitrary: fc.record({ kind: fc.constant('fields' as const), field: fc.nat({ max: 20 }), value: badValue, extra: fc.boolean() }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: badValue }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'bytes' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'huge' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    ),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16') },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  });

/** Values no field of any schema may accept: the JSON rules refuse them wherever they are. */
function alwaysRefused(value: unknown): boolean {
  const text = JSON.stringify(value) ?? '';
  return /\\u0000|\\ud[89a-f][0-9a-f]{2}|__proto__|RAW:-?1e309|RAW:\[{65}/i.test(text);
}

function buildRequest(op: Operation, c: Case): { path: string; headers: Record<string, string>; body?: Buffer; mustRefuse: boolean } {
  let mustRefuse = op.admin && !c.admin;
  let path = `/api${op.path}`;
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const value = param.name === 'id' ? c.ids[0]! : c.ids[0] === '1' ? 'terrace' : c.ids[0]!;
    if (!/^[123]$/.test(c.ids[0]!)) mustRefuse = true;
    path = path.replace(`{${param.name}}`, value);
  }
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  if (queryParams.length && c.query.length) {
    path += `?${c.query.map(([i, v]) => `${queryParams[i % queryParams.length]!.name}=${v}`).join('&')}`;
  }
  const headers: Record<string, string> = {};
  if (c.admin) headers.cookie = adminCookie;
  if (c.contentType) headers['content-type'] = c.contentType;

  let body: Buffer | undefined;
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  if (hasBody || c.body.kind === 'whole') {
    switch (c.body.kind) {
      case 'fields': {
        if (alwaysRefused(c.body.value)) mustRefuse = true;
        const shape = plausible(op.body) as Record<string, unknown> | null;
        const fields = Object.keys(resolve(op.body).properties ?? {});
        const target = { ...(shape && typeof shape === 'object' ? shape : {}) };
        const key = fields.length ? fields[c.body.field % fields.length]! : 'id';
        target[key] = c.body.value;
        if (c.body.extra) target.id = c.body.value;
        body = Buffer.from(unraw(JSON.stringify(target)));
        break;
      }
      case 'whole':
        if (alwaysRefused(c.body.value) && hasBody) mustRefuse = true;
        body = Buffer.from(unraw(JSON.stringify(c.body.value) ?? 'null'));
        break;
      case 'bytes':
        mustRefuse = true;
        body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff, 0xfe]), Buffer.from('"}')]);
        break;
      case 'huge':
        mustRefuse = true;
        body = Buffer.from(JSON.stringify({ message: 'x'.repeat(120_000) }));
        break;
      case 'none':
        break;
    }
  }
  if (body && c.contentType !== 'application/json') mustRefuse = true;
  return { path, headers, body, mustRefuse };
}

// Wrong passwords are counted by design (a refused login or password change adds its attempt row).
const countsAttempts = (op: Operation) => op.path === '/login' || op.path === '/admin/update-password';

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`${RUNS} generated bad requests: no 5xx, no dropped connection, nothing changed by a refusal`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    // The admin must stay logged in, or the admin half of the run would test nothing but 401.
    const usable = operations.filter((op) => op.path !== '/logout' && op.path !== '/admin/update-username');
    let before = await checksum();
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(caseArb(usable.length), async (c) => {
        const op = usable[c.op]!;
        const { path, headers, body, mustRefuse } = buildRequest(op, c);
        const res = await send(op.method, path, headers, body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${op.method} ${path} ${body?.toString('utf8').slice(0, 120) ?? ''} → ${res.status} ${res.body.slice(0, 200)}`;
        expect(res.status, what).toBeLessThan(500);
        // A bad id, a value no schema accepts, a wrong content type, or an admin path without a session.
        if (mustRefuse) expect(res.status, what).toBeGreaterThanOrEqual(400);
        const after = await checksum();
        if (res.status >= 400) {
          const changed = Object.keys(after).filter((t) => after[t] !== before[t] && !(t === 'login_attempt' && countsAttempts(op)));
          expect(changed, `${op.method} ${path} answered ${res.status} and changed data`).toEqual([]);
        }
        before = after;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    // The run reached the procedures, not only the gate: refusals of several kinds, and the admin was served.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 4);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
    expect((await send('GET', '/api/admin/current-user', { cookie: adminCookie })).status).toBe(200);
    if (process.env.FUZZ_STATS) console.log(Object.fromEntries([...statuses].sort()));
  }, 300_000);
});
