// Overridable so several test runs can share one machine (each with its own port, database and build).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? E2E_PORT + 51259);
export const E2E_WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/web';
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-passord-123' };
