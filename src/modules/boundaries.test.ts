import { ESLint } from 'eslint';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../env';
// @ts-expect-error: plain JavaScript config module without types (read by ESLint as it is).
import { moduleDeps, modules } from '../../module-boundaries.js';

// Imports between the modules go one way: the map has no cycle, covers every module, and `npm run lint`
// fails on a wrong-way import.

const deps = moduleDeps as Record<string, string[]>;
const names = modules as string[];

describe('module boundaries', () => {
  it('name every folder of src/modules, and only those', () => {
    const dir = join(projectRoot, 'src', 'modules');
    const folders = readdirSync(dir).filter((f) => statSync(join(dir, f)).isDirectory());
    expect([...names].sort()).toEqual(folders.sort());
  });

  it('form no cycle: every module can be placed after all it imports', () => {
    const placed = new Set<string>();
    let progress = true;
    while (progress) {
      progress = false;
      for (const m of names) {
        if (!placed.has(m) && deps[m]!.every((d) => placed.has(d))) {
          placed.add(m);
          progress = true;
        }
      }
    }
    expect(names.filter((m) => !placed.has(m))).toEqual([]);
  });

  const lint = async (file: string, code: string) => {
    const eslint = new ESLint({ cwd: projectRoot });
    const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('fail the lint for a wrong-way import and pass a right-way one', async () => {
    // A base service importing a feature, and a part of the case importing the read side.
    expect(await lint('src/modules/outbox/example.ts', "import { Quote } from '../quote/quote.entity';\nexport const q = Quote;\n")).toEqual([
      expect.stringContaining('src/modules/outbox may import only activity, company'),
    ]);
    expect(await lint('src/modules/booking/example.ts', "import { mailHealth } from '../dashboard/dashboard.service';\nexport const m = mailHealth;\n")).toHaveLength(1);
    expect(await lint('src/modules/quote/example.ts', "import { startBackgroundTasks } from '../../tasks/worker';\nexport const s = startBackgroundTasks;\n")).toHaveLength(1);
    // A feature importing the case and a base service is the right way.
    expect(await lint('src/modules/quote/example.ts', "import { transition } from '../enquiry/case';\nimport { queueMail } from '../outbox/outbox.service';\nexport const t = [transition, queueMail];\n")).toEqual([]);
  }, 60_000);
});
