import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { compileSheet, encodePlan } from 'beasties/compiler';
import { FontaineTransform } from 'fontaine';
import { defineConfig, type Plugin } from 'vite';
// With an extension: Vite warns about extensionless relative imports in its config.
import { loadDotenv } from './src/env.js';
import { CRITICAL_CSS_ALWAYS, CRITICAL_CSS_PLAN, ROUTE_CHUNKS } from './src/http/build-files.js';
import { mantineHeadCss } from './web/src/lib/mantine-styles.js';
import { theme } from './web/src/theme.js';

// WEB_OUT_DIR may be set in .env like the server's other settings.
loadDotenv();
const outDir = process.env.WEB_OUT_DIR ?? '../dist/web';

// Rolldown warns «[PLUGIN_TIMINGS] …» when plugins take a noticeable share of a build. On a first
// `npm start` (cold caches, a busy machine) that is normal and reads like an error; build speed is
// measured by `npm run bench`, not by these lines. Rolldown's documented check switch turns it off.
const checks = { bundlerTimings: false };

/**
 * Mantine's `useId` (@mantine/hooks 9) starts from React's `useId`, the same on the server and in the browser,
 * and then swaps it for a random id in a layout effect. On a hydrated page that is one synchronous re-render of
 * every input, accordion and tab after the commit (~95 ms of a slow phone's main thread on /contact), and every
 * id, label and aria reference the server sent is rewritten. This build keeps React's id: the module below is
 * Mantine's own minus the effect (a `staticId` still wins). Kept until Mantine drops the swap; if an upgrade
 * moves the file, `e2e/ssr.spec.ts` («the ids the server sent stay») fails.
 */
function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

/**
 * Which chunks hold each route file's split parts (`ROUTE_CHUNKS`), for the server's page manifests: the router
 * plugin splits a route's component into a module of its own naming, and rather than match that name in Vite's
 * manifest, the build lists the dynamic entry chunks whose facade module is a route file (the module id without
 * its query, Vite's convention for variants of one file). `e2e/ssr.spec.ts` fails if a public route has none.
 */
function routeChunks(): Plugin {
  let routesDir = '';
  return {
    name: 'route-chunks',
    apply: 'build',
    configResolved(config) {
      routesDir = resolve(config.root, 'src/routes') + '/';
    },
    generateBundle(_options, bundle) {
      const byRoute: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const [file] = chunk.facadeModuleId.replaceAll('\\', '/').split('?');
        if (!file?.startsWith(routesDir)) continue;
        (byRoute[file.slice(routesDir.length)] ??= []).push(chunk.fileName);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS, source: JSON.stringify(byRoute, null, 2) });
    },
  };
}

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
 * The theme's CSS variables and Mantine's breakpoint classes (web/src/lib/mantine-styles.ts) as a stylesheet
 * module, `virtual:mantine-theme.css`, in the site's one stylesheet: a public page's critical CSS takes from it
 * only the variables the page reads, and the whole stylesheet brings the rest. Vite restarts the dev server
 * when theme.ts, a file its config imports, changes.
 */
function mantineThemeCss(): Plugin {
  const id = 'virtual:mantine-theme.css';
  return {
    name: 'mantine-theme-css',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? mantineHeadCss(theme) : undefined),
  };
}

/**
 * Compiles the site's one stylesheet into a beasties plan once per build (`beasties/compiler`, as its README's
 * «Compiler and runtime» describes), so the server only has to pick a page's rules out of it per request
 * (`beasties/runtime`): the page paints with its critical CSS inline and the whole stylesheet arrives later.
 */
function criticalCssPlan(): Plugin {
  let dir = '';
  return {
    name: 'critical-css-plan',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      const plans = sheets.map((sheet) => encodePlan(compileSheet(readFileSync(join(dir, sheet.fileName), 'utf8'), { href: `/${sheet.fileName}`, allowRules: CRITICAL_CSS_ALWAYS })));
      writeFileSync(join(dir, CRITICAL_CSS_PLAN), JSON.stringify(plans));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
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
    react(),
    stableMantineIds(),
    mantineThemeCss(),
    // A metric-matched local face behind each web font ('Inter Variable fallback', 'Source Serif 4 Variable
    // fallback'; the theme names them after the web fonts), so text drawn before a font arrives takes the
    // same room and nothing moves when it swaps in.
    FontaineTransform.vite({
      // The first of these the device has: iPhones, Macs and Windows (Arial, Georgia), Android (Roboto, Noto Serif),
      // Linux with Arimo and Tinos (metric copies of Arial and Times New Roman; Debian's fonts-croscore).
      fallbacks: { 'Inter Variable': ['Arial', 'Roboto', 'Arimo', 'Helvetica Neue'], 'Source Serif 4 Variable': ['Georgia', 'Noto Serif', 'Tinos', 'Times New Roman'] },
      resolvePath: (id) => new URL(id.startsWith('/') ? `./web${id}` : id, import.meta.url),
    }),
    ...(isSsrBuild ? [] : [precompress(), criticalCssPlan(), routeChunks()]),
  ],
  build: isSsrBuild
    ? {
        // The server's renderer (web/src/entry-server.tsx) beside the client build: <outDir>-ssr.
        outDir: `${outDir}-ssr`,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { input: resolve('web/src/entry-server.tsx'), output: { entryFileNames: '[name].js' }, checks },
      }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        // The server reads it for the entry's script, preloads and stylesheet (src/http/ssr.ts), as in
        // Vite's backend integration guide.
        manifest: true,
        // One stylesheet for the whole site, linked by every page: a page is styled on a direct load
        // whatever chunks it later loads, and Mantine's styles sit in their own cascade layer below ours.
        cssCodeSplit: false,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          checks,
          input: resolve('web/src/entry-client.tsx'),
          output: {
            codeSplitting: {
              // React and the router/query/tRPC packages change together and rarely: two long-cached
              // chunks. Everything else the entry imports statically is needed by every page, so it is
              // one chunk ('$initial', Rolldown's tag for it) rather than a dozen small shared ones, each
              // a request before the page can hydrate. The rest (route code, Mantine parts only some
              // pages use) is left to the bundler, so a public page does not load the back office.
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'router', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/, priority: 1 },
                { name: 'app', tags: ['$initial'] },
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
