import { defineConfig } from 'vitest/config';
import LongestFirst from './test/setup/longest-first.ts';

// Five projects: `unit` (pure modules, beside their code), `db` (integration against the real store),
// `e2e` (whole runs in real Chromium against the sandbox, store-backed), both run on PGlite by default
// and on PostgreSQL when DATABASE_URL is set; `browser` (the sandbox portals and the playbooks in real
// Chromium, no store); `app` (the agency app in real Chromium against the service, PGlite).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Most of a browser test's time is spent waiting on a portal or a page, not on a core: measured
    // (docs/performance.md, "The suite"), three files at once on two cores finish sooner than two.
    maxWorkers: 3,
    // Test files share a worker's module cache instead of importing the service afresh each (no test
    // mocks modules or keeps module state): measured, the db project's import time went 34 s → 10 s and
    // its wall time 73 s → 36 s on test/api (docs/performance.md, "The suite").
    isolate: false,
    // Test files load as the service does, through Node's own type stripping, not Vite's transform and
    // module runner: no transform, no source maps to apply to every stack (Playwright captures one per
    // call). Measured, a playbook file's test worker 13.0 → 11.5 CPU-s (docs/performance.md, "The
    // suite"). No test mocks a module, and stripped types keep every line and column where it was.
    experimental: { viteModuleRunner: false },
    hookTimeout: 120_000,
    // The app's build is served by the API (app pages in `app`, its headers in `db`): built when stale.
    // The empty PGlite cluster new stores copy is made once, before the workers (pglite-cluster.global.ts).
    globalSetup: [
      'test/setup/compile-cache.global.ts',
      'test/setup/property-seed.global.ts',
      'test/setup/build-web.global.ts',
      'test/setup/pglite-cluster.global.ts',
    ],
    setupFiles: ['test/setup/native-stacks.ts', 'test/setup/property-seed.ts'],
    // The longest files first, whatever their project (test/setup/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'sdk/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/app/**', '**/node_modules/**'],
          // After every test of test/runs/: nothing it opened is left open (workers, timers, browsers, stores).
          setupFiles: ['test/setup/leak-check.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['test/e2e/*.test.ts'], testTimeout: 600_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['sandbox/**/*.test.ts', 'test/e2e/playbooks/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/app/*.test.ts'],
          testTimeout: 180_000,
        },
      },
    ],
  },
});
