import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure modules, beside their code), `db` (integration against the real store:
// run on PGlite by default and on PostgreSQL when DATABASE_URL is set), `browser` (real Chromium
// against the sandbox portals and the agents).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'sdk/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: { name: 'db', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**', '**/node_modules/**'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['sandbox/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
