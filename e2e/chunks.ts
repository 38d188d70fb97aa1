// Which built chunks belong to the back office only, from Vite's build manifest: everything that
// admin routes import, minus everything the entry and the public routes import. A public page that
// loads one of these has pulled admin code into the public site.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CHUNKS } from '../src/http/build-files';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const isAdminSource = (key: string) => /(^|\/)routes\/admin[._]|\/components\/admin\//.test(key);

function reach(manifest: Manifest, roots: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

/** Built files (as URL paths, e.g. /assets/x.js) that only the back office uses. */
export function adminOnlyFiles(webRoot: string): Set<string> {
  const path = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No build manifest at ${path}: build with \`vite build\` (manifest is on in vite.config.ts).`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const roots = keys.filter((k) => manifest[k]!.isEntry || manifest[k]!.isDynamicEntry);
  const admin = reach(manifest, roots.filter(isAdminSource));
  const publicFiles = reach(manifest, roots.filter((k) => !isAdminSource(k)));
  return new Set([...admin].filter((f) => !publicFiles.has(f)));
}

/** The built file (as a URL path) of the chunk whose module is `source` (its path in the web app, e.g. `src/components/X.tsx`). */
export function chunkFile(webRoot: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const key = Object.keys(manifest).find((k) => k === source || k.endsWith(`/${source}`));
  if (!key) throw new Error(`No chunk for ${source} in the build manifest`);
  return `/${manifest[key]!.file}`;
}

/**
 * The built files (as URL paths) of a route file's split chunks, from the build's list (vite.config.ts
 * `routeChunks`); an empty list means the build found none for it.
 */
export function routeChunkFiles(webRoot: string, routeFile: string): string[] {
  const byRoute = JSON.parse(readFileSync(join(webRoot, ROUTE_CHUNKS), 'utf8')) as Record<string, string[]>;
  return (byRoute[routeFile] ?? []).map((file) => `/${file}`);
}
