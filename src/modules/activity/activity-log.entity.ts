import { EntitySchema } from '@mikro-orm/core';
import { activityActions, entityTypes } from '../../shared/domain';

export type ActivityDetails = Record<string, { from?: unknown; to?: unknown }>;

export class ActivityLog {
  id!: number;
  /** Null for actions by the public (an enquiry). Not a foreign key: the log outlives what it describes. */
  userId: number | null = null;
  action!: string;
  entityType!: string;
  entityId: number | null = null;
  /** What the row is about as it was named then (a title, an enquiry's reference), for when it is gone. */
  label: string | null = null;
  details: ActivityDetails | null = null;
  createdAt: Date = new Date();
}

export const ActivityLogSchema = new EntitySchema<ActivityLog>({
  class: ActivityLog,
  tableName: 'activity_log',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', nullable: true },
    // Enums: the database refuses an action or entity type the code never writes (docs/PRODUCT.md, section 7).
    action: { enum: true, items: () => [...activityActions], type: 'string' },
    entityType: { enum: true, items: () => [...entityTypes], type: 'string' },
    entityId: { type: 'integer', nullable: true },
    label: { type: 'string', length: 200, nullable: true },
    details: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date(), index: true },
  },
});
