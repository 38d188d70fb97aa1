import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { entryManifest, publicPageManifest, routeIdOfFile, type RouteFiles, type ViteManifest } from './ssr';

describe('route ids of route files', () => {
  it('are the ids the generated route tree gives each file', () => {
    const tree = readFileSync(resolve(__dirname, '../../web/src/routeTree.gen.ts'), 'utf8');
    const byId = tree.slice(tree.indexOf('export interface FileRoutesById'));
    const ids = new Set([...byId.slice(0, byId.indexOf('}')).matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]!));
    const files = readdirSync(resolve(__dirname, '../../web/src/routes')).filter((f) => f.endsWith('.tsx') && !f.startsWith('__root') && !f.includes('.test.'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(ids, file).toContain(routeIdOfFile(file.replace(/\.tsx$/, '')));
  });
});

// A build manifest as Vite writes it: the entry, the chunks it imports, and a route's split component with its own
// (keyed by whatever module id the router plugin gives it), with the build's list of each route file's chunks.
const vite: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'style.css': { file: 'assets/style.css' },
  'src/routes/admin.login.tsx?split': { file: 'assets/admin.login.js', imports: ['src/entry-client.tsx', '_react.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/routes/_public.about.tsx?split': { file: 'assets/about.js', imports: ['src/entry-client.tsx'] },
};
const routeFiles: RouteFiles = { 'admin.login.tsx': ['assets/admin.login.js'], '_public.about.tsx': ['assets/about.js'] };

describe('the manifests the router writes into pages', () => {
  it("the back office preloads a matched route's own chunks beside the entry's, and nothing twice", () => {
    const manifest = entryManifest(vite, routeFiles);
    expect(manifest.routes[rootRouteId]!.preloads).toEqual(['/assets/react.js']);
    expect(manifest.routes['/admin/login']!.preloads).toEqual(['/assets/admin.login.js', '/assets/form.js', '/assets/zod.js']);
    // Public pages have none: their scripts stay off the first paint's path.
    expect(manifest.routes['/_public/about']).toBeUndefined();
  });

  it('a public page has no preloads, and links the stylesheet itself only when the critical CSS carries the paint', () => {
    const withCritical = publicPageManifest(vite, routeFiles, { criticalCss: true });
    // A route's own chunks come as data for the loader (not as preloads): the entry's chunks are not among them.
    expect(withCritical.routes['/_public/about']).toEqual({ scripts: [{ attrs: { type: 'application/json', 'data-route-chunks': '' }, children: '["/assets/about.js"]' }] });
    expect(withCritical.routes['/admin/login']).toBeUndefined();
    expect(Object.values(withCritical.routes).flatMap((route) => route.preloads ?? [])).toEqual([]);
    expect(withCritical.routes[rootRouteId]!.css).toEqual([]);
    expect(withCritical.routes[rootRouteId]!.scripts![0]!.children).toContain('"/assets/style.css"');
    expect(publicPageManifest(vite, routeFiles, { criticalCss: false }).routes[rootRouteId]!.css).toEqual(['/assets/style.css']);
  });

  it("a public page's loader runs the entry's chunks one by one, each after the chunks it imports", () => {
    const chain: ViteManifest = {
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_runtime.js', '_router.js', '_react.js'] },
      '_router.js': { file: 'assets/router.js', imports: ['_react.js', '_runtime.js'] },
      '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
    };
    const loader = publicPageManifest(chain, {}, { criticalCss: true }).routes[rootRouteId]!.scripts![0]!.children!;
    expect(loader).toContain('const stages = ["/assets/runtime.js","/assets/react.js","/assets/router.js","/assets/entry.js"];');
  });
});
