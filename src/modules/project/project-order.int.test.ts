import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness();
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: { cookie, origin: 'http://localhost:80' }, ...(payload ? { payload } : {}) });
const titles = async (url: string) => ((await api('GET', url)).json() as Array<{ title: string }>).map((p) => p.title);

describe("the owner's project order", () => {
  it('a featured order set by the owner is the order of the home page, the public list and the admin list', async () => {
    // Created in this order; a new project (place 0) comes first, the newest of equals first.
    for (const [title, featured] of [
      ['Prosjekt A', true],
      ['Prosjekt B', false],
      ['Prosjekt C', true],
      ['Prosjekt D', true],
      ['Prosjekt E', true],
    ] as const) {
      expect((await api('POST', '/admin/projects', { title, category: 'terrace', featured })).statusCode).toBe(201);
    }
    expect(await titles('/projects/featured')).toEqual(['Prosjekt E', 'Prosjekt D', 'Prosjekt C', 'Prosjekt A']);

    const ids = Object.fromEntries(((await api('GET', '/admin/projects')).json() as Array<{ id: number; title: string }>).map((p) => [p.title, p.id]));
    const logsBefore = await h.orm.em.fork().count(ActivityLog, {});
    // E D C B A: A moves up past B, C and D; the fourth featured project becomes the home page's second.
    for (let i = 0; i < 3; i++) {
      const moved = await api('POST', `/admin/projects/${ids['Prosjekt A']}/move`, { direction: 'up' });
      expect(moved.statusCode).toBe(200);
    }
    const featured = await titles('/projects/featured');
    expect(featured).toEqual(['Prosjekt E', 'Prosjekt A', 'Prosjekt D', 'Prosjekt C']);
    expect(await titles('/projects')).toEqual(['Prosjekt E', 'Prosjekt A', 'Prosjekt D', 'Prosjekt C', 'Prosjekt B']);
    expect(await titles('/admin/projects')).toEqual(await titles('/projects'));

    // Each project whose place changed has its row, named by its title.
    const logs = await h.orm.em.fork().find(ActivityLog, { id: { $gt: 0 } }, { orderBy: { id: 'asc' }, offset: logsBefore });
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) {
      expect(log).toMatchObject({ action: 'update', entityType: 'project' });
      expect(log.label).toMatch(/^Prosjekt [A-E]$/);
      expect(Object.keys(log.details ?? {})).toEqual(['displayOrder']);
    }
    expect(logs.some((l) => l.label === 'Prosjekt A')).toBe(true);
  });

  it('API clients set the place with displayOrder; moving the first one up changes nothing', async () => {
    const all = (await api('GET', '/admin/projects')).json() as Array<{ id: number; title: string; displayOrder: number }>;
    const last = all.at(-1)!;
    const res = await api('PATCH', `/admin/projects/${last.id}`, { displayOrder: 0 });
    expect(res.json()).toMatchObject({ displayOrder: 0 });
    expect((await titles('/projects'))[0]).toBe(last.title);

    const first = await api('POST', `/admin/projects/${last.id}/move`, { direction: 'up' });
    expect(first.statusCode).toBe(200);
    expect((await titles('/projects'))[0]).toBe(last.title);

    expect((await api('PATCH', `/admin/projects/${last.id}`, { displayOrder: -1 })).statusCode).toBe(400);
    expect((await api('POST', `/admin/projects/${last.id}/move`, { direction: 'sideways' })).statusCode).toBe(400);
    expect((await api('POST', '/admin/projects/99999/move', { direction: 'up' })).statusCode).toBe(404);
  });
});
