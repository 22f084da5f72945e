// The SPA's JavaScript: app/main.tsx and React bundled by Vite's build API (Rolldown) in memory, once per
// process, the first time a browser asks for it (a few hundred milliseconds), so `npm start` and the tests
// need no build step. Minified production React, as a real carrier ships it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const APP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'app');
const ENTRY = path.join(APP_DIR, 'main.tsx');

let bundled: Promise<string> | undefined;

async function buildApp(): Promise<string> {
  const { build } = await import('vite');
  // Vite sets NODE_ENV when it is unset; the host process keeps its own.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const result = await build({
      configFile: false,
      envFile: false,
      root: APP_DIR,
      publicDir: false,
      mode: 'production',
      logLevel: 'error',
      // The production JSX runtime whatever NODE_ENV the host runs with (tests run with `test`).
      oxc: { jsx: { runtime: 'automatic', development: false } },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        emptyOutDir: false,
        minify: true,
        modulePreload: false,
        rolldownOptions: { input: ENTRY, output: { entryFileNames: 'app.js', codeSplitting: false } },
      },
    });
    const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
    const entry = outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk' && c.isEntry);
    if (entry?.type !== 'chunk') throw new Error('the Cascade app build produced no entry chunk');
    return entry.code;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The bundle, built on the first call; a failed build is tried again on the next. */
export function appBundle(): Promise<string> {
  if (!bundled) {
    bundled = buildApp();
    bundled.catch(() => {
      bundled = undefined;
    });
  }
  return bundled;
}

export function registerAssetRoutes(app: FastifyInstance, stylesheet: () => Promise<string>): void {
  app.get('/assets/cascade-app.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await appBundle()),
  );
  app.get('/assets/cascade.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await stylesheet()),
  );
}
