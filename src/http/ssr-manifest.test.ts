import { describe, expect, it } from 'vitest';
import { partModules, routeIdOfFile, routerManifest, type ViteManifest } from './ssr-manifest';

describe('route ids of flat file routes', () => {
  it.each([
    ['_public.projects.$id.tsx', '/_public/projects/$id'],
    ['_public.index.tsx', '/_public/'],
    ['_public.tsx', '/_public'],
    ['admin._shell.settings.tsx', '/admin/_shell/settings'],
    ['admin.index.tsx', '/admin/'],
    ['__root.tsx', '__root__'],
  ])('%s → %s', (file, id) => expect(routeIdOfFile(`src/routes/${file}`)).toBe(id));
});

describe('router asset manifest from the Vite manifest', () => {
  const vite: ViteManifest = {
    'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_shared.js'] },
    '_admin-only.js': { file: 'assets/admin-only.js', css: ['assets/admin.css'] },
    'src/routes/_public.projects.index.tsx?tsr-split=component': { file: 'assets/projects.js', css: ['assets/projects.css'], imports: ['src/entry-client.tsx', '_card.js'] },
    'src/routes/admin._shell.tsx?tsr-split=component': { file: 'assets/shell.js', imports: ['src/entry-client.tsx', '_admin-only.js'] },
  };
  const { routes } = routerManifest(vite);

  it('the root loads the entry script, preloads what it imports (each after its own imports) and links its CSS', () => {
    expect(routes.__root__).toEqual({
      preloads: ['/assets/shared.js', '/assets/entry.js'],
      css: ['/assets/entry.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }],
    });
  });

  it('a route gets its own chunk and the CSS of what it imports, shared styles before its own, never the entry again', () => {
    expect(routes['/_public/projects/']).toEqual({
      preloads: ['/assets/card.js', '/assets/projects.js'],
      css: ['/assets/card.css', '/assets/projects.css'],
    });
  });

  it('with the stylesheets to hand, every stylesheet a route links is there to inline, by its address', () => {
    const inlined = routerManifest(vite, (file) => `/* ${file} */`);
    expect(inlined.routes).toEqual(routes);
    expect(inlined.inlineCss!.styles).toEqual({
      '/assets/entry.css': '/* assets/entry.css */',
      '/assets/card.css': '/* assets/card.css */',
      '/assets/projects.css': '/* assets/projects.css */',
      '/assets/admin.css': '/* assets/admin.css */',
    });
    expect(routerManifest(vite).inlineCss).toBeUndefined();
  });

  it('admin CSS stays with the admin routes', () => {
    expect(routes['/admin/_shell']!.css).toEqual(['/assets/admin.css']);
    expect(JSON.stringify(routes['/_public/projects/'])).not.toContain('admin');
  });
});

describe('scripts of a part loaded on demand', () => {
  const vite: ViteManifest = {
    'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_dates.js': { file: 'assets/dates.js', imports: ['_shared.js'] },
    'src/components/Form.tsx': { file: 'assets/form.js', imports: ['src/entry-client.tsx', '_dates.js'] },
  };

  it("are its chunk and what it imports, each after its imports, without the entry's", () => {
    expect(partModules(vite, 'src/components/Form.tsx')).toEqual(['/assets/dates.js', '/assets/form.js']);
  });

  it('are none for a name the build does not know', () => {
    expect(partModules(vite, 'src/components/Unknown.tsx')).toEqual([]);
  });
});
