import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The windows' random playouts are CPU-bound: a second or two on an idle machine, many
    // times that while other projects' tests share the cores (vitest's 5 s cut them short).
    testTimeout: 120_000,
  },
});
