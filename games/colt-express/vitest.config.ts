import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playouts and bot matches are CPU-bound: a second on an idle machine, many times that while
    // CI runs other projects' tests on the same cores. A test waits for its work, not for a clock.
    testTimeout: 120_000,
  },
});
