// The embedded service (one process, PGlite in DATA_DIR) killed mid-run and started again: the run
// resumes and finishes. Then SIGTERM: it shuts down cleanly, closing its browsers.

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { answersFor, type JobView } from './support/person.ts';
import { type ServiceProcess, startService, waitForHttp } from './support/processes.ts';

const KEY = 'sk_embeddedRestartTestKey0123456789abcdefghijkl';

describe.runIf(backend === 'pglite')('the embedded service killed mid-run and restarted', () => {
  let dataDir: string | undefined;
  const processes: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes the run after a SIGKILL and shuts down cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-'));
    const port = 21_000 + Math.floor(Math.random() * 9000);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_PROFILE: 'fast',
      BOOTSTRAP_API_KEY: KEY,
      JOB_HEARTBEAT_SECONDS: '10',
      AGENT_RETRY_DELAYS_MS: '200,500',
      WORKER_CONCURRENCY: '2',
    };
    const api = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    processes.push(startService(env, 'first'));
    await waitForHttp(`${api}/readyz`);

    const body = cyberOnlyBody({
      externalReference: 'EMBED-1',
      carrierIds: ['ironclad-specialty', 'bluebonnet'],
    });
    const created = await fetch(`${api}/v1/quotes`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
    expect(
      (
        await fetch(`${api}/v1/quotes/${id}/start`, {
          method: 'POST',
          headers: { authorization: headers.authorization },
        })
      ).status,
    ).toBe(202);

    const read = async () =>
      (
        (await (await fetch(`${api}/v1/quotes/${id}`, { headers })).json()) as {
          data: { status: string; jobs: JobView[] };
        }
      ).data;
    // Kill as soon as an agent is at work.
    for (let i = 0; ; i++) {
      const quote = await read();
      if (quote.jobs.some((j) => j.status === 'running' || j.status === 'action_required')) break;
      if (i > 200) throw new Error('no job started');
      await new Promise((r) => setTimeout(r, 100));
    }
    await processes[0]!.kill('SIGKILL');

    processes.push(startService(env, 'second'));
    await waitForHttp(`${api}/readyz`);
    const deadline = Date.now() + 240_000;
    let quote = await read();
    while (quote.status === 'in_progress') {
      if (Date.now() > deadline)
        throw new Error(`stuck: ${JSON.stringify(quote.jobs)}\n${processes[1]!.output()}`);
      for (const job of quote.jobs.filter((j) => j.status === 'action_required')) {
        await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
        });
      }
      await new Promise((r) => setTimeout(r, 500));
      quote = await read();
    }
    expect(quote.status, JSON.stringify(quote.jobs)).toBe('completed');
    expect(quote.jobs.every((j) => j.status === 'success')).toBe(true);

    const second = processes[1]!;
    const exited = new Promise<number | null>((resolve) =>
      second.child.once('exit', (code) => resolve(code)),
    );
    second.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'service.pid'))).toBe(false);
    // Two service starts at SERVICE_START_MS (test/e2e/support/processes.ts) each, and a run.
  }, 720_000);
});
