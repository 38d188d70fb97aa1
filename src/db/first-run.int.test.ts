import type { MikroORM } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { AdminUser } from '../modules/auth/admin-user.entity';
import { ensureAdmin } from '../modules/auth/auth.service';
import { Company, FaqEntry, TeamMember } from '../modules/company/company.entity';
import { PricingParameter } from '../modules/pricing/pricing-parameter.entity';
import { Project } from '../modules/project/project.entity';
import { Service } from '../modules/service/service.entity';
import { createDatabase, dropDatabase } from '../test/test-server';
import { prepareFirstRun } from './first-run';
import { initOrm } from './orm';

// What `npm start` does to the database before serving, on a brand-new database (no admin yet).
const opened: Array<{ orm: MikroORM; name: string }> = [];

async function freshDatabase(): Promise<MikroORM> {
  const name = `firstrun_${randomBytes(6).toString('hex')}`;
  // Migrated: a copy of the run's migrated template (global-setup.ts); the migrations have tests of their own.
  const orm = await initOrm(await createDatabase(inject('pgBaseUrl'), name, inject('pgTemplate')), { pool: { min: 0, max: 3 } });
  opened.push({ orm, name });
  return orm;
}

afterEach(async () => {
  for (const { orm, name } of opened.splice(0)) {
    await orm.close(true);
    await dropDatabase(inject('pgBaseUrl'), name);
  }
});

const count = (orm: MikroORM, entity: typeof AdminUser | typeof Project | typeof Service | typeof PricingParameter) => orm.em.fork().count(entity, {});

describe('first start', () => {
  it('seeds a fresh database and creates the admin with a generated password, returned once', async () => {
    const orm = await freshDatabase();
    const first = await prepareFirstRun(orm.em.fork(), { username: 'admin' });
    expect(first.seeded?.projects).toBeGreaterThan(0);
    expect(first.seeded?.services).toBeGreaterThan(0);
    expect(first.seeded?.parameters).toBeGreaterThan(0);
    expect(first.admin.created).toBe(true);
    // The company record, its team and FAQ, from the seed.
    expect(await orm.em.fork().count(Company, {})).toBe(1);
    expect(await orm.em.fork().count(TeamMember, {})).toBe(2);
    expect(await orm.em.fork().count(FaqEntry, {})).toBe(4);
    const password = first.admin.generatedPassword!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const admin = await orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
    expect(admin.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await argon2.verify(admin.passwordHash, password)).toBe(true);

    // The next start: nothing seeded, no admin created, no password to print.
    const second = await prepareFirstRun(orm.em.fork(), { username: 'admin' });
    expect(second).toEqual({ seeded: null, admin: { created: false } });
    expect(await count(orm, AdminUser)).toBe(1);
  });

  it('uses ADMIN_PASSWORD when given, and prints no password', async () => {
    const orm = await freshDatabase();
    const result = await prepareFirstRun(orm.em.fork(), { username: 'eier', password: 'et-langt-passord-123' });
    expect(result.admin).toEqual({ created: true, generatedPassword: undefined });
    const admin = await orm.em.fork().findOneOrFail(AdminUser, { username: 'eier' });
    expect(await argon2.verify(admin.passwordHash, 'et-langt-passord-123')).toBe(true);
  });

  it('never seeds again once the examples are deleted', async () => {
    const orm = await freshDatabase();
    await prepareFirstRun(orm.em.fork(), { username: 'admin', password: 'et-langt-passord-123' });
    const em = orm.em.fork();
    await em.nativeDelete(Service, {});
    await em.nativeDelete(Project, {});
    await em.nativeDelete(PricingParameter, {});

    const again = await prepareFirstRun(orm.em.fork(), { username: 'admin', password: 'et-langt-passord-123' });
    expect(again.seeded).toBeNull();
    expect(await count(orm, Project)).toBe(0);
    expect(await count(orm, Service)).toBe(0);
    expect(await count(orm, PricingParameter)).toBe(0);
  });

  it('never creates a second admin, whatever ADMIN_USERNAME and ADMIN_PASSWORD say later', async () => {
    const orm = await freshDatabase();
    await prepareFirstRun(orm.em.fork(), { username: 'admin' });
    expect(await ensureAdmin(orm.em.fork(), 'admin2', 'et-annet-passord-456')).toEqual({ created: false });
    expect(await ensureAdmin(orm.em.fork(), 'admin')).toEqual({ created: false });
    const admins = await orm.em.fork().find(AdminUser, {});
    expect(admins.map((a) => a.username)).toEqual(['admin']);
  });
});
