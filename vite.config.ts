import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// With an extension: Vite warns about extensionless relative imports in its config.
import { loadDotenv } from './src/env.js';

// The dev proxy targets the API server on PORT, which may be set in .env like the server's other settings.
loadDotenv();
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
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
  ],
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Lets the bench and the browser tests tell admin-only chunks from public ones.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
});
