import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

// The database itself refuses what the code never writes, even from plain SQL (a script, a psql session).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const sql = (query: string, params: unknown[] = []) => h.orm.em.getConnection().execute(query, params);
const CHECK = { code: '23514' };
const NOT_NULL = { code: '23502' };
const UNIQUE = { code: '23505' };
const FOREIGN_KEY = { code: '23503' };

describe('database constraints', () => {
  it('activity_log accepts only the known actions and entity types', async () => {
    const insert = (action: string, entityType: string) =>
      sql('insert into activity_log (action, entity_type, created_at) values (?, ?, now())', [action, entityType]);
    await expect(insert('create', 'project')).resolves.toBeDefined();
    await expect(insert('publish', 'project')).rejects.toMatchObject(CHECK);
    await expect(insert('create', 'payment')).rejects.toMatchObject(CHECK);
  });

  it('a service cannot be its own parent', async () => {
    await expect(
      sql(`insert into service (id, title, category, parent_id, created_at, updated_at) values (9001, 'Egen forelder', 'small_jobs', 9001, now(), now())`),
    ).rejects.toMatchObject(CHECK);
    const [row] = await sql(`insert into service (title, category, created_at, updated_at) values ('Hovedtjeneste', 'large_projects', now(), now()) returning id`);
    await expect(sql('update service set parent_id = id where id = ?', [row!.id])).rejects.toMatchObject(CHECK);
  });

  it('a pricing parameter key is unique within its category, not across categories', async () => {
    const insert = (category: string) =>
      sql(`insert into pricing_parameter (category, parameter_key, parameter_name, parameter_value, created_at, updated_at) values (?, 'test_only_key', 'Test', '1', now(), now())`, [category]);
    await insert('terrace');
    await expect(insert('terrace')).rejects.toMatchObject(UNIQUE);
    await expect(insert('bathroom')).resolves.toBeDefined();
  });

  it('required columns refuse null', async () => {
    await expect(sql(`insert into project (title, category, created_at, updated_at) values (null, 'terrace', now(), now())`)).rejects.toMatchObject(NOT_NULL);
    await expect(sql(`insert into enquiry (created_at, type, name, email, message) values (now(), 'contact', 'Kari', null, 'Hei')`)).rejects.toMatchObject(NOT_NULL);
  });

  it('a session belongs to an existing admin and ends with the admin (ON DELETE CASCADE)', async () => {
    await expect(sql(`insert into http_session (sid, data, user_id, expires_at) values ('orphan', '{}', 987654, now())`)).rejects.toMatchObject(FOREIGN_KEY);
    const [admin] = await sql(`insert into admin_user (username, password_hash, created_at, updated_at) values ('midlertidig', 'x', now(), now()) returning id`);
    await sql(`insert into http_session (sid, data, user_id, expires_at) values ('doomed', '{}', ?, now() + interval '1 hour')`, [admin!.id]);
    await sql('delete from admin_user where id = ?', [admin!.id]);
    expect(await sql(`select sid from http_session where sid = 'doomed'`)).toEqual([]);
  });
});
