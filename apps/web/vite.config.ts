import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './build/chunk-modules.ts';

// `npm run dev -w @parlor/web` serves the client with hot reload and sends the lobby API and
// socket.io to a server started with `npm start` (port 8000 by default).
const server = process.env.PARLOR_SERVER ?? 'http://127.0.0.1:8000';

export default defineConfig({
  // chunkModules records what each chunk holds: scripts/bundle-sizes.ts checks the lobby with it.
  plugins: [react(), chunkModules(join(dirname(fileURLToPath(import.meta.url)), '..', '..'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists every chunk with what it imports: scripts/bundle-sizes.ts reads it.
    manifest: true,
    // Boards and rules are separate chunks loaded when a match opens; a board with boardgame.io's
    // client is over the default warning size and that is expected.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/games': server,
      '/api': server,
      '/healthz': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
