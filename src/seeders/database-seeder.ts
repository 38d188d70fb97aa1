import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminUser } from '../modules/auth/admin-user.entity';
import { PricingParameter } from '../modules/pricing/pricing-parameter.entity';
import { Project } from '../modules/project/project.entity';
import { Service } from '../modules/service/service.entity';
import { defaultPricingParameters } from '../shared/pricing/catalogue';
import { seedProjects, seedServices } from './content';

export type SeedResult = { projects: number; services: number; parameters: number };

/** A database nobody has used yet: no admin account and no content. Only such a database is seeded on start. */
export async function isFreshDatabase(em: EntityManager): Promise<boolean> {
  const counts = await Promise.all([AdminUser, Project, Service, PricingParameter].map((e) => em.fork().count(e, {})));
  return counts.every((n) => n === 0);
}

/**
 * Example content and default prices, each kind only into an empty table, so nothing the admin
 * made is ever overwritten.
 */
export async function seedDatabase(em: EntityManager): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    const result: SeedResult = { projects: 0, services: 0, parameters: 0 };
    const empty = async (entity: typeof Project | typeof Service | typeof PricingParameter) => (await tx.count(entity, {})) === 0;
    const now = () => new Date();

    if (await empty(Project)) {
      // Numbered in the seed's order: the public list and the home page show them so.
      for (const [i, p] of seedProjects.entries()) {
        tx.create(Project, { ...p, displayOrder: i + 1, description: p.description ?? null, location: p.location ?? null, imageUrls: p.imageUrls?.length ? p.imageUrls : null, createdAt: now(), updatedAt: now() });
        result.projects++;
      }
    }
    if (await empty(Service)) {
      for (const s of seedServices) {
        const { children, ...fields } = s;
        const parent = tx.create(Service, { ...fields, parent: null, createdAt: now(), updatedAt: now() });
        result.services++;
        for (const child of children ?? []) {
          tx.create(Service, { ...child, category: child.category ?? s.category, parent, createdAt: now(), updatedAt: now() });
          result.services++;
        }
      }
    }
    if (await empty(PricingParameter)) {
      for (const p of defaultPricingParameters) {
        tx.create(PricingParameter, { ...p, createdAt: now(), updatedAt: now() });
        result.parameters++;
      }
    }
    return result;
  });
}
