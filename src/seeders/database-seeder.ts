import type { EntityManager } from '@mikro-orm/postgresql';
import { PricingParameter } from '../modules/pricing/pricing-parameter.entity';
import { Project } from '../modules/project/project.entity';
import { Service } from '../modules/service/service.entity';
import { defaultPricingParameters } from '../shared/pricing/catalogue';
import { seedProjects, seedServices } from './content';

export type SeedResult = { projects: number; services: number; parameters: number };

/**
 * Example content and default prices. Each kind is seeded only while its table is empty, so the
 * admin's own content is never overwritten and a deleted example does not come back on restart...
 * unless every row of that kind was deleted, which is treated as a fresh database only on first run.
 */
export async function seedDatabase(em: EntityManager, opts: { onlyIfEmpty: boolean } = { onlyIfEmpty: true }): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    const result: SeedResult = { projects: 0, services: 0, parameters: 0 };
    const empty = async (entity: typeof Project | typeof Service | typeof PricingParameter) => !opts.onlyIfEmpty || (await tx.count(entity, {})) === 0;
    const now = () => new Date();

    if (await empty(Project)) {
      for (const p of seedProjects) {
        tx.create(Project, { ...p, description: p.description ?? null, location: p.location ?? null, imageUrls: p.imageUrls?.length ? p.imageUrls : null, createdAt: now(), updatedAt: now() });
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
