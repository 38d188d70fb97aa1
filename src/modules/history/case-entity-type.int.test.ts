import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';

// The log names a customer's case `case`; the spec's REST list keeps saying `contact` to third parties.

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness({ ENQUIRY_MIN_FILL_SECONDS: '0' });
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });

describe("the activity log's entity type of a case", () => {
  it('is `case` in the log and the back office, `contact` in the spec’s REST list and its OpenAPI filter', async () => {
    const sent = await h.app.inject({ method: 'POST', url: '/api/contact', payload: { type: 'contact', name: 'Ola Nordmann', email: 'ola.sak@example.no', message: 'Hei, kan dere se på en dør?' } });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const stored = await h.orm.em.fork().find(ActivityLog, { entityId: id, action: 'create' });
    expect(stored.map((a) => a.entityType)).toEqual(['case']);

    const page = (await get('/api/admin/activity-logs/page?entityType=case')).json<{ items: Array<{ entityType: string; entityId: number }>; entityTypes: string[] }>();
    expect(page.items).toContainEqual(expect.objectContaining({ entityType: 'case', entityId: id }));
    expect(page.entityTypes).toContain('case');
    expect(page.entityTypes).not.toContain('contact');

    const rest = await get('/api/admin/activity-logs?entityType=contact');
    expect(rest.statusCode).toBe(200);
    const rows = rest.json<Array<{ entityType: string; entityId: number }>>();
    expect(rows).toContainEqual(expect.objectContaining({ entityType: 'contact', entityId: id }));
    expect(rows.every((r) => r.entityType === 'contact')).toBe(true);
    expect((await get('/api/admin/activity-logs')).json<Array<{ entityType: string }>>().map((r) => r.entityType)).not.toContain('case');
    expect((await get('/api/admin/activity-logs?entityType=case')).statusCode).toBe(400);

    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: { parameters?: Array<{ name: string; schema: { enum?: string[] } }> } }> }>();
    const filter = doc.paths['/admin/activity-logs']!.get!.parameters!.find((p) => p.name === 'entityType')!;
    expect(filter.schema.enum).toContain('contact');
    expect(filter.schema.enum).not.toContain('case');
  });
});
