// Many nodes on one PostgreSQL: one API and two worker processes; a worker SIGKILLed at random during
// twelve runs and replaced. Zero lost jobs, zero requests stuck, zero duplicate portal submissions.
// Then a worker killed while it holds a signed-in portal session: the job resumes on another worker,
// signs in again (the portal forgot the session meanwhile) and continues the one submission it filed.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../sandbox/server.ts';
import { cyberOnlyBody } from '../fixtures/quote-request.ts';
import { backend, createTestDb, databaseUrl, type TestDb } from '../helpers/db.ts';
import { seedSandboxAgency } from './support/agency.ts';
import { answersFor, type JobView } from './support/person.ts';
import {
  SERVICE_START_MS,
  type ServiceProcess,
  sandboxPortalUrls,
  startService,
  waitForHttp,
  waitForOutput,
} from './support/processes.ts';

// Three services started at once: the API's /readyz, then each worker's banner, each given SERVICE_START_MS.
const START_TIMEOUT_MS = 60_000 + 2 * SERVICE_START_MS;

const RUNS = 12;

describe.runIf(backend === 'postgres')(
  'one API and two workers on PostgreSQL, a worker killed mid-run',
  () => {
    let t: TestDb;
    let sandbox: Sandbox;
    let dataDir: string;
    const processes: ServiceProcess[] = [];
    let api: string;
    let headers: Record<string, string>;
    let env: Record<string, string>;

    beforeAll(async () => {
      t = await createTestDb();
      sandbox = await startSandbox({ port: 0, profile: 'fast' });
      dataDir = await mkdtemp(path.join(tmpdir(), 'multi-'));
      const agency = await seedSandboxAgency(t.db, 'Multi Agency');
      headers = { authorization: `Bearer ${agency.apiKey}`, 'content-type': 'application/json' };
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      api = `http://127.0.0.1:${port}`;
      env = {
        DATABASE_URL: databaseUrl!,
        DATABASE_SCHEMA: t.db.schema,
        VAULT_MASTER_KEYS: agency.vaultMasterKeys,
        SANDBOX: 'false',
        // The portals this deployment talks to: the test's own sandbox, configured like real origins.
        CARRIER_PORTAL_URLS: sandboxPortalUrls(sandbox.port),
        DATA_DIR: dataDir,
        PORT: String(port),
        WORKER_CONCURRENCY: '3',
        JOB_HEARTBEAT_SECONDS: '10',
        AGENT_RETRY_DELAYS_MS: '200,500,1000',
        AGENT_SCREENSHOTS: 'false',
        AGENT_TRACES: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
      };
      processes.push(startService({ ...env, ROLE: 'api' }, 'api'));
      processes.push(startService({ ...env, ROLE: 'worker' }, 'worker-1'));
      processes.push(startService({ ...env, ROLE: 'worker' }, 'worker-2'));
      await waitForHttp(`${api}/readyz`);
      await Promise.all(processes.slice(1).map((p) => waitForOutput(p, /Workers\s+3 concurrent/)));
    }, START_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      await sandbox?.close();
      await t?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it(
      'loses nothing and files each portal submission once',
      async () => {
        const ids: string[] = [];
        for (let i = 0; i < RUNS; i++) {
          const body = cyberOnlyBody({
            externalReference: 'MULTI-CLIENT',
            carrierIds: ['ironclad-specialty', 'bluebonnet'],
            input: {
              businessName: `Run ${i} Outfitters LLC`,
              industryDescription: 'Clothing store with online sales',
            },
          });
          const created = await fetch(`${api}/v1/quotes`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          });
          const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
          const started = await fetch(`${api}/v1/quotes/${id}/start`, {
            method: 'POST',
            headers: { authorization: headers.authorization! },
          });
          expect(started.status).toBe(202);
          ids.push(id);
        }

        let killed = false;
        const killAt = Date.now() + 4000 + Math.random() * 8000;
        const deadline = Date.now() + 8 * 60_000;
        const pending = new Set(ids);
        while (pending.size > 0) {
          if (Date.now() > deadline)
            throw new Error(
              `stuck: ${[...pending].join(', ')}\n${processes.map((p) => p.output()).join('\n')}`,
            );
          if (!killed && Date.now() > killAt) {
            killed = true;
            const victim = processes[1 + Math.floor(Math.random() * 2)]!;
            await victim.kill('SIGKILL');
            processes.push(startService({ ...env, ROLE: 'worker' }, 'worker-3'));
          }
          for (const id of [...pending]) {
            const answer = await fetch(`${api}/v1/quotes/${id}`, { headers });
            const payload = (await answer.json()) as { data: { status: string; jobs: JobView[] } };
            if (!answer.ok) {
              throw new Error(
                `GET ${id}: ${answer.status} ${JSON.stringify(payload)}\n${processes.map((p) => p.output()).join('\n')}`,
              );
            }
            const quote = payload.data;
            if (quote.status !== 'in_progress') {
              pending.delete(id);
              continue;
            }
            for (const job of quote.jobs.filter((j) => j.status === 'action_required')) {
              await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
              });
            }
          }
          await new Promise((r) => setTimeout(r, 500));
        }
        expect(killed).toBe(true);

        const jobs = await t.db.query<{
          status: string;
          carrierId: string;
          errorType: string | null;
          attempt: number;
        }>(
          `SELECT j.status, j.carrier_id AS "carrierId", j.error_type AS "errorType", j.error_message AS "errorMessage",
             j.attempt, j.retry_count AS "retryCount",
             (SELECT json_agg(json_build_array(s.attempt, s.name, s.outcome, s.error) ORDER BY s.id)
                FROM job_steps s WHERE s.job_id = j.id) AS steps
           FROM jobs j`,
        );
        expect(jobs).toHaveLength(RUNS * 2);
        const notDone = jobs.filter((j) => j.status !== 'success');
        expect(notDone, JSON.stringify(notDone)).toEqual([]);
        const requests = await t.db.query<{ status: string }>('SELECT status FROM quote_requests');
        expect(requests.every((r) => r.status === 'completed')).toBe(true);

        const { submissions } = (await (await fetch(`${sandbox.url}/_sandbox/submissions`)).json()) as {
          submissions: { carrierId: string; applicantName: string; effectiveDate: string; line: string }[];
        };
        const byRisk = new Map<string, number>();
        for (const s of submissions) {
          const key = `${s.carrierId}|${s.applicantName}|${s.effectiveDate}|${s.line}`;
          byRisk.set(key, (byRisk.get(key) ?? 0) + 1);
        }
        expect(byRisk.size).toBe(RUNS * 2);
        const duplicated = [...byRisk.entries()].filter(([, n]) => n > 1).map(([k]) => k);
        const detail = submissions.filter((s) =>
          duplicated.includes(`${s.carrierId}|${s.applicantName}|${s.effectiveDate}|${s.line}`),
        );
        const dupJobs = jobs.filter((j) => duplicated.some((d) => d.startsWith(j.carrierId)));
        expect(duplicated, JSON.stringify({ detail, jobs: dupJobs.filter((j) => j.attempt > 1) })).toEqual(
          [],
        );
      },
      12 * 60_000,
    );

    it(
      'resumes a job whose worker was killed holding a signed-in session: signs in again, files once',
      async () => {
        const name = 'Held Session Outfitters LLC';
        const body = cyberOnlyBody({
          externalReference: 'MULTI-HELD',
          carrierIds: ['bluebonnet'],
          input: { businessName: name, industryDescription: 'Clothing store with online sales' },
        });
        // Slow pages, so the worker is surely killed in the middle of the application.
        await fetch(`${sandbox.url}/_sandbox/faults/bluebonnet`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ latencyMs: 700 }),
        });
        const created = await fetch(`${api}/v1/quotes`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        const id = ((await created.json()) as { data: { quoteRequestId: string } }).data.quoteRequestId;
        await fetch(`${api}/v1/quotes/${id}/start`, {
          method: 'POST',
          headers: { authorization: headers.authorization! },
        });
        const jobOf = async () => {
          const [job] = await t.db.query<{
            id: string;
            workerId: string | null;
            attempt: number;
            portalReference: string | null;
            status: string;
          }>(
            `SELECT id, worker_id AS "workerId", attempt, portal_reference AS "portalReference", status
               FROM jobs WHERE quote_request_id = $1`,
            [id],
          );
          return job!;
        };
        // Signed in, the application filed (the portal gave its number): the worker holds the session.
        const deadline = Date.now() + 120_000;
        let held = await jobOf();
        while (!(held.status === 'running' && held.portalReference && held.workerId)) {
          if (Date.now() > deadline) throw new Error(`never held: ${JSON.stringify(held)}`);
          await new Promise((r) => setTimeout(r, 100));
          held = await jobOf();
        }
        const pid = Number(held.workerId!.split(':').at(-2));
        const victim = processes.find((p) => p.child.pid === pid);
        expect(victim, `no worker process with pid ${pid}`).toBeDefined();
        await victim!.kill('SIGKILL');
        // The portal forgets every session meanwhile: the job must sign in again, not reuse.
        await fetch(`${sandbox.url}/_sandbox/sessions/bluebonnet/expire`, { method: 'POST' });
        await fetch(`${sandbox.url}/_sandbox/faults/bluebonnet`, { method: 'DELETE' });
        processes.push(startService({ ...env, ROLE: 'worker' }, 'worker-4'));

        const end = Date.now() + 180_000;
        for (;;) {
          const quote = (
            (await (await fetch(`${api}/v1/quotes/${id}`, { headers })).json()) as {
              data: { status: string; jobs: JobView[] };
            }
          ).data;
          if (quote.status !== 'in_progress') break;
          if (Date.now() > end) throw new Error(`stuck: ${JSON.stringify(quote.jobs)}`);
          for (const job of quote.jobs.filter((j) => j.status === 'action_required')) {
            await fetch(`${api}/v1/quotes/${id}/jobs/${job.jobId}/resolve`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ answers: answersFor(job.actionRequired!.questions!) }),
            });
          }
          await new Promise((r) => setTimeout(r, 500));
        }
        const done = await jobOf();
        expect(done.status).toBe('success');
        expect(done.attempt).toBeGreaterThan(held.attempt);
        const later = await t.db.query<{ name: string }>(
          'SELECT name FROM job_steps WHERE job_id = $1 AND attempt > $2 ORDER BY id',
          [done.id, held.attempt],
        );
        expect(later.map((s) => s.name)).toContain('login');
        expect(later.map((s) => s.name)).toContain('open-submission');
        const { submissions } = (await (await fetch(`${sandbox.url}/_sandbox/submissions`)).json()) as {
          submissions: { carrierId: string; applicantName: string }[];
        };
        expect(
          submissions.filter((s) => s.carrierId === 'bluebonnet' && s.applicantName === name),
        ).toHaveLength(1);
      },
      5 * 60_000,
    );
  },
);
