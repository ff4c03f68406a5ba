import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';

// One config for the browser build and the unit tests: the server serves dist/ in production,
// and in development Vite proxies the API prefixes to the server on PORT (default 8080).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/access': apiTarget,
      '/admin': apiTarget,
      '/status': apiTarget,
      '/files': apiTarget,
    },
  },
  test: {
    include: ['{schema,workers,sync,src,server}/**/*.test.{ts,tsx}', 'tests/{unit,sync}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (one worker on a two-core machine), so the two halves of
    // the sync fault-injection suite, which hold most of the run's time, would run one after the other.
    maxWorkers: availableParallelism(),
    // CI also writes the counts as JSON, for .ci/run's closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/vitest.json' }]] : ['default'],
  },
});
