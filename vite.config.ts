import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';

// One config for the browser build and the unit tests: the server serves dist/ in production,
// and in development Vite proxies the API prefixes to the server on PORT (default 8080).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  // The respondent renderer's SSR build is one self-contained module (its dependencies bundled, and
  // the widgets the browser loads lazily inlined: no chunk files), so the server can load it from
  // any directory a build is put in; it needs no public files.
  // React is bundled into it, so the build's mode picks React's build now: left to the server's
  // NODE_ENV at run time (unset under `npm start`), pages would be drawn by React's slower
  // development build.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, publicDir: false as const, define: { 'process.env.NODE_ENV': JSON.stringify(mode) } }
    : {}),
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // The respondent pages are rendered on the server (src/respondent/render-document.tsx, built
    // with `vite build --ssr` into dist/ssr); the server links their stylesheet through the manifest.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : { input: { main: 'index.html', respondent: 'src/respondent/respondent-entry.ts' } },
  },
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
}));
