// The embedded start (`node src/main.ts`: sandbox and demo agency) with its SMTP server on: the demo
// agency gets its code address, the sandbox's mail goes to the service's own SMTP port, and the demo's
// Ironclad login is the e-mail-code one, so an Ironclad job waits for its code and gets it with nobody
// typing, and no quote.action_required tells a person of it (questions, which are not codes, are
// answered as a person would: each is told, then resolved).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { answersFor, type JobView } from './support/person.ts';
import { type ServiceProcess, startService, waitForHttp } from './support/processes.ts';

const KEY = 'sk_demoEmailMfaTestKey0123456789abcdefghijklmn';

describe.runIf(backend === 'pglite')('the demo runs e-mail MFA by itself', () => {
  let dataDir: string | undefined;
  let service: ServiceProcess | undefined;
  afterAll(async () => {
    await service?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('quotes Ironclad through its e-mailed code with no code typed', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'demo-mail-'));
    const port = 21_000 + Math.floor(Math.random() * 9000);
    service = startService(
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        SANDBOX_PORT: String(port + 1),
        SMTP_PORT: String(port + 2),
        SANDBOX_PROFILE: 'fast',
        BOOTSTRAP_API_KEY: KEY,
        WORKER_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
      },
      'demo',
    );
    const api = `http://127.0.0.1:${port}`;
    await waitForHttp(`${api}/readyz`);
    expect(service.output()).toMatch(
      /Demo mail +the sandbox e-mails the demo agency's codes to mfa-[a-z2-7]{24}@codes\.localhost/,
    );
    const sandboxMail = await (await fetch(`http://127.0.0.1:${port + 1}/_sandbox/mail`)).json();
    expect(sandboxMail).toMatchObject({
      relay: { host: '127.0.0.1', port: port + 2 },
      to: expect.stringMatching(/@codes\.localhost$/),
    });

    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    const body = cyberOnlyBody({ externalReference: 'DEMO-MAIL-1', carrierIds: ['ironclad-specialty'] });
    const created = await fetch(`${api}/v1/quotes`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
    const started = await fetch(`${api}/v1/quotes/${id}/start`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    expect(started.status).toBe(202);

    const read = async () =>
      (
        (await (await fetch(`${api}/v1/quotes/${id}`, { headers })).json()) as {
          data: { status: string; jobs: JobView[] };
        }
      ).data;
    const deadline = Date.now() + 180_000;
    let quote = await read();
    while (quote.status === 'in_progress' || quote.status === 'pending') {
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(quote.jobs)}\n${service.output()}`);
      for (const job of quote.jobs.filter((j) => j.status === 'action_required')) {
        await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
        });
      }
      await new Promise((r) => setTimeout(r, 300));
      quote = await read();
    }
    expect(quote.status, JSON.stringify(quote.jobs)).toBe('completed');

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
    // The code came by itself within the grace (MFA_NOTIFY_GRACE_SECONDS): no person was told of it.
    // The questions a person answered were told (at once), and each cleared when answered.
    const required = events.filter((e) => e.type === 'quote.action_required').map((e) => e.payload);
    expect(required.map((p) => p.actionRequired?.type)).not.toContain('mfa');
    const resolved = events.filter((e) => e.type === 'quote.action_resolved').map((e) => e.payload);
    expect(resolved.map((p) => [p.jobId, p.resolution])).toEqual(required.map((p) => [p.jobId, 'answered']));
    const [job] = quote.jobs;
    const detail = (await (await fetch(`${api}/v1/quotes/${id}/jobs/${job!.jobId}`, { headers })).json()) as {
      data: { steps: { name: string; durationMs: number }[] };
    };
    const mfaSteps = detail.data.steps.filter((s) => s.name === 'mfa');
    expect(mfaSteps).toHaveLength(1);
    expect(mfaSteps[0]!.durationMs).toBeLessThan(30_000);
    expect(service.output()).toContain('inbound mail code given to its job');
    expect(service.output()).not.toMatch(/sign-in code is/);
    // A service start at SERVICE_START_MS (test/e2e/support/processes.ts), and a run.
  }, 450_000);
});
