// The database going away under a running service (one node, `node src/main.ts`, on PostgreSQL through a
// TCP hop the test cuts: every connection reset, new ones refused, as a failover does to its clients).
// While it is away the API answers 503 with Retry-After (the envelope, SERVICE_UNAVAILABLE), /readyz
// 503, /healthz 200; a job at the portal rides it out; a code a person types meanwhile (through the
// SDK, which sends it again after Retry-After) reaches its job once the database is back; the process
// never exits and says so once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../sandbox/server.ts';
import { createClient } from '../../sdk/src/index.ts';
import { cyberOnlyBody, validCreateBody } from '../fixtures/quote-request.ts';
import { backend, createTestDb, databaseUrl, type TestDb } from '../helpers/db.ts';
import { type PgProxy, startPgProxy } from '../helpers/pg-proxy.ts';
import { seedSandboxAgency } from './support/agency.ts';
import { answersFor, type JobView, partnerCall } from './support/person.ts';
import {
  freePort,
  type ServiceProcess,
  sandboxPortalUrls,
  startService,
  waitForHttp,
} from './support/processes.ts';

type QuoteView = { status: string; jobs: (JobView & { attempt?: number })[] };

describe.runIf(backend === 'postgres')('the database away under a running service', () => {
  let t: TestDb;
  let sandbox: Sandbox;
  let proxy: PgProxy;
  let service: ServiceProcess;
  let dataDir: string;
  let api: string;
  let apiKey: string;

  beforeAll(async () => {
    t = await createTestDb();
    sandbox = await startSandbox({ port: 0, profile: 'fast' });
    proxy = await startPgProxy(databaseUrl!);
    dataDir = await mkdtemp(path.join(tmpdir(), 'outage-'));
    const agency = await seedSandboxAgency(t.db, 'Outage Agency');
    apiKey = agency.apiKey;
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    service = startService(
      {
        DATABASE_URL: proxy.url(databaseUrl!),
        DATABASE_SCHEMA: t.db.schema,
        VAULT_MASTER_KEYS: agency.vaultMasterKeys,
        SANDBOX: 'false',
        CARRIER_PORTAL_URLS: sandboxPortalUrls(sandbox.port),
        DATA_DIR: dataDir,
        PORT: String(port),
        WORKER_CONCURRENCY: '3',
        AGENT_SCREENSHOTS: 'false',
        AGENT_TRACES: 'false',
      },
      'node',
    );
    await waitForHttp(`${api}/readyz`, undefined, service);
  }, 300_000);

  afterAll(async () => {
    await service?.kill('SIGKILL');
    await proxy?.close();
    await sandbox?.close();
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, url: string, body?: unknown) => {
    const answer = await partnerCall(api, apiKey, method, url, body);
    return { ...answer, json: JSON.parse(answer.text) };
  };
  const quote = async (id: string) => (await call('GET', `/v1/quotes/${id}`)).json.data as QuoteView;
  /** The person answers every question as it comes. */
  const answerQuestions = async (ids: string[]) => {
    for (const id of ids)
      for (const job of (await quote(id)).jobs.filter((j) => j.status === 'action_required'))
        await call('POST', `/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
          answers: answersFor(job.actionRequired!.questions!),
        });
  };
  const start = async (body: unknown) => {
    const created = await call('POST', '/v1/quotes', body);
    const id = created.json.data.quoteRequestId as string;
    expect((await call('POST', `/v1/quotes/${id}/start`)).status).toBe(202);
    return id;
  };

  it('answers 503 with Retry-After while it is away; jobs ride it out; a code typed meanwhile reaches its job', async () => {
    // A job at a slow portal (in flight during the outage), and one that waits for a texted code.
    await fetch(`${sandbox.url}/_sandbox/faults/bluebonnet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 700 }),
    });
    const inFlight = await start(
      cyberOnlyBody({ externalReference: 'OUTAGE-1', carrierIds: ['bluebonnet'] }),
    );
    const startedAt = Date.now();
    const mfa = await start(
      validCreateBody({
        externalReference: 'OUTAGE-2',
        carrierIds: ['summit-mutual'],
        linesRequested: ['gl'],
        businessOwners: undefined,
        workersComp: undefined,
        input: { bopCoverageLimit: undefined, deductible: undefined, propertyValue: undefined },
      }),
    );
    // Questions are answered as they come; the code is read from the sandbox phone and held back.
    let code: string | undefined;
    let mfaJobId = '';
    await expect
      .poll(
        async () => {
          await answerQuestions([inFlight, mfa]);
          const job = (await quote(mfa)).jobs[0]!;
          mfaJobId = job.jobId;
          const waiting = job.status === 'mfa_waiting';
          const codes = (await (
            await fetch(`${sandbox.url}/_sandbox/mfa-codes?carrierId=summit-mutual`)
          ).json()) as {
            code: string;
            sentAt: string;
          }[];
          code = codes.find((c) => Date.parse(c.sentAt) >= startedAt)?.code;
          return waiting && code !== undefined && (await quote(inFlight)).jobs[0]!.status === 'running';
        },
        { timeout: 120_000, interval: 250 },
      )
      .toBe(true);

    proxy.cut();
    const created = await call('POST', '/v1/quotes', cyberOnlyBody({ externalReference: 'OUTAGE-3' }));
    expect(created.status).toBe(503);
    expect(created.retryAfter).toBe('5');
    expect(created.json).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    const read = await call('GET', `/v1/quotes/${mfa}`);
    expect(read.status).toBe(503);
    expect(read.retryAfter).toBe('5');
    expect((await fetch(`${api}/readyz`)).status).toBe(503);
    expect((await fetch(`${api}/healthz`)).status).toBe(200);

    // The person types the code now; the SDK is told 503 and sends it again after Retry-After.
    const answers: number[] = [];
    const client = createClient({
      baseUrl: api,
      apiKey,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        answers.push(res.status);
        return res;
      },
    });
    const resolved = client.quotes.resolve(mfa, mfaJobId, { code: code! });
    // Away until the SDK was refused twice (Retry-After apart): long enough for the job at the portal to
    // need the database for its steps and wait for it.
    await expect.poll(() => answers.filter((status) => status === 503).length, { timeout: 20_000 }).toBe(2);
    proxy.restore();
    await resolved;
    expect(answers.at(-1)).toBe(202);

    await expect
      .poll(
        async () => {
          await answerQuestions([inFlight, mfa]);
          return [(await quote(inFlight)).status, (await quote(mfa)).status].every(
            (s) => s !== 'in_progress',
          );
        },
        { timeout: 120_000, interval: 250 },
      )
      .toBe(true);
    const ended = [await quote(inFlight), await quote(mfa)];
    expect(
      ended.map((q) => q.status),
      JSON.stringify({ jobs: ended.map((q) => q.jobs), output: service.output() }),
    ).toEqual(['completed', 'completed']);
    // Neither job was handed back or retried: both rode the outage out on their first attempt.
    for (const id of [inFlight, mfa]) {
      const job = (await quote(id)).jobs[0]!;
      const detail = (await call('GET', `/v1/quotes/${id}/jobs/${job.jobId}`)).json.data;
      expect(detail).toMatchObject({ status: 'success', attempt: 1, retryCount: 0 });
    }
    expect(service.child.exitCode).toBeNull();
    expect(service.output().match(/database unavailable/g)).toHaveLength(1);
    expect(service.output()).not.toMatch(/uncaught|unhandled/i);
  }, 300_000);
});
