import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev -w @parlor/web` serves the client with hot reload and sends the lobby API and
// socket.io to a server started with `npm start` (port 8000 by default).
const server = process.env.PARLOR_SERVER ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists every chunk with what it imports: scripts/bundle-sizes.mjs reads it.
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
