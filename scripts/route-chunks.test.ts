import { describe, expect, it } from 'vitest';
import { publicChunkNames, type ModuleGraphInfo } from './route-chunks';

// A small build: the entry, Mantine's index and three of its components, two public pages sharing
// a form, and a back-office page.
const nm = '/app/node_modules/@mantine/core/esm';
const src = '/app/web/src';
type Module = { code: string; imports?: string[]; lazy?: string[] };
const modules: Record<string, Module> = {
  [`${src}/entry-client.tsx`]: {
    code: 'import { Title } from "@mantine/core";\nimport { labels } from "./lib/labels";',
    imports: [`${nm}/index.mjs`, `${src}/lib/labels.ts`],
    lazy: [`${src}/routes/_public.calculator.tsx?tsr-split=component`, `${src}/routes/_public.contact.tsx?tsr-split=component`, `${src}/routes/admin._shell.tsx?tsr-split=component`],
  },
  [`${src}/lib/labels.ts`]: { code: 'export const labels = {};' },
  [`${nm}/index.mjs`]: {
    code: '"use client";\nimport { Button } from "./Button.mjs";\nimport { Table, TableRow as Row } from "./Table.mjs";\nimport { Title } from "./Title.mjs";\n\nexport { Button, Row as TableRow, Table, Title };\n//# sourceMappingURL=index.mjs.map',
    imports: [`${nm}/Button.mjs`, `${nm}/Table.mjs`, `${nm}/Title.mjs`],
  },
  [`${nm}/Button.mjs`]: { code: 'export function Button() {}' },
  [`${nm}/Table.mjs`]: { code: 'export function Table() {}' },
  [`${nm}/Title.mjs`]: { code: 'export function Title() {}' },
  [`${src}/routes/_public.calculator.tsx?tsr-split=component`]: {
    code: 'import { Button, Title } from "@mantine/core";\nimport { Form } from "../components/Form";\nimport { calc } from "../lib/calc";',
    imports: [`${nm}/index.mjs`, `${src}/components/Form.tsx`, `${src}/lib/calc.ts`],
  },
  [`${src}/lib/calc.ts`]: { code: 'export const calc = 1;' },
  [`${src}/routes/_public.contact.tsx?tsr-split=component`]: {
    code: 'import { Form } from "../components/Form";',
    imports: [`${src}/components/Form.tsx`],
  },
  [`${src}/components/Form.tsx`]: { code: 'import { labels } from "../lib/labels";', imports: [`${src}/lib/labels.ts`] },
  [`${src}/routes/admin._shell.tsx?tsr-split=component`]: {
    code: 'import { Table, Button } from "@mantine/core";\nimport { secret } from "../components/admin/secret";',
    imports: [`${nm}/index.mjs`, `${src}/components/admin/secret.ts`],
  },
  [`${src}/components/admin/secret.ts`]: { code: 'export const secret = 1;' },
};

const getModuleInfo = (id: string): ModuleGraphInfo | null => {
  const m = modules[id];
  return m ? { code: m.code, importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [] } : null;
};

describe('the chunk of each module', () => {
  const name = publicChunkNames(`${src}/entry-client.tsx`);
  const chunkOf = (id: string) => name(id, { getModuleInfo });

  it('what the entry uses goes into the app chunks, through an index only the components it imports', () => {
    expect(chunkOf(`${nm}/Title.mjs`)).toBe('app-vendor');
    expect(chunkOf(`${src}/lib/labels.ts`)).toBe('app');
    // The entry itself stays the entry.
    expect(chunkOf(`${src}/entry-client.tsx`)).toBeNull();
  });

  it('a module one public page uses goes with that page; one two pages use goes into a chunk they share', () => {
    expect(chunkOf(`${nm}/Button.mjs`)).toBe('public-calculator');
    expect(chunkOf(`${src}/lib/calc.ts`)).toBe('public-calculator');
    expect(chunkOf(`${src}/components/Form.tsx`)).toBe('public-calculator+contact');
  });

  it('what only the back office uses is left to the bundler, so no public chunk carries it', () => {
    expect(chunkOf(`${nm}/Table.mjs`)).toBeNull();
    expect(chunkOf(`${src}/components/admin/secret.ts`)).toBeNull();
  });

  it("a page's own lazy module keeps a chunk of its own, the one the build manifest names", () => {
    expect(chunkOf(`${src}/routes/_public.calculator.tsx?tsr-split=component`)).toBeNull();
    expect(chunkOf(`${src}/routes/admin._shell.tsx?tsr-split=component`)).toBeNull();
  });

  it('a namespace import takes all of an index', () => {
    const ns: Record<string, Module> = { ...modules, [`${src}/routes/_public.contact.tsx?tsr-split=component`]: { code: 'import * as M from "@mantine/core";', imports: [`${nm}/index.mjs`] } };
    const info = (id: string): ModuleGraphInfo | null => {
      const m = ns[id];
      return m ? { code: m.code, importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [] } : null;
    };
    const names = publicChunkNames(`${src}/entry-client.tsx`);
    expect(names(`${nm}/Table.mjs`, { getModuleInfo: info })).toBe('public-contact');
  });

  describe('parts a page loads on demand', () => {
    // The contact page loads a form on demand that uses the calculator's Button; the home page a
    // widget that uses most of what the calculator page has. `button` is the Button's size in characters.
    const names = (button: number) => {
      const graph: Record<string, Module> = {
        ...modules,
        [`${src}/entry-client.tsx`]: { ...modules[`${src}/entry-client.tsx`]!, lazy: [...modules[`${src}/entry-client.tsx`]!.lazy!, `${src}/routes/_public.index.tsx?tsr-split=component`] },
        [`${nm}/Button.mjs`]: { code: `export function Button() { return "${'b'.repeat(button)}"; }` },
        [`${src}/lib/calc.ts`]: { code: `export const calc = "${'x'.repeat(40_000)}";` },
        [`${src}/routes/_public.contact.tsx?tsr-split=component`]: {
          code: 'import { Form } from "../components/Form";',
          imports: [`${src}/components/Form.tsx`],
          lazy: [`${src}/components/Inspection.tsx`],
        },
        [`${src}/components/Inspection.tsx`]: { code: 'import { Button } from "@mantine/core";', imports: [`${nm}/index.mjs`] },
        [`${src}/routes/_public.index.tsx?tsr-split=component`]: { code: 'const W = () => import("../components/Widget");', lazy: [`${src}/components/Widget.tsx`] },
        [`${src}/components/Widget.tsx`]: { code: 'import { calc } from "../lib/calc";', imports: [`${src}/lib/calc.ts`] },
      };
      const info = (id: string): ModuleGraphInfo | null => {
        const m = graph[id];
        return m ? { code: m.code, importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [] } : null;
      };
      const name = publicChunkNames(`${src}/entry-client.tsx`);
      return (id: string) => name(id, { getModuleInfo: info });
    };

    it("what such a part uses of another page's chunk goes apart, so it does not load that page's code", () => {
      const of = names(10_000);
      expect(of(`${nm}/Button.mjs`)).toBe('public-calculator+on-demand');
      // The part itself is the bundler's: no page loads it at first.
      expect(of(`${src}/components/Inspection.tsx`)).toBeNull();
    });

    it('a part that uses most of a chunk loads it as it is', () => {
      expect(names(10_000)(`${src}/lib/calc.ts`)).toBe('public-calculator');
    });

    it('a few helpers are not worth a chunk of their own: the part loads the chunk they are in', () => {
      expect(names(100)(`${nm}/Button.mjs`)).toBe('public-calculator');
    });
  });
});
