// The SDK as a partner gets it: `npm pack` (which builds it), the tarball installed offline into an empty
// folder, never linked from the repository. From there its plain-JavaScript example runs a whole quote
// against the running service (sandbox portals in real Chromium, fast profile) on Node 20 and on Node 24
// at once: create, start, wait, resolve the questions the portal asks, results, and webhook deliveries
// verified with the SDK's helper. Its TypeScript example and the README's TypeScript blocks type-check
// clean against the installed types under the repository's TypeScript and the SDK's own (5.x, what most
// partners have), and the example runs on Node 24.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { writeReadmeBlocks } from './support/sdk-readme.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const sdk = path.join(root, 'sdk');
const node20 = process.env.NODE20 ?? '/usr/bin/node';
const node24 = process.execPath;
// Without the npm_* settings of an `npm test` around this process, npm acts as in a partner's shell.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')),
);

/** Packs the SDK and installs the tarball into a new empty folder, with the examples beside it. */
async function install(dir: string) {
  const packed = await run('npm', ['pack', '--pack-destination', dir, '--json'], { cwd: sdk, env });
  const [{ filename, files }] = JSON.parse(packed.stdout) as [
    { filename: string; files: { path: string }[] },
  ];
  const consumer = path.join(dir, 'consumer');
  await run('mkdir', [consumer]);
  await writeFile(path.join(consumer, 'package.json'), '{ "private": true, "type": "module" }\n');
  await run('npm', ['install', path.join(dir, filename), '--offline', '--no-audit', '--no-fund'], {
    cwd: consumer,
    env,
  });
  for (const file of await readdir(path.join(sdk, 'examples')))
    await copyFile(path.join(sdk, 'examples', file), path.join(consumer, file));
  // The README's TypeScript blocks are type-checked with the example, as a partner's files.
  const readme = await writeReadmeBlocks(consumer);
  const tsconfig = {
    compilerOptions: {
      target: 'es2022',
      module: 'nodenext',
      strict: true,
      noEmit: true,
      // A partner's project has its own @types/node; this folder borrows the repository's.
      typeRoots: [path.join(root, 'node_modules/@types')],
      types: ['node'],
    },
    files: ['first-quote.ts', ...readme],
  };
  await writeFile(path.join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig));
  return { consumer, files: files.map((f) => f.path) };
}

type Done = { quoteRequestId: string; status: string; results: number; resolved: number; verified: string[] };

// The package does not depend on the store: once, on the embedded one. The PostgreSQL suite runs beside
// this one in .ci/run, and two packs at once would write the same built output.
describe.runIf(backend === 'pglite')(
  'SDK package: packed, installed from the tarball, a whole quote on Node 20 and 24',
  () => {
    let stack: Stack;
    let baseUrl: string;
    let dir: string;
    let installed: { consumer: string; files: string[] };
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'sdk-package-'));
      [{ stack }, installed] = await Promise.all([
        startStack({ concurrency: 2, webhooks: true }),
        install(dir),
      ]);
      await stack.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}`;
    }, 180_000);
    afterAll(async () => {
      await stack?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('ships the build and its types, no tests and no sources', () => {
      expect(installed.files).toEqual(
        expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'package.json']),
      );
      expect(installed.files.filter((f) => /\.test\.|^src\//.test(f))).toEqual([]);
    });

    it('type-checks a TypeScript consumer and the README blocks against the installed types', async () => {
      const compilers = [path.join(root, 'node_modules/.bin/tsc'), path.join(sdk, 'node_modules/.bin/tsc')];
      await Promise.all(
        compilers.map(async (tsc) => {
          const checked = await run(tsc, ['--noEmit', '-p', '.'], { cwd: installed.consumer }).catch(
            (e: { stdout: string }) => e,
          );
          expect(checked.stdout, tsc).toBe('');
        }),
      );
    });

    it('runs a whole quote from plain JavaScript on Node 20 and on Node 24', async () => {
      expect((await run(node20, ['--version'])).stdout).toMatch(/^v20\./);
      expect(process.versions.node).toMatch(/^24\./);
      const apiKey = stack.headers.authorization!.replace('Bearer ', '');
      // Each run is its own client (remembered answers of one would spare the other its questions); the
      // Node 24 run keeps the body's reference, whose answers the TypeScript example then finds.
      const quote = async (nodeBinary: string, label: string) => {
        const out = await run(nodeBinary, ['first-quote.mjs'], {
          cwd: installed.consumer,
          env: {
            ...env,
            QUOTING_API_URL: baseUrl,
            QUOTING_API_KEY: apiKey,
            QUOTING_POLL_MS: '200',
            ...(label === 'node20' ? { QUOTING_REFERENCE: 'SDK-PACKAGE-node20' } : {}),
          },
          timeout: 300_000,
        }).catch((e: { stdout: string; stderr: string }) => {
          throw new Error(`${nodeBinary} first-quote.mjs failed:\n${e.stdout}\n${e.stderr}`);
        });
        const done = out.stdout.match(/^done (.*)$/m)?.[1];
        expect(done, out.stdout + out.stderr).toBeDefined();
        return { done: JSON.parse(done!) as Done, output: out.stdout };
      };
      const runs = await Promise.all([quote(node20, 'node20'), quote(node24, 'node24')]);
      for (const { done, output } of runs) {
        expect(done.status, output).toBe('completed');
        expect(done.results, output).toBe(1);
        // Harborline asks four underwriting questions this body does not answer: one pause, answered
        // through resolve, announced by quote.action_required.
        expect(done.resolved, output).toBe(1);
        expect(done.verified.sort(), output).toEqual([
          'job.completed',
          'quote.action_required',
          'quote.completed',
        ]);
      }
      expect(new Set(runs.map((r) => r.done.quoteRequestId)).size).toBe(2);
    });

    it('runs the TypeScript example on Node 24, its quote letter downloaded', async () => {
      const apiKey = stack.headers.authorization!.replace('Bearer ', '');
      const out = await run(node24, ['first-quote.ts'], {
        cwd: installed.consumer,
        env: { ...env, QUOTING_API_URL: baseUrl, QUOTING_API_KEY: apiKey, QUOTING_POLL_MS: '200' },
        timeout: 120_000,
      });
      expect(out.stdout).toMatch(/^completed \[ 'harborline\/gl: success' \]$/m);
      const saved = /^saved (\S+\.pdf) \(application\/pdf, (\d+) bytes\)$/m.exec(out.stdout);
      expect(saved, out.stdout).not.toBeNull();
      expect((await stat(path.join(installed.consumer, saved![1]!))).size).toBe(Number(saved![2]));
    });
  },
);
