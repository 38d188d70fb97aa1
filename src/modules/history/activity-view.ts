import type { EntityManager } from '@mikro-orm/postgresql';
import { entityTypeFromApi, entityTypeToApi, type ApiEntityType, type EntityType } from '../../shared/domain';
import type { ActivityLogDto, ActivityPage, ActivityPageQuery } from '../../shared/schemas/activity';
import { ActivityLog } from '../activity/activity-log.entity';
import { shortLabel } from '../activity/activity.service';
import { AdminUser } from '../auth/admin-user.entity';
import { Company, FaqEntry, TeamMember } from '../company/company.entity';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Image } from '../image/image.entity';
import { PricingParameter } from '../pricing/pricing-parameter.entity';
import { Project } from '../project/project.entity';
import { Service } from '../service/service.entity';

// The activity log as the owner reads it: each row named from today's rows. Read side: it names
// entities of every feature, so it sits above them (no feature imports it).

type Names = { label: string | null; userName: string | null };

export function toActivityDto(a: ActivityLog, names: Names = { label: a.label, userName: null }): ActivityLogDto {
  return {
    id: a.id,
    userId: a.userId,
    userName: names.userName,
    action: a.action,
    entityType: a.entityType,
    entityId: a.entityId,
    label: names.label,
    details: a.details,
    createdAt: a.createdAt.toISOString(),
  };
}

type Namer = (em: EntityManager, ids: number[]) => Promise<Map<number, string>>;

const byId = <T extends { id: number }>(rows: T[], name: (r: T) => string | null) =>
  new Map(rows.flatMap((r) => {
    const n = shortLabel(name(r));
    return n ? [[r.id, n] as const] : [];
  }));

/**
 * How each entity type is named today. An enquiry shows its reference and the customer's name while
 * the enquiry holds it (the name is read here, never stored in the log, so anonymising the enquiry
 * removes it from the log's view too).
 */
const namers: Partial<Record<EntityType, Namer>> = {
  project: async (em, ids) => byId(await em.find(Project, { id: { $in: ids } }, { fields: ['title'] }), (r) => r.title),
  service: async (em, ids) => byId(await em.find(Service, { id: { $in: ids } }, { fields: ['title'] }), (r) => r.title),
  pricingparameter: async (em, ids) => byId(await em.find(PricingParameter, { id: { $in: ids } }, { fields: ['parameterName'] }), (r) => r.parameterName),
  case: async (em, ids) =>
    byId(await em.find(Enquiry, { id: { $in: ids } }, { fields: ['reference', 'name'] }), (r) => (r.name ? `${r.reference} ${r.name}` : r.reference)),
  user: async (em, ids) => byId(await em.find(AdminUser, { id: { $in: ids } }, { fields: ['username'] }), (r) => r.username),
  company: async (em, ids) => byId(await em.find(Company, { id: { $in: ids } }, { fields: ['name'] }), (r) => r.name),
  teammember: async (em, ids) => byId(await em.find(TeamMember, { id: { $in: ids } }, { fields: ['name'] }), (r) => r.name),
  faq: async (em, ids) => byId(await em.find(FaqEntry, { id: { $in: ids } }, { fields: ['question'] }), (r) => r.question),
  image: async (em, ids) => byId(await em.find(Image, { id: { $in: ids } }, { fields: ['alt'] }), (r) => r.alt),
};

/**
 * Log rows as the owner reads them: each names what it is about from the current rows (a renamed
 * project shows its new title), else the label kept when it was written (a deleted one), and the
 * acting user by username.
 */
export async function describeActivities(em: EntityManager, rows: ActivityLog[]): Promise<ActivityLogDto[]> {
  const idsOf = new Map<string, Set<number>>();
  for (const r of rows) {
    if (r.entityId === null) continue;
    const set = idsOf.get(r.entityType) ?? new Set<number>();
    set.add(r.entityId);
    idsOf.set(r.entityType, set);
  }
  const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const [names, users] = await Promise.all([
    Promise.all(
      [...idsOf].map(async ([type, ids]) => {
        const namer = namers[type as EntityType];
        return [type, namer ? await namer(em.fork(), [...ids]) : new Map<number, string>()] as const;
      }),
    ),
    userIds.length ? em.fork().find(AdminUser, { id: { $in: userIds } }, { fields: ['username'] }) : Promise.resolve([]),
  ]);
  const nameOf = new Map(names);
  const userName = new Map(users.map((u) => [u.id, u.username]));
  return rows.map((r) =>
    toActivityDto(r, {
      label: (r.entityId !== null ? nameOf.get(r.entityType)?.get(r.entityId) : undefined) ?? r.label,
      userName: r.userId !== null ? (userName.get(r.userId) ?? null) : null,
    }),
  );
}

type Filters = { action?: string; entityType?: string };

const where = (f: Filters) => ({ ...(f.action ? { action: f.action } : {}), ...(f.entityType ? { entityType: f.entityType } : {}) });
const newestFirst = { createdAt: 'desc', id: 'desc' } as const;

/** The spec's REST list: the case's rows say `contact`, as the spec names them to third parties. */
export async function listActivities(em: EntityManager, f: { action?: string; entityType?: ApiEntityType; limit?: number; offset?: number } = {}): Promise<ActivityLogDto[]> {
  const filters = { action: f.action, entityType: f.entityType ? entityTypeFromApi(f.entityType) : undefined };
  const rows = await em.find(ActivityLog, where(filters), { orderBy: newestFirst, limit: f.limit ?? 1000, offset: f.offset ?? 0 });
  return (await describeActivities(em, rows)).map((a) => ({ ...a, entityType: entityTypeToApi(a.entityType) }));
}

/** One page of the log, filtered on the server, with the total and every entity type present. */
export async function activityPage(em: EntityManager, q: ActivityPageQuery): Promise<ActivityPage> {
  const [rows, total] = await em.findAndCount(ActivityLog, where(q), { orderBy: newestFirst, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const types = await em.getConnection().execute<Array<{ entity_type: string }>>('select distinct entity_type from activity_log order by entity_type');
  return { items: await describeActivities(em, rows), total, page: q.page, pageSize: q.pageSize, entityTypes: types.map((t) => t.entity_type) };
}
