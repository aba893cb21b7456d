import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Servers under test start an embedded PGlite (a WebAssembly PostgreSQL): a few seconds
    // alone, far longer while CI runs other projects' tests on both cores.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
