// Turns Vite's build manifest into the router's asset manifest: for each route, the scripts to
// preload and the stylesheets to link, so a server-rendered page arrives with exactly the CSS its
// first view needs (and the modules it will run) and nothing from other pages or the back office.

type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;

type RouteAssets = { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string> }[] };
/**
 * `inlineCss`: the text of each stylesheet by its address. The router then puts the stylesheets of
 * the matched routes into one <style> in the page instead of linking them, so the first paint waits
 * for no stylesheet request.
 */
export type RouterAssetManifest = { routes: Record<string, RouteAssets>; inlineCss?: { styles: Record<string, string> } };

/**
 * The route id of a flat file route: `_public.projects.$id.tsx` → `/_public/projects/$id`,
 * `_public.index.tsx` → `/_public/`, `__root.tsx` → `__root__`.
 */
export function routeIdOfFile(file: string): string {
  const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  if (name === '__root') return '__root__';
  const segments = name.split('.');
  const path = segments.map((s) => (s === 'index' ? '' : s)).join('/');
  return `/${path}`;
}

/**
 * Every chunk a chunk imports statically, without those in `skip`, each after what it imports: the
 * order the page's loader runs them in (so each runs in a task of its own), and the cascade order of
 * their stylesheets, as in one bundle (a shared component's styles, Mantine's among them, before
 * those of the page that uses and overrides them).
 */
function closure(manifest: ViteManifest, key: string, skip: Set<string>): ViteChunk[] {
  const out: ViteChunk[] = [];
  const seen = new Set<string>(skip);
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    for (const i of chunk.imports ?? []) visit(i);
    out.push(chunk);
  };
  visit(key);
  return out;
}

const uniq = (list: string[]) => [...new Set(list)];

/** With `readCss` (a built stylesheet's text by its file name), the stylesheets are inlined. */
export function routerManifest(manifest: ViteManifest, readCss?: (file: string) => string): RouterAssetManifest {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const entryChunks = closure(manifest, entryKey, new Set());
  const entryKeys = new Set(Object.keys(manifest).filter((k) => entryChunks.includes(manifest[k]!)));
  const routes: Record<string, RouteAssets> = {
    __root__: {
      preloads: uniq(entryChunks.map((c) => `/${c.file}`)),
      css: uniq(entryChunks.flatMap((c) => c.css ?? []).map((f) => `/${f}`)),
      scripts: [{ attrs: { type: 'module', src: `/${manifest[entryKey]!.file}` } }],
    },
  };
  for (const key of Object.keys(manifest)) {
    // A route's component chunk (autoCodeSplitting names it `<file>?tsr-split=component…`).
    const match = /(?:^|\/)routes\/([^?]+)\?tsr-split=component/.exec(key);
    if (!match) continue;
    const chunks = closure(manifest, key, entryKeys);
    const id = routeIdOfFile(match[1]!);
    const previous = routes[id] ?? {};
    routes[id] = {
      preloads: uniq([...(previous.preloads ?? []), ...chunks.map((c) => `/${c.file}`)]),
      css: uniq([...(previous.css ?? []), ...chunks.flatMap((c) => c.css ?? []).map((f) => `/${f}`)]),
    };
  }
  if (!readCss) return { routes };
  const styles: Record<string, string> = {};
  for (const href of new Set(Object.values(routes).flatMap((r) => r.css ?? []))) styles[href] = readCss(href.slice(1));
  return { routes, inlineCss: { styles } };
}

/**
 * The scripts of a part loaded on demand (web/src/lib/preloadable.tsx), named by its module's path
 * in the web app (`src/components/Contact/InspectionForm.tsx`), each after what it imports, without
 * the entry's: a page the server rendered it on runs them with its own, so it can hydrate at once.
 * Empty for a name the build does not know.
 */
export function partModules(manifest: ViteManifest, source: string): string[] {
  if (!manifest[source]) return [];
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entryChunks = entryKey ? closure(manifest, entryKey, new Set()) : [];
  const entryKeys = new Set(Object.keys(manifest).filter((k) => entryChunks.includes(manifest[k]!)));
  return closure(manifest, source, entryKeys).map((c) => `/${c.file}`);
}
