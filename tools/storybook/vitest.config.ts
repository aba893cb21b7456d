import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The layout test opens every story in a browser, twice: far longer than a unit test.
    hookTimeout: 600_000,
    testTimeout: 600_000,
  },
});
