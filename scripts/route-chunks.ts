// How the browser build is cut into chunks (vite.config.ts, rolldown's `codeSplitting.groups`).
//
// Left to itself, the bundler puts every set of modules shared by a different set of lazy routes
// into a chunk of its own. The back office shares most of Mantine with the public pages, so a
// public page loaded forty to fifty small chunks: each one a request, a preload the page adds
// after its first paint and a module to link, all costly on a slow phone. Here a module's chunk
// depends on the public pages only:
// - `app-router`, `app-vendor`, `app`: what the entry needs before any page (the router, the other
//   packages, the site's own code), in three chunks the page's loader runs a task each, rather than
//   one long task on a slow phone;
// - `public-<routes>`: what exactly those public routes use, beyond the app chunks. A module used by the
//   calculator alone goes with the calculator's page; one used by the contact page and the
//   calculator goes into a chunk the two share.
// Modules no public page uses (the back office's) are left to the bundler, so they never end up
// in a chunk a public page loads. The back office loads the public chunks it shares with them.

/** What the grouping reads of a module (rolldown's ModuleInfo has more). */
export type ModuleGraphInfo = { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
export type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

/** A public page's lazy component: `…/routes/_public.calculator.tsx?tsr-split=component`. */
const PUBLIC_SPLIT = /[\\/]routes[\\/](_public[^\\/?]*)\.tsx\?tsr-split=/;

/** `_public.projects.$id` → `projects-id`; the layout `_public` → `layout`. */
function routeName(file: string): string {
  return file.replace(/^_public\.?/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'layout';
}

const NAMED_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const ANY_IMPORT = /(?:import|export)\s*(?:[\w$]+\s*,\s*)?(?:\*(?:\s*as\s*[\w$]+)?|[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;

/** `a, b as c` → [[a, a], [b, c]]: each binding's imported (or local) and its new name. */
function bindings(list: string): [string, string][] {
  return list
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean)
    .map((b) => {
      const [from, to] = b.split(/\s+as\s+/);
      return [from!, to ?? from!];
    });
}

/** The package a file in node_modules belongs to: `…/node_modules/@mantine/core/esm/x.mjs` → `@mantine/core`. */
function packageOf(id: string): string | null {
  return /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/][^]*$/.exec(id)?.[1]?.replace(/\\/g, '/') ?? null;
}

/**
 * A package's index that only gathers other modules' exports (`import { a } from "./a"` …
 * `export { a, … }`), as Mantine, the router and react-query have: for each name it exports, the
 * specifier of the module it comes from. Null for any other module.
 */
function barrelExports(getModuleInfo: GetModuleInfo, id: string): Map<string, string> | null {
  const info = getModuleInfo(id);
  if (!info) return null;
  // The graph's objects stay the same through a build: each module is read once.
  if (!barrels.has(info)) barrels.set(info, readBarrel(id, info.code));
  return barrels.get(info)!;
}
const barrels = new WeakMap<ModuleGraphInfo, Map<string, string> | null>();

function readBarrel(id: string, code: string | null): Map<string, string> | null {
  if (!code || !packageOf(id) || !/export\s*\{/.test(code)) return null;
  const rest = code
    .replace(/\/\*[^]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/["']use client["'];?/g, '')
    .replace(NAMED_IMPORT, '')
    .replace(/export\s*\{[^}]*\};?/g, '')
    .replace(/;/g, '');
  if (rest.trim() !== '') return null;
  const local = new Map<string, string>();
  for (const [, list, spec] of code.matchAll(NAMED_IMPORT)) for (const [name, as] of bindings(list!)) local.set(as, `${spec}\0${name}`);
  const out = new Map<string, string>();
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const [name, as] of bindings(list!)) if (local.has(name)) out.set(as, local.get(name)!);
  }
  return out;
}

/** The module `spec` names among `from`'s imports: a package by its name, a file by its path. */
function resolveIn(getModuleInfo: GetModuleInfo, from: string, spec: string): string | undefined {
  const imported = getModuleInfo(from)?.importedIds ?? [];
  if (spec.startsWith('.')) {
    const base = from.replace(/[\\/][^\\/]*$/, '');
    const target = `${base}/${spec}`.split('/').reduce<string[]>((parts, part) => (part === '..' ? parts.slice(0, -1) : part === '.' ? parts : [...parts, part]), []).join('/');
    return imported.find((id) => id === target || id.replace(/\.[cm]?[jt]sx?$/, '') === target.replace(/\.[cm]?[jt]sx?$/, ''));
  }
  return imported.find((id) => packageOf(id) === spec && barrelExports(getModuleInfo, id) !== null) ?? imported.find((id) => packageOf(id) === spec);
}

/**
 * The modules `from` uses directly. Through a package's index only the modules of the names it
 * imports count: `import { Button } from '@mantine/core'` uses Button, not the hundred other
 * components the index lists (which the bundler drops, but which the import graph still shows).
 */
function uses(getModuleInfo: GetModuleInfo, from: string): string[] {
  const info = getModuleInfo(from);
  if (!info) return [];
  if (!used.has(info)) used.set(info, readUses(getModuleInfo, from, info));
  return used.get(info)!;
}
const used = new WeakMap<ModuleGraphInfo, string[]>();

function readUses(getModuleInfo: GetModuleInfo, from: string, info: ModuleGraphInfo): string[] {
  const code = info.code ?? '';
  const out: string[] = [];
  const named = new Map<string, string[]>();
  for (const [, list, spec] of code.matchAll(NAMED_IMPORT)) named.set(spec!, [...(named.get(spec!) ?? []), ...bindings(list!).map(([name]) => name)]);
  const specs = new Map<string, string>();
  for (const [, a, b] of code.matchAll(ANY_IMPORT)) {
    const spec = (a ?? b)!;
    const id = resolveIn(getModuleInfo, from, spec);
    if (id) specs.set(id, spec);
  }
  for (const id of info.importedIds) {
    const spec = specs.get(id);
    // Only names imported, and nothing else from the same index (a namespace or bare import).
    const onlyNamed = spec !== undefined && named.has(spec) && [...code.matchAll(ANY_IMPORT)].filter((m) => (m[1] ?? m[2]) === spec).length === [...code.matchAll(NAMED_IMPORT)].filter((m) => m[2] === spec).length;
    if (onlyNamed && barrelExports(getModuleInfo, id)) out.push(...throughBarrel(getModuleInfo, id, named.get(spec)!));
    else out.push(id);
  }
  return out;
}

/** The modules that `names`, imported from the index `barrel`, come from (through further indexes). */
function throughBarrel(getModuleInfo: GetModuleInfo, barrel: string, names: string[], depth = 0): string[] {
  const exports = barrelExports(getModuleInfo, barrel);
  if (!exports || depth > 8) return [barrel];
  const out: string[] = [];
  const next = new Map<string, string[]>();
  for (const name of names) {
    const origin = exports.get(name);
    if (!origin) continue;
    const [spec, imported] = origin.split('\0') as [string, string];
    const id = resolveIn(getModuleInfo, barrel, spec);
    if (!id) continue;
    next.set(id, [...(next.get(id) ?? []), imported]);
  }
  for (const [id, list] of next) {
    if (barrelExports(getModuleInfo, id)) out.push(...throughBarrel(getModuleInfo, id, list, depth + 1));
    else out.push(id);
  }
  return out;
}

/** Every module `from` uses, directly or not, without those in `stop`. */
function reach(from: string, getModuleInfo: GetModuleInfo, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    for (const next of uses(getModuleInfo, id)) todo.push(next);
  }
  return seen;
}

/**
 * The chunk of each module, by the rules above: a function for a `codeSplitting.groups` entry's
 * `name` (a null leaves the module to other groups and the bundler). `entry` is the entry module's
 * id. Worked out once per build (the graph objects are new in each) and kept.
 */
export function publicChunkNames(entry: string): (id: string, ctx: { getModuleInfo: GetModuleInfo }) => string | null {
  let forEntry: unknown = undefined;
  let names = new Map<string, string>();
  const build = (getModuleInfo: GetModuleInfo) => {
    const next = new Map<string, string>();
    const app = reach(entry, getModuleInfo, new Set());
    // The router's packages with all they use, then the other packages, then the site's own code:
    // each imports only those before it, so the loader can run them in that order.
    const router = new Set<string>();
    for (const id of app) if (packageOf(id)?.startsWith('@tanstack/')) for (const m of reach(id, getModuleInfo, router)) router.add(m);
    for (const id of app) {
      if (id === entry) continue;
      next.set(id, router.has(id) || id.startsWith('\0') ? 'app-router' : packageOf(id) ? 'app-vendor' : 'app');
    }
    const routes = new Map<string, string[]>();
    const pages = [...everyModule(getModuleInfo, entry)].filter((id) => PUBLIC_SPLIT.test(id));
    for (const id of pages) {
      const route = routeName(PUBLIC_SPLIT.exec(id)![1]!);
      for (const m of reach(id, getModuleInfo, app)) routes.set(m, [...(routes.get(m) ?? []), route]);
    }
    const onDemand = neededOnDemand(getModuleInfo, app, pages, routes);
    // A page's own lazy module keeps a chunk of its own: the build manifest names it by that module,
    // which is how the server finds each route's scripts and stylesheets (src/http/ssr-manifest.ts).
    for (const [id, list] of routes) {
      if (PUBLIC_SPLIT.test(id)) continue;
      next.set(id, `public-${[...new Set(list)].sort().join('+')}${onDemand.has(id) ? `+${ON_DEMAND}` : ''}`);
    }
    return next;
  };
  return (id, ctx) => {
    const info = ctx.getModuleInfo(entry);
    if (info !== forEntry) {
      forEntry = info;
      names = build((moduleId) => ctx.getModuleInfo(moduleId));
    }
    return names.get(id) ?? null;
  };
}

/** The name added to a page chunk's for the part of it that parts loading on demand elsewhere use. */
const ON_DEMAND = 'on-demand';

/**
 * Modules of public pages that a part loading on demand on another page uses (the contact page's
 * inspection form uses the select list the calculator shows; the project page's lightbox a few of
 * the calculator's Mantine helpers). Left in the page's chunk, opening that part would load the whole
 * of the other page's code; apart, in one `+on-demand` chunk per set of pages, it loads what it
 * uses, and the page that shows them all the time loads one more chunk. A part that uses more than
 * half of a chunk (the home page's calculator, of the calculator page's) loads the chunk as it is,
 * and so do parts that together use only a few helpers of a chunk: a request more on every load of
 * the page that shows them would cost more than it saves.
 */
function neededOnDemand(getModuleInfo: GetModuleInfo, app: ReadonlySet<string>, pages: readonly string[], routes: ReadonlyMap<string, string[]>): Set<string> {
  const setOf = (id: string) => [...new Set(routes.get(id))].sort().join('+');
  const size = (id: string) => getModuleInfo(id)?.code?.length ?? 0;
  const setSize = new Map<string, number>();
  for (const id of routes.keys()) if (!PUBLIC_SPLIT.test(id)) setSize.set(setOf(id), (setSize.get(setOf(id)) ?? 0) + size(id));
  // Each part a page loads on demand (from its own modules or the app's it uses), with the pages it
  // is loaded on. Those of every page (the layout's mobile menu) or of none (the toasts) are left as
  // they are: they would split every chunk they use.
  const parts = new Map<string, Set<string>>();
  for (const page of pages) {
    const route = routeName(PUBLIC_SPLIT.exec(page)![1]!);
    for (const id of reach(page, getModuleInfo, new Set())) {
      for (const lazy of getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (PUBLIC_SPLIT.test(lazy) || app.has(lazy) || routes.has(lazy) || !getModuleInfo(lazy)) continue;
        parts.set(lazy, new Set([...(parts.get(lazy) ?? []), route]));
      }
    }
  }
  for (const [part, hosts] of parts) if (hosts.has('layout')) parts.delete(part);
  // What the parts use from page chunks their pages do not load, by chunk.
  const needs = new Map<string, Set<string>>();
  for (const [part, hosts] of parts) {
    const bySet = new Map<string, string[]>();
    for (const id of reach(part, getModuleInfo, app)) {
      const on = routes.get(id);
      if (!on || PUBLIC_SPLIT.test(id) || on.some((r) => hosts.has(r))) continue;
      bySet.set(setOf(id), [...(bySet.get(setOf(id)) ?? []), id]);
    }
    for (const [set, ids] of bySet) {
      if (ids.reduce((n, id) => n + size(id), 0) * 2 > setSize.get(set)!) continue;
      needs.set(set, new Set([...(needs.get(set) ?? []), ...ids]));
    }
  }
  // A chunk more is a request more for the pages that load it: not worth it for a few helpers.
  const out = new Set<string>();
  for (const ids of needs.values()) if ([...ids].reduce((n, id) => n + size(id), 0) >= MIN_ON_DEMAND) for (const id of ids) out.add(id);
  return out;
}

/** The least source, in characters, that the parts must use of a chunk for it to be split (a few KB once minified). */
const MIN_ON_DEMAND = 8000;

/** Every module reachable from the entry through static and lazy imports. */
function everyModule(getModuleInfo: GetModuleInfo, entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) todo.push(next);
  }
  return seen;
}
