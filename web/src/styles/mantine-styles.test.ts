// The site loads Mantine's styles per component (./mantine.ts). A component imported from '@mantine/core' without
// its stylesheet would render unstyled, and only on the page that uses it: this test names it instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = resolve(__dirname, '..');
const styles = resolve(__dirname, '../../../node_modules/@mantine/core/styles');
const list = readFileSync(join(__dirname, 'mantine.ts'), 'utf8');
const imported = [...list.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm)].map((m) => m[1]!);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the site's own code imports from '@mantine/core'. */
function usedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(web)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

// Components without a stylesheet of their own, built on others' (Mantine's sources).
const builtOn: Record<string, string[]> = {
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  NativeSelect: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Card: ['Paper'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
};

describe("Mantine's styles per component", () => {
  it('start with the global styles, then the documented reused components', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const reused = ['ScrollArea', 'UnstyledButton', 'VisuallyHidden', 'Paper', 'Popover', 'CloseButton', 'Group', 'Loader', 'Overlay', 'ModalBase', 'Input', 'InlineInput', 'Flex', 'FloatingIndicator', 'ActionIcon'];
    expect(imported.slice(3, 3 + reused.length)).toEqual(reused);
  });

  it('include the stylesheet of every component the site imports, and of what it is built on', () => {
    const missing: string[] = [];
    for (const name of usedComponents()) {
      const needs = [...(existsSync(join(styles, `${name}.layer.css`)) ? [name] : []), ...(builtOn[name] ?? [])];
      for (const sheet of needs) if (!imported.includes(sheet)) missing.push(`${name} needs ${sheet}`);
    }
    expect(missing).toEqual([]);
  });

  it('include the notifications package\'s own component (Notification) and name only files that exist', () => {
    expect(imported).toContain('Notification');
    for (const sheet of imported) expect(existsSync(join(styles, `${sheet}.layer.css`)), sheet).toBe(true);
  });
});
