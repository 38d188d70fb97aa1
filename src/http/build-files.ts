// Files the client build writes for the server beside Vite's manifest (vite.config.ts writes them,
// src/http/ssr.ts reads them). Plain constants: the Vite config imports this file too.

/** The critical-CSS plan of the build's stylesheet (beasties/compiler), relative to the client build. */
export const CRITICAL_CSS_PLAN = '.vite/critical-css.json';
