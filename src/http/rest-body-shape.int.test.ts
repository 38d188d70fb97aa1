import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityLog } from '../modules/activity/activity-log.entity';
import { Project } from '../modules/project/project.entity';
import { Service } from '../modules/service/service.entity';
import { seedDatabase } from '../seeders/database-seeder';
import { createHarness, loginCookie, type Harness } from '../test/harness';

// A REST body that is not an object (an array, a boolean, null) is refused before any procedure runs:
// the adapter spreads path parameters over the body, so it would otherwise be an empty update.

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.orm.em.fork());
  cookie = await loginCookie(h.app);
});
afterAll(async () => {
  await h?.close();
});

const patch = (url: string, body: string) =>
  h.app.inject({ method: 'PATCH', url, payload: body, headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:80' } });

describe('a REST body that is not an object', () => {
  it('answers 400 with a Norwegian message and changes nothing, the activity log included', async () => {
    const em = h.orm.em.fork();
    const project = await em.findOneOrFail(Project, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const service = await em.findOneOrFail(Service, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const urls = ['/api/admin/company', `/api/admin/projects/${project.id}`, `/api/admin/services/${service.id}`];
    const logged = await em.count(ActivityLog, {});
    const company = (await h.app.inject({ method: 'GET', url: '/api/admin/company', headers: { cookie } })).body;
    for (const url of urls) {
      for (const body of ['[null,null]', 'true', 'null', '[]', '5']) {
        const res = await patch(url, body);
        expect(res.statusCode, `${url} ${body}: ${res.body}`).toBe(400);
        expect(res.json<{ message: string }>().message, body).toBe('Forespørselen må være et JSON-objekt med feltene som skal lagres.');
      }
      // A bare JSON string is read as text by the body rules and refused there.
      expect((await patch(url, '"tekst"')).statusCode).toBe(400);
    }
    expect(await h.orm.em.fork().count(ActivityLog, {})).toBe(logged);
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/company', headers: { cookie } })).body).toBe(company);
    // An object (even an empty one) is still an update.
    expect((await patch('/api/admin/company', '{}')).statusCode).toBe(200);
  });
});
