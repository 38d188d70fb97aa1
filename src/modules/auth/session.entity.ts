import { EntitySchema, type Ref } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity';

/** Server-side HTTP sessions (see session-store.ts); read and written with plain SQL. */
export class HttpSession {
  sid!: string;
  data!: Record<string, unknown>;
  /** Column user_id: the logged-in admin; deleting the admin ends their sessions (ON DELETE CASCADE). */
  user: Ref<AdminUser> | null = null;
  expiresAt!: Date;
}

export const HttpSessionSchema = new EntitySchema<HttpSession>({
  class: HttpSession,
  tableName: 'http_session',
  properties: {
    sid: { type: 'string', length: 128, primary: true },
    data: { type: 'json' },
    user: { kind: 'm:1', entity: () => AdminUser, ref: true, nullable: true, fieldName: 'user_id', deleteRule: 'cascade', updateRule: 'cascade', index: true },
    expiresAt: { type: 'datetime', index: true },
  },
});
