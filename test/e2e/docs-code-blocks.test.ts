// Every code block of README.md and docs/integration-guide.md, run as written against the demo: docs a
// partner can follow alone. The service starts as `npm start` starts it (`node src/main.ts` on
// embedded defaults: the sandbox carriers, the demo agency, inbound SMS and mail), in a temporary folder
// whose `data/` is its DATA_DIR, with PUBLIC_URL set. Each document's `sh` blocks run in order in one
// bash (`set -euo pipefail`) with API, SANDBOX and KEY set (the key the banner printed), from that
// folder. Blocks tagged `text` are shown output, `json` blocks parse. Two blocks are stood for, not run:
// README's install-and-start (this test's own start) and the guide's SDK install (packed and installed
// from the tarball by test/e2e/sdk-package.test.ts, which two packs at once would trip over).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend } from '../helpers/db.ts';
import { type CodeBlock, codeBlocks, outputByBlock, runnable, script } from './support/doc-blocks.ts';
import {
  freePort,
  type ServiceProcess,
  startService,
  waitForHttp,
  waitForOutput,
} from './support/processes.ts';

const DOCS = ['README.md', 'docs/integration-guide.md'];
const PUBLIC_URL = 'https://quotes.agency.test';
/** Blocks not run here, by their first line, and what stands for them. */
const STOOD_FOR: Record<string, string> = {
  "npm install && npm start     # the service on embedded defaults: prints the app's URL, the demo sign-in and API key":
    'this test starts the service as npm start does',
  'npm pack -w sdk                                          # builds sdk/dist, writes quoting-service-sdk-0.1.0.tgz':
    'test/e2e/sdk-package.test.ts',
};
const firstLine = (b: CodeBlock) => b.text.split('\n')[0]!;

/** Runs one bash script from `cwd`; its stdout and stderr together. */
function bash(source: string, cwd: string, env: Record<string, string>, timeoutMs: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('bash', ['-c', source], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe.runIf(backend === 'pglite')('the code blocks of the README and the integration guide', () => {
  let dir: string;
  let service: ServiceProcess | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docs-blocks-'));
    await mkdir(path.join(dir, 'data'));
    const [port, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
    service = startService(
      {
        DATA_DIR: path.join(dir, 'data'),
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        SMTP_PORT: String(smtpPort),
        SANDBOX_PROFILE: 'fast',
        WORKER_CONCURRENCY: '4',
        PUBLIC_URL,
      },
      'demo',
    );
    const api = `http://127.0.0.1:${port}`;
    await waitForHttp(`${api}/readyz`, undefined, service);
    await waitForOutput(service, /Demo API key \(shown once, kept in .*\): sk_\S+/);
    const key = /Demo API key \(shown once, kept in .*\): (sk_\S+)/.exec(service.output())![1]!;
    expect(await readFile(path.join(dir, 'data', 'demo-api-key.txt'), 'utf8')).toContain(key);
    env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      API: api,
      SANDBOX: `http://127.0.0.1:${sandboxPort}`,
      KEY: key,
    };
    // A service start at SERVICE_START_MS (test/e2e/support/processes.ts).
  }, 300_000);
  afterAll(async () => {
    await service?.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('tags every block: sh runs, text is shown, json parses; stood-for blocks are as named', async () => {
    for (const doc of DOCS) {
      const blocks = await codeBlocks(doc);
      expect(blocks.filter(runnable).length, doc).toBeGreaterThan(2);
      for (const block of blocks) {
        const where = `${doc}:${block.line}`;
        expect(['sh', 'bash', 'text', 'json', 'ts'], where).toContain(block.lang);
        if (block.lang === 'json') expect(() => JSON.parse(block.text), where).not.toThrow();
      }
    }
    const all = (await Promise.all(DOCS.map(codeBlocks))).flat();
    for (const line of Object.keys(STOOD_FOR))
      expect(all.filter((b) => runnable(b) && firstLine(b) === line).length, line).toBe(1);
  });

  /** A document's blocks, less the stood-for ones, run in one bash; their output by block. */
  async function run(doc: string) {
    const blocks = (await codeBlocks(doc)).filter((b) => runnable(b) && !(firstLine(b) in STOOD_FOR));
    const { code, output } = await bash(script(blocks), dir, env, 420_000);
    expect(code, `${doc} (exit ${code}):\n${output}\n${service!.output().slice(-3000)}`).toBe(0);
    return { output, byBlock: [...outputByBlock(blocks, output).values()] };
  }

  it("runs README's walkthrough: carriers, a complete create, start, a run answered to the end", async () => {
    const { output, byBlock } = await run('README.md');
    expect(byBlock).toHaveLength(7);
    expect(
      byBlock.every((o) => o.length > 0),
      output,
    ).toBe(true);
    const [carriers, created, started, polled, results, webhook, larkspur] = byBlock as [string, ...string[]];
    expect(carriers.split('\n')).toHaveLength(7);
    expect(JSON.parse(created!)).toEqual({
      status: 'pending',
      jobs: ['summit-mutual/bop', 'summit-mutual/gl', 'bluebonnet/bop'],
      skippedCarriers: [],
      warnings: [],
    });
    expect(started).toBe('in_progress');
    expect(polled, output).toMatch(
      /\ncompleted: summit-mutual\/bop success, summit-mutual\/gl success, bluebonnet\/bop success$/,
    );
    expect(polled).toMatch(/asked: operations\.alcoholSales /);
    expect(results!.split('\n').filter((l) => /^[a-z-]+\/[a-z]+: \S+ \$\d+ bindable$/.test(l))).toHaveLength(
      3,
    );
    expect(results).toMatch(/ verify-quote ok /);
    expect(results).toMatch(/ Lone Star Smokehouse LLC completed$/);
    expect(JSON.parse(webhook!)).toMatchObject({
      id: expect.stringMatching(/^wh_/),
      url: 'https://example.com/hooks',
    });
    // The seventh carrier, quoted from its definition file alone.
    expect(larkspur!.split('\n').sort(), output).toEqual([
      expect.stringMatching(/^larkspur-mutual\/bop: LMQ-BOP-\d{6} \$\d+ bindable$/),
      expect.stringMatching(/^larkspur-mutual\/gl: LMQ-GL-\d{6} \$\d+ bindable$/),
    ]);
  });

  it("runs the integration guide's flow and its sign-in code typed by hand", async () => {
    const { output, byBlock } = await run('docs/integration-guide.md');
    expect(byBlock).toHaveLength(5);
    const [, created, started, polled, mfa] = byBlock as [string, ...string[]];
    expect(JSON.parse(created!)).toMatchObject({ skippedCarriers: [], warnings: [] });
    expect(started).toBe('in_progress');
    expect(polled, output).toMatch(/\ncompleted: [^\n]*\n(.+ bindable\n?){3}$/);
    expect(mfa, output).toMatch(/^mfa_waiting: Summit Mutual AgentLink: .* code /m);
    expect(mfa).toMatch(/^running$/m);
    expect(mfa).toMatch(/completed: SMQ-GL-\S+$/);
  });

  it('serves a document whose server is the PUBLIC_URL the service was started with', async () => {
    const doc = (await (await fetch(`${env.API}/v1/openapi.json`)).json()) as { servers: { url: string }[] };
    expect(doc.servers[0]!.url).toBe(PUBLIC_URL);
  });
});
