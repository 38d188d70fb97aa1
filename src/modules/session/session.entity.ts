import { EntitySchema } from '@mikro-orm/core';

/** Server-side HTTP sessions (see session-store.ts); read and written with plain SQL. */
export class HttpSession {
  sid!: string;
  data!: Record<string, unknown>;
  userId: number | null = null;
  expiresAt!: Date;
}

export const HttpSessionSchema = new EntitySchema<HttpSession>({
  class: HttpSession,
  tableName: 'http_session',
  properties: {
    sid: { type: 'string', length: 128, primary: true },
    data: { type: 'json' },
    userId: { type: 'integer', nullable: true, index: true },
    expiresAt: { type: 'datetime', index: true },
  },
});
