import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
// With an extension: Vite warns about extensionless relative imports in its config.
import { loadDotenv } from './src/env.js';
import { publicChunkNames } from './scripts/route-chunks.js';
import { themeCss } from './scripts/theme-css.js';

// WEB_OUT_DIR may be set in .env like the server's other settings.
loadDotenv();
const outDir = process.env.WEB_OUT_DIR ?? '../dist/web';

/**
 * Writes a .br and a .gz beside every compressible file of the client build, so the server sends
 * static assets compressed at the best level without compressing them per request
 * (@fastify/static `preCompressed`). A few lines over node:zlib; no plugin needed.
 */
function precompress(): Plugin {
  let dir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json|txt|xml|map)$/.test(file) || file.includes('/.vite/')) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * The site has one colour scheme (MantineProvider forceColorScheme="light" in web/src/routes/__root.tsx),
 * so Mantine's rules for its dark scheme never apply: they are left out of the stylesheets, which
 * every page carries inline.
 */
const darkScheme = /\[data-mantine-color-scheme=['"]?dark['"]?\]/;
const dropDarkScheme: PostcssPlugin = {
  postcssPlugin: 'drop-dark-scheme',
  Rule(rule) {
    const keep = rule.selectors.filter((selector) => !darkScheme.test(selector));
    if (keep.length === rule.selectors.length) return;
    if (keep.length === 0) rule.remove();
    else rule.selectors = keep;
  },
};

/**
 * Mantine's useId (@mantine/hooks) starts from React's id and then, in a layout effect, swaps it for
 * a random one, a leftover from React versions without useId. Right after hydration that renders
 * every field, tab and popover of the page again, synchronously, and rewrites their ids in the
 * page: on a slow phone the longest task after hydration on /contact. React's id is the same on the
 * server and in the browser, so the browser build keeps it. (The server renders with the library
 * as it is, whose first value is the same id.)
 */
function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const id = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

/** The theme's CSS variables, made from web/src/theme.ts at build time (scripts/theme-css.ts). */
function themeVariables(): Plugin {
  const id = 'virtual:theme-variables.css';
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(source) {
      if (source !== `\0${id}`) return null;
      const { theme } = await import('./web/src/theme.js');
      return themeCss(theme);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  css: { postcss: { plugins: [dropDarkScheme] } },
  publicDir: isSsrBuild ? false : 'public',
  // web/ imports the isomorphic code as '@shared/…' (also in tsconfig.json and vitest.config.ts).
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  // The router plugin must come before react(), or code splitting silently does nothing.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    // The server inlines each page's stylesheets (src/http/ssr-manifest.ts); the router's <style>
    // for them must be built for that in both halves, or the browser would empty it when it takes over.
    // After tanstackRouter(), whose default (off) this overrides.
    { name: 'inline-css', config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': '"true"', 'import.meta.env.TSS_INLINE_CSS_ENABLED': '"true"' } }) },
    react(),
    stableMantineIds(),
    themeVariables(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  build: isSsrBuild
    ? {
        // The server's renderer (web/src/entry-server.tsx) beside the client build: <outDir>-ssr.
        outDir: `${outDir}-ssr`,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { input: resolve('web/src/entry-server.tsx'), output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        // The server reads it to link each route's scripts and styles; the bench and the browser
        // tests use it to tell admin-only chunks from public ones.
        manifest: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          input: resolve('web/src/entry-client.tsx'),
          output: {
            codeSplitting: {
              groups: [
                // React in a chunk of its own: the page's loader evaluates it in a task of its own before
                // the entry (src/http/ssr-defer.ts), instead of one long task for both on a slow phone.
                { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                // The rest by the public pages that use it (scripts/route-chunks.ts).
                { name: publicChunkNames(resolve('web/src/entry-client.tsx')), debugName: 'public-pages', priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
  ssr: {
    // CSS imports inside these packages must go through Vite, not Node.
    noExternal: [/^@fontsource/],
  },
}));
