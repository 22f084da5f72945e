// The embedded demo start (`node src/main.ts`, sandbox on): the demo agency gets an SMS number and a
// random token, and the sandbox phone posts Summit's codes, signed, to the service's own /inbound/sms,
// so a Summit job passes SMS MFA with nobody typing a code and no quote.action_required telling anyone
// of it (questions are still answered by a person, through the resolve operation). The start prints
// the number, never the token; after a restart the phone signs with the same token, opened from the
// store, and a second run passes MFA the same way.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { answersFor, type JobView } from './support/person.ts';
import { type ServiceProcess, startService, waitForHttp, waitForOutput } from './support/processes.ts';

const KEY = 'sk_demoSmsTestKey0123456789abcdefghijklmnopqrstu';

describe.runIf(backend === 'pglite')('the embedded demo: SMS codes with nobody typing', () => {
  let dataDir: string | undefined;
  const processes: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('passes Summit’s SMS MFA by itself, before and after a restart, printing no token', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'demo-sms-'));
    const port = 24_000 + Math.floor(Math.random() * 9000);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_PROFILE: 'fast',
      BOOTSTRAP_API_KEY: KEY,
      WORKER_CONCURRENCY: '1',
      ACTION_TIMEOUT_MINUTES: '1',
    };
    const api = `http://127.0.0.1:${port}`;
    const sandbox = `http://127.0.0.1:${port + 1}`;
    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

    async function start(name: string) {
      const p = startService(env, name);
      processes.push(p);
      await waitForHttp(`${api}/readyz`);
      await waitForOutput(p, /SMS codes\s+the sandbox phone texts \+15550100199 → /);
      return p;
    }

    /** One Summit GL request run to its end; a person answers questions, never a code. */
    async function runSummit(reference: string) {
      const body = validCreateBody({
        externalReference: reference,
        carrierIds: ['summit-mutual'],
        linesRequested: ['gl'],
        businessOwners: undefined,
        workersComp: undefined,
        input: { bopCoverageLimit: undefined, deductible: undefined, propertyValue: undefined },
      });
      const created = await fetch(`${api}/v1/quotes`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
      const started = await fetch(`${api}/v1/quotes/${id}/start`, {
        method: 'POST',
        headers: { authorization: headers.authorization },
      });
      expect(started.status).toBe(202);
      const deadline = Date.now() + 150_000;
      for (;;) {
        const quote = (
          (await (await fetch(`${api}/v1/quotes/${id}`, { headers })).json()) as {
            data: { status: string; jobs: JobView[] };
          }
        ).data;
        if (quote.status !== 'in_progress' && quote.status !== 'pending') {
          await expectNobodyToldOfCodes(id, quote.jobs);
          return quote;
        }
        if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(quote.jobs)}`);
        for (const job of quote.jobs.filter((j) => j.status === 'action_required')) {
          await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
          });
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    }

    /**
     * The texted code came by itself within the grace (MFA_NOTIFY_GRACE_SECONDS, 30 s): no
     * quote.action_required of type mfa; the questions a person answered were told and cleared.
     */
    async function expectNobodyToldOfCodes(id: string, jobs: JobView[]) {
      const { events } = (
        (await (await fetch(`${api}/v1/quotes/${id}/events`, { headers })).json()) as {
          data: {
            events: {
              type: string;
              payload: { jobId?: string; resolution?: string; actionRequired?: { type: string } };
            }[];
          };
        }
      ).data;
      const required = events.filter((e) => e.type === 'quote.action_required').map((e) => e.payload);
      expect(required.map((p) => p.actionRequired?.type)).not.toContain('mfa');
      const resolved = events.filter((e) => e.type === 'quote.action_resolved').map((e) => e.payload);
      expect(resolved.map((p) => [p.jobId, p.resolution])).toEqual(
        required.map((p) => [p.jobId, 'answered']),
      );
      for (const job of jobs) {
        const detail = (await (
          await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}`, { headers })
        ).json()) as {
          data: { steps: { name: string; durationMs: number }[] };
        };
        const mfa = detail.data.steps.filter((s) => s.name === 'mfa').map((s) => s.durationMs);
        for (const ms of mfa) expect(ms).toBeLessThan(30_000);
      }
    }

    const phone = async () =>
      (await (await fetch(`${sandbox}/_sandbox/phone`)).json()) as {
        forwarding: { webhookUrl: string; to: string; signatureUrl: string };
        deliveries: { carrierId: string; status: number | null }[];
      };

    const first = await start('first');
    const pointed = await phone();
    expect(pointed.forwarding).toEqual({
      webhookUrl: `${api}/inbound/sms`,
      signatureUrl: `http://localhost:${port}/inbound/sms`,
      to: '+15550100199',
    });
    const quote = await runSummit('DEMO-SMS-1');
    expect(quote.status, JSON.stringify(quote.jobs)).toBe('completed');
    const codes = (await (
      await fetch(`${sandbox}/_sandbox/mfa-codes?carrierId=summit-mutual`)
    ).json()) as unknown[];
    expect(codes.length).toBeGreaterThanOrEqual(1);
    const posted = (await phone()).deliveries.filter((d) => d.carrierId === 'summit-mutual');
    expect(posted.length).toBe(codes.length);
    expect(posted.every((d) => d.status === 200)).toBe(true);
    // Nothing token-like in what the start printed (the token is 32 hex characters).
    expect(first.output()).not.toMatch(/[0-9a-f]{32}/);

    await first.kill('SIGTERM');
    const second = await start('second');
    const again = await runSummit('DEMO-SMS-2');
    expect(again.status, JSON.stringify(again.jobs)).toBe('completed');
    const postedAgain = (await phone()).deliveries.filter((d) => d.carrierId === 'summit-mutual');
    expect(postedAgain.length).toBeGreaterThanOrEqual(1);
    expect(postedAgain.every((d) => d.status === 200)).toBe(true);
    expect(second.output()).not.toMatch(/[0-9a-f]{32}/);

    // The data folder (the embedded database's files, its write-ahead log included, the artifacts)
    // holds none of the codes texted in either run, nor a portal session or device id of this run.
    const texted = ((await (await fetch(`${sandbox}/_sandbox/mfa-codes`)).json()) as { code: string }[]).map(
      (c) => c.code,
    );
    const firstCodes = (codes as { code: string }[]).map((c) => c.code);
    const secrets = (await (await fetch(`${sandbox}/_sandbox/secrets`)).json()) as {
      sessionIds: string[];
      deviceIds: string[];
    };
    expect(secrets.sessionIds.length).toBeGreaterThan(0);
    await second.kill('SIGTERM');
    const entries = await readdir(dataDir, { withFileTypes: true, recursive: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    expect(files.some((f) => f.includes('pglite'))).toBe(true);
    const stored = (await Promise.all(files.map((f) => readFile(f))))
      .map((b) => b.toString('latin1'))
      .join('\n');
    for (const code of [...firstCodes, ...texted])
      expect(new RegExp(`(?<![0-9])${code}(?![0-9])`).test(stored), `code ${code} in the data folder`).toBe(
        false,
      );
    for (const id of [...secrets.sessionIds, ...secrets.deviceIds])
      expect(stored.includes(id), 'a portal session id in the data folder').toBe(false);
    // Two service starts at SERVICE_START_MS (test/e2e/support/processes.ts) each, and runs.
  }, 720_000);
});
