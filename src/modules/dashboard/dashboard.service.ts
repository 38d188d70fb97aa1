import type { EntityManager } from '@mikro-orm/postgresql';
import { calculators, calculatorTypes } from '../../shared/calculators';
import { missingRequiredPrices } from '../../shared/calculators/price-effects';
import type { DashboardStats, MissingPrices } from '../../shared/schemas/dashboard';
import { ActivityLog } from '../activity/activity-log.entity';
import { toActivityDto } from '../activity/activity.service';
import { Enquiry } from '../enquiry/enquiry.entity';
import { mailHealth } from '../mail/mail.service';
import { PricingParameter } from '../pricing/pricing-parameter.entity';
import { Project } from '../project/project.entity';
import { Service } from '../service/service.entity';

/** Every calculator that lacks a required price in its active parameters. */
export async function missingPrices(em: EntityManager): Promise<MissingPrices[]> {
  const active = await em.find(PricingParameter, { isActive: true }, { fields: ['category', 'parameterKey', 'parameterValue'] });
  return calculatorTypes.flatMap((type) => {
    const list = active.filter((p) => p.category === type);
    const missing = missingRequiredPrices(type, list);
    if (missing.length === 0) return [];
    return [{ type, label: calculators[type].meta.label, prices: missing.map((e) => ({ key: e.key, label: e.label })) }];
  });
}

/** The counters, the five newest activities, the price warnings and the mail health of the dashboard. */
export async function dashboardStats(em: EntityManager): Promise<DashboardStats> {
  const [projects, services, enquiries, activities, latest, missing, mail] = await Promise.all([
    em.fork().count(Project, {}),
    em.fork().count(Service, {}),
    em.fork().count(Enquiry, {}),
    em.fork().count(ActivityLog, {}),
    em.fork().find(ActivityLog, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 5 }),
    missingPrices(em.fork()),
    mailHealth(em.fork()),
  ]);
  return { projects, services, enquiries, activities, latestActivities: latest.map(toActivityDto), missingPrices: missing, mail };
}
