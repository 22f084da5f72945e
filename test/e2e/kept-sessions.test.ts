// Sessions kept per carrier login (issue 11): a first run of BOP, GL and WC on every sandbox carrier
// signs in (a person types Summit's and Pioneer's texted codes once), and a second run for other clients
// of the same agency asks nobody for a code: no job goes `mfa_waiting`, every job starts from its
// login's kept session, and the figures on each job say so. The kept sessions are sealed: the database
// holds none of the sandbox's session cookies in plain text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illinoisStore, texasOffice } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { createAndStart, type JobView, playPerson } from './support/person.ts';

interface JobDetail extends JobView {
  effort: { personPrompts: number; signIns: number; sessionsReused: number };
  steps: { name: string }[];
}

async function jobDetails(stack: Stack, id: string, jobs: JobView[]): Promise<JobDetail[]> {
  return Promise.all(
    jobs.map(async (job) => {
      const res = await stack.app.inject({
        method: 'GET',
        url: `/v1/quotes/${id}/jobs/${job.jobId}`,
        headers: stack.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as JobDetail;
    }),
  );
}

async function runAll(stack: Stack, bodies: object[]) {
  const ids = await Promise.all(bodies.map((body) => createAndStart(stack, body)));
  const played = await Promise.all(ids.map((id) => playPerson(stack, id, { timeoutMs: 420_000 })));
  const jobs = await Promise.all(
    played.map(({ quote }, i) => jobDetails(stack, ids[i]!, quote.jobs as JobView[])),
  );
  return { ids, mfa: played.flatMap((p) => p.mfa), jobs: jobs.flat() };
}

describe(`portal sessions kept per carrier login (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4 }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('signs in on the first run and asks nobody for a code on the second', async () => {
    const first = await runAll(stack, [
      texasOffice('Hill Country Accounting LLC', 'KEPT-1A'),
      illinoisStore('Wacker Hardware LLC', 'KEPT-1B'),
    ]);
    const describeJobs = (jobs: JobDetail[]) =>
      JSON.stringify(jobs.map((j) => [j.carrierId, j.lineOfBusiness, j.status, j.errorMessage, j.effort]));
    expect(
      first.jobs.map((j) => j.status),
      describeJobs(first.jobs),
    ).toEqual(first.jobs.map(() => 'success'));
    const carriers = new Set(first.jobs.map((j) => j.carrierId));
    expect([...carriers].sort()).toEqual([
      'bluebonnet',
      'harborline',
      'ironclad-specialty',
      'pioneer-casualty',
      'summit-mutual',
    ]);
    // Each login signed in once; its other jobs of the run went through that session in turn.
    for (const carrierId of carriers) {
      const jobs = first.jobs.filter((j) => j.carrierId === carrierId);
      const signIns = jobs.reduce((n, j) => n + j.effort.signIns, 0);
      expect(signIns, `${carrierId}: ${describeJobs(jobs)}`).toBe(1);
      expect(
        jobs.reduce((n, j) => n + j.effort.sessionsReused, 0),
        `${carrierId}: ${describeJobs(jobs)}`,
      ).toBe(jobs.length - 1);
    }
    // Summit texts a code at every sign-in, Pioneer to a browser it does not know: one each.
    expect(first.mfa.sort()).toEqual(['pioneer-casualty', 'summit-mutual']);

    const second = await runAll(stack, [
      texasOffice('Barton Creek Bookkeeping LLC', 'KEPT-2A'),
      illinoisStore('Loop Hardware LLC', 'KEPT-2B'),
    ]);
    expect(
      second.jobs.map((j) => j.status),
      describeJobs(second.jobs),
    ).toEqual(second.jobs.map(() => 'success'));
    expect(second.mfa).toEqual([]);
    for (const job of second.jobs) {
      expect(job.effort.signIns, describeJobs([job])).toBe(0);
      expect(job.effort.sessionsReused, describeJobs([job])).toBe(1);
      expect(job.steps.map((s) => s.name)).toContain('resume-session');
      expect(job.steps.map((s) => s.name)).not.toContain('login');
    }
    const events = await Promise.all(
      second.ids.map(async (id) => {
        const res = await stack.app.inject({
          method: 'GET',
          url: `/v1/quotes/${id}/events`,
          headers: stack.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { type: string; payload: { actionRequired?: { type: string } } }[];
      }),
    );
    expect(
      events
        .flat()
        .filter((e) => e.type === 'quote.action_required' && e.payload.actionRequired?.type === 'mfa'),
    ).toEqual([]);

    // The sessions are sealed: no sandbox session id appears in the database in plain text.
    const sessionIds = [
      ...stack.sandbox.state.sessions.ids(),
      ...stack.sandbox.state.accounts.list().flatMap((a) => [...a.knownDevices]),
    ];
    expect(sessionIds.length).toBeGreaterThan(0);
    const dump = JSON.stringify(await stack.db.query('SELECT * FROM kept_portal_sessions'), (_key, value) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
    );
    for (const id of sessionIds) expect(dump).not.toContain(id);
    expect((await stack.db.query('SELECT 1 FROM kept_portal_sessions')).length).toBe(5);
  }, 900_000);
});
