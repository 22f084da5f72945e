// The vault master key rotated while the service runs, by the procedure in
// docs/vault.md (add the new version on every node, restart, `rotate-master-key`); the next job signs
// in with the re-wrapped login, and the service then starts and signs in without the old key at all.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../sandbox/server.ts';
import { generateApiKey, scopes } from '../../src/domain/api-keys.ts';
import { insertAgency, insertApiKey } from '../../src/store/agencies.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault } from '../../src/vault/vault.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend, createTestDb, databaseUrl, type TestDb } from '../helpers/db.ts';
import { answersFor, type JobView } from './support/person.ts';
import {
  SERVICE_START_MS,
  type ServiceProcess,
  sandboxPortalUrls,
  startService,
  waitForHttp,
  waitForOutput,
} from './support/processes.ts';

const CARRIER = 'bluebonnet';

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/cli/main.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe.runIf(backend === 'postgres')('rotating the vault master key while the service runs', () => {
  let t: TestDb;
  let sandbox: Sandbox;
  let dataDir: string;
  let env: Record<string, string>;
  let api: string;
  let headers: Record<string, string>;
  const processes: ServiceProcess[] = [];
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');

  async function start(keys: string, name: string): Promise<ServiceProcess> {
    const p = startService({ ...env, VAULT_MASTER_KEYS: keys }, name);
    processes.push(p);
    await waitForHttp(`${api}/readyz`, SERVICE_START_MS, p);
    await waitForOutput(p, /Workers\s+\d+ concurrent/);
    return p;
  }

  /** Creates and starts a one-job request, waits for its end, returns the job. */
  async function quoteOnce(businessName: string): Promise<JobView> {
    const body = cyberOnlyBody({
      externalReference: 'ROTATION-CLIENT',
      carrierIds: [CARRIER],
      input: { businessName, industryDescription: 'Clothing store with online sales' },
    });
    const created = await fetch(`${api}/v1/quotes`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
    const started = await fetch(`${api}/v1/quotes/${id}/start`, {
      method: 'POST',
      headers: { authorization: headers.authorization! },
    });
    expect(started.status).toBe(202);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const quote = (await (await fetch(`${api}/v1/quotes/${id}`, { headers })).json()) as {
        data: { status: string; jobs: JobView[] };
      };
      if (quote.data.status !== 'in_progress') return quote.data.jobs[0]!;
      for (const job of quote.data.jobs.filter((j) => j.status === 'action_required')) {
        await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
        });
      }
      if (Date.now() > deadline)
        throw new Error(
          `still running: ${JSON.stringify(quote)}\n${processes.map((p) => p.output()).join('\n')}`,
        );
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  const keyVersions = async () =>
    (
      await t.db.query<{ v: number }>('SELECT DISTINCT key_version AS v FROM carrier_credentials ORDER BY 1')
    ).map((r) => r.v);

  beforeAll(async () => {
    t = await createTestDb();
    sandbox = await startSandbox({ port: 0, profile: 'fast' });
    dataDir = await mkdtemp(path.join(tmpdir(), 'rotate-'));
    const vault = createVault({ db: t.db, keyring: keyringFromKeys({ 1: oldKey }) });
    const agency = await insertAgency(t.db, 'Rotation Agency');
    const key = generateApiKey();
    await insertApiKey(t.db, { agencyId: agency.id, name: 'test', key, scopes });
    const portal = sandbox.portals.find((p) => p.id === CARRIER)!;
    await vault.setCredential({ agencyId: agency.id, carrierId: CARRIER, ...portal.accounts[0]! });
    headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    api = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: t.db.schema,
      SANDBOX: 'false',
      CARRIER_PORTAL_URLS: sandboxPortalUrls(sandbox.port),
      DATA_DIR: dataDir,
      PORT: String(port),
      AGENT_SCREENSHOTS: 'false',
      AGENT_TRACES: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await sandbox?.close();
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('re-wraps the login under the new key, and the next job signs in with it', async () => {
    const first = await start(`1:${oldKey}`, 'old key');
    expect((await quoteOnce('Before Rotation LLC')).status).toBe('success');
    expect(await keyVersions()).toEqual([1]);

    // The procedure: the new version is added on every node, which restart with both.
    await first.kill('SIGTERM');
    const both = `1:${oldKey},2:${newKey}`;
    await start(both, 'both keys');

    // Rotation while that node serves and works.
    const rotated = await runCli(['rotate-master-key'], { ...env, VAULT_MASTER_KEYS: both });
    expect(rotated.code, rotated.out).toBe(0);
    expect(rotated.out).toMatch(/"rewrapped":1\b/);
    expect(rotated.out).not.toContain(oldKey);
    expect(rotated.out).not.toContain(newKey);
    expect(await keyVersions()).toEqual([2]);

    const after = await quoteOnce('During Rotation LLC');
    expect(after.status, JSON.stringify(after)).toBe('success');

    // The old key retired: the node starts with the new one alone and still signs in.
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    await start(`2:${newKey}`, 'new key only');
    const retired = await quoteOnce('After Retirement LLC');
    expect(retired.status, JSON.stringify(retired)).toBe('success');
    // Three service starts at SERVICE_START_MS (test/e2e/support/processes.ts) each, and runs.
  }, 930_000);
});
