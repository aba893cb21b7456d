import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Starting PGlite (a WebAssembly PostgreSQL) takes a few seconds, more on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
