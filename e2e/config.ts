import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

// Overridable so several test runs can share one machine (each with its own port, database and build).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? E2E_PORT + 51259);
// Not dist/web: that is what a running `npm start` serves, and `test:e2e` must not rebuild it underneath.
export const E2E_WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/e2e-web';
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-passord-123' };
/** The minimum fill time of the enquiry forms on the test server (a quicker form is refused with a message). */
export const E2E_MIN_FILL_SECONDS = 2;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The system Chromium (no browser download is possible here): CHROMIUM_PATH, else `chromium` or
 * `chromium-browser` on PATH (as `command -v` finds them), else Debian's and Ubuntu's usual paths.
 */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const onPath = ['chromium', 'chromium-browser'].flatMap((name) => dirs.map((dir) => join(dir, name)));
  return [...onPath, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(executable);
}
