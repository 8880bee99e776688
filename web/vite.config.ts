// Builds the dashboard into dist/web (served at /app by src/dashboard/app-files.ts) and the GraphQL
// console beside it (served at GET /graphql by src/graphql/console-page.ts).
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: process.env.VISIBILITY_WEB_OUT ?? path.join(here, '..', 'dist', 'web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    // Two pages: the dashboard (index.html, at /app) and the GraphQL console (graphql.html, at GET /graphql).
    rolldownOptions: { input: { index: path.join(here, 'index.html'), graphql: path.join(here, 'graphql.html') } },
  },
});
