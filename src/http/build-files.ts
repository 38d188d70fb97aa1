// Files and options the client build shares with the server (vite.config.ts writes the files, src/http/ssr.ts
// reads them). Plain constants: the Vite config imports this file too.

/**
 * Each route file's split chunks (`{ "_public.about.tsx": ["assets/about-x.js"] }`), relative to the client build:
 * written by the build from Rolldown's output chunks (a dynamic entry's `facadeModuleId`), so the server need not
 * know how the router plugin names the modules it splits off a route file.
 */
export const ROUTE_CHUNKS = '.vite/route-chunks.json';

/** The critical-CSS plan of the build's stylesheet (beasties/compiler), relative to the client build. */
export const CRITICAL_CSS_PLAN = '.vite/critical-css.json';

/**
 * Selectors beasties 0.5.4 would drop: it strips pseudo-classes with one greedy pattern, so in
 * `:where([data-mantine-color-scheme=light]) .m_1738fcb2:where([data-active]):before` everything between the
 * first `(` and the last `)` goes, the selector is left empty and the rule is never critical (the calculator's
 * chosen tab drew without its background until the whole stylesheet came). Such rules (about 120 of Mantine's)
 * are always inlined instead; `build-files.test.ts` fails once beasties keeps them by itself.
 */
export const CRITICAL_CSS_ALWAYS = [/:[a-z-]+\(.*\).*:[a-z-]+\(/i];
