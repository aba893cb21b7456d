import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The end-to-end generator test installs a whole workspace copy and runs the one-game check
    // there (its tests, a Storybook build, the web client's build and real matches in Chromium).
    testTimeout: 3_000_000,
    // Cleaning up a generated game (a whole install of files) is slow on a busy machine.
    hookTimeout: 300_000,
  },
});
