import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureAdmin } from '../modules/auth/auth.service';
import { ensureCompanySeed } from '../modules/company/company.service';
import { isFreshDatabase, seedDatabase, type SeedResult } from '../seeders/database-seeder';

export type FirstRunResult = {
  /** What was seeded; null when the database was not fresh. */
  seeded: SeedResult | null;
  /** `generatedPassword` is set only when the admin was just created without a configured password: print it once. */
  admin: { created: boolean; generatedPassword?: string };
};

/**
 * What every start does before serving: example content goes only into a database nobody has used
 * (so a deleted example never comes back), then the admin account is created if there is none.
 * The order matters: the admin account makes a database count as used.
 */
export async function prepareFirstRun(em: EntityManager, admin: { username: string; password?: string }): Promise<FirstRunResult> {
  const seeded = (await isFreshDatabase(em)) ? await seedDatabase(em) : null;
  // Not tied to a fresh database: one in use before the company facts moved into it needs them too.
  await ensureCompanySeed(em);
  return { seeded, admin: await ensureAdmin(em, admin.username, admin.password) };
}
