import { EntitySchema } from '@mikro-orm/core';

export class AdminUser {
  id!: number;
  username!: string;
  /** argon2id hash; never leaves the server. */
  passwordHash!: string;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const AdminUserSchema = new EntitySchema<AdminUser>({
  class: AdminUser,
  tableName: 'admin_user',
  checks: [{ name: 'admin_user_username_not_blank', expression: 'length(TRIM(BOTH FROM username)) > 0' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    username: { type: 'string', length: 100, unique: true },
    passwordHash: { type: 'string', length: 255, hidden: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/** Failed logins, counted per username and IP for throttling. */
export class LoginAttempt {
  id!: number;
  username!: string;
  ip!: string;
  createdAt: Date = new Date();
}

export const LoginAttemptSchema = new EntitySchema<LoginAttempt>({
  class: LoginAttempt,
  tableName: 'login_attempt',
  indexes: [{ properties: ['username', 'ip', 'createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    username: { type: 'string', length: 200 },
    ip: { type: 'string', length: 64 },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
