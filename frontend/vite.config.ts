import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

// Contracts resolve to their TypeScript sources, so the SPA builds without building contracts first.
// The zod-free client entry is for always-loaded code; the full entry (with schemas) for the admin chunk.
export const alias = [
  { find: /^@nakshatra\/contracts\/client$/, replacement: fileURLToPath(new URL('../contracts/src/client.ts', import.meta.url)) },
  { find: /^@nakshatra\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
];

// `npm start` serves the API, uploads and the built SPA on one origin; the dev server forwards to it.
const stack = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias },
  // The manifest lets `npm run bench -- frontend` measure what each page loads; it stays out of the served files (.vite/).
  build: { outDir: 'dist', manifest: true },
  server: {
    // ws: the chat and live WebSockets (/api/chat_socket, /api/live_socket) go through too.
    proxy: { '/api/': { target: stack, ws: true }, '/upload/': stack, '/uploads/': stack },
  },
});
