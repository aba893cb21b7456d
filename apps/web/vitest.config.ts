import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // The end-to-end test starts the real server and a browser: far longer than a unit test.
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
