import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The end-to-end generator test installs and tests a whole workspace copy.
    testTimeout: 600_000,
    // Cleaning up a generated game (a whole install of files) is slow on a busy machine.
    hookTimeout: 300_000,
  },
});
