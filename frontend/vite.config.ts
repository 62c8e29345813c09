import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

// Contracts resolve to their TypeScript sources, so the SPA builds without building contracts first.
// The zod-free client entry is for always-loaded code; the full entry (with schemas) for the admin chunk.
export const alias = [
  { find: /^@nakshatra\/contracts\/client$/, replacement: fileURLToPath(new URL('../contracts/src/client.ts', import.meta.url)) },
  { find: /^@nakshatra\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
];

// `npm start` serves the API, uploads and the built SPA on one origin; the dev server forwards to it.
const stack = 'http://127.0.0.1:8080';

/** The SPA's build, dev server and (vitest.config.ts) component tests. */
export const spaConfig = defineConfig({
  plugins: [react()],
  resolve: { alias },
  // The manifest lets `npm run bench -- frontend` measure what each page loads; it stays out of the served files (.vite/).
  build: { outDir: 'dist', manifest: true },
  server: {
    // ws: the chat and live WebSockets (/api/chat_socket, /api/live_socket) go through too.
    proxy: { '/api/': { target: stack, ws: true }, '/upload/': stack, '/uploads/': stack },
  },
});

/** The server entry's build (docs/server-rendering.md): its libraries bundled in (the gateway loads it as one file), React's production build, no copy of public/. */
const serverEntryConfig = defineConfig({
  ssr: { noExternal: true },
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    manifest: false,
    // It loads every page at once on purpose (to name the pages it rendered), so the pages' lazy imports are not split there.
    rollupOptions: {
      onwarn: (warning, warn) => {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});

/** The browser's build also writes brotli and gzip copies of its files for the gateway (docs/web-delivery.md). */
const browserBuildConfig = defineConfig({ plugins: [precompress()] });

export default defineConfig(({ isSsrBuild }) => mergeConfig(spaConfig, isSsrBuild ? serverEntryConfig : browserBuildConfig));
