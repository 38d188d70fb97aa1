// The deployment files set only settings the app reads: a misspelt or removed variable in the
// Dockerfile, compose.yaml or the server's env file would otherwise be ignored without a word.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envKeys, loadEnv, projectRoot } from './env';

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');

/** Names set by the Dockerfile's ENV instructions (`ENV A=1 \` continued lines included). */
function dockerfileEnv(text: string): string[] {
  const joined = text.replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .filter((line) => /^ENV\s/.test(line))
    .flatMap((line) => [...line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=/g)].map((m) => m[1]!));
}

type ComposeService = { environment?: Record<string, string> | string[] };
/** Names set in the environment of compose.yaml's app services (those built from this Dockerfile). */
function composeAppEnv(text: string): string[] {
  const doc = parse(text, { merge: true }) as { services: Record<string, ComposeService & { build?: unknown }> };
  const apps = Object.entries(doc.services).filter(([, s]) => s.build !== undefined);
  expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
  return apps.flatMap(([, s]) => (Array.isArray(s.environment) ? s.environment.map((e) => e.split('=')[0]!) : Object.keys(s.environment ?? {})));
}

/** Names in an env file (KEY=value lines, comments and blanks skipped). */
function envFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
  }
  return out;
}

const known = new Set(envKeys);

describe('deployment files', () => {
  it('the Dockerfile sets only settings of src/env.ts', () => {
    const names = dockerfileEnv(read('Dockerfile'));
    expect(names).toContain('UPLOAD_DIR');
    expect(names.filter((n) => !known.has(n))).toEqual([]);
  });

  it("compose.yaml's app instances set only settings of src/env.ts", () => {
    const names = composeAppEnv(read('compose.yaml'));
    expect(names).toContain('DATABASE_URL');
    expect(names.filter((n) => !known.has(n))).toEqual([]);
  });

  it("the server's env file sets only settings of src/env.ts, and they parse (with the unit's PORT and HOST)", () => {
    const values = envFile(read('deploy/skarpjern.env'));
    expect(Object.keys(values)).toContain('BACKUP_SCHEDULE');
    expect(Object.keys(values).filter((n) => !known.has(n))).toEqual([]);
    // What install.sh fills in, with stand-ins of the right shape.
    const filled = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        v.replace('@DOMAIN@', 'www.example.no').replace('@DB_PASSWORD@', 'pw').replace('@SESSION_SECRET@', 'x'.repeat(48)),
      ]),
    );
    const env = loadEnv({ ...filled, PORT: '3001', HOST: '127.0.0.1' });
    expect(env.NODE_ENV).toBe('production');
    expect(env.BACKUP_SCHEDULE).toBe('15 2 * * *');
  });

  it('the unit sets only PORT and HOST of the settings, and HOME for the process', () => {
    const unit = read('deploy/skarpjern@.service');
    const line = /^Environment=(.*)$/m.exec(unit)?.[1] ?? '';
    const names = [...line.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]!);
    expect(names.filter((n) => n !== 'HOME' && !known.has(n))).toEqual([]);
    expect(names).toEqual(['PORT', 'HOST', 'HOME']);
  });
});
