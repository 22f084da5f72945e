// Learning and unlearning in a run, against the real store: resolving a missing item with its
// proposal's value (or the runner-up's) learns that mapping as the resolver's, any other answer learns
// nothing; a job's attempt gets its agency's active mappings (never another agency's), and one it used
// is withdrawn with the evidence when the portal refuses the submission or the quote does not match.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  LearnedMapping,
  Playbook,
  PlaybookOutcome,
  UnderwritingQuestion,
} from '../../src/agents/playbook.ts';
import { createArtifactStore } from '../../src/agents/runtime/artifacts.ts';
import { carrierCatalog } from '../../src/carrier-definitions/built-in.ts';
import { executeJob } from '../../src/runs/execute-job.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { resolveJob } from '../../src/runs/resolve-job.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { activeMappingsFor, learnMapping, listAgencyMappings } from '../../src/store/learned-mappings.ts';
import { keyringFromKeys } from '../../src/vault/master-keys.ts';
import { createVault } from '../../src/vault/vault.ts';
import { testCodes } from '../helpers/codes.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { fakePool } from '../helpers/fake-pool.ts';
import { seedQueuedJob, seedRequest } from '../helpers/runs.ts';

const carrierId = 'summit-mutual';
const publicUrl = 'https://quotes.example.test';

const workforce: UnderwritingQuestion = {
  id: 'summit-mutual:workforce-size',
  text: 'Workforce size *',
  type: 'integer',
  hint: 'Everyone on the payroll',
  proposal: {
    field: 'input.numberOfEmployees',
    fieldName: 'Number of employees',
    value: '12',
    screen: 'Business details',
    runnerUp: { field: 'input.fullTimeEmployees', fieldName: 'Full-time employees', value: '10' },
  },
};

describe(`learned mappings in a run (${backend})`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  let t: TestDb | undefined;
  afterEach(async () => {
    for (const fn of cleanup.splice(0)) await fn();
    await t?.close();
    t = undefined;
  });

  /** A running job paused on the workforce question; resolves it with `answer` as `actor`. */
  async function answerOnce(db: TestDb['db'], agencyId: string, answer: unknown, actor?: string) {
    const seeded = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ carrierId, status: 'running' }],
      agencyId,
    });
    const job = (await findJob(db, seeded.jobIds[0]!)) as JobRow;
    const paused = pauseForPerson(
      { db, vault: { codes: testCodes }, publicUrl, actionTimeoutMs: 60_000 },
      job,
      'AMS-1',
      { type: 'missing_information', message: 'Summit requires 1 item', questions: [workforce] },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    await resolveJob(
      { db, codes: testCodes },
      agencyId,
      seeded.requestId,
      job.id,
      {
        answers: { [workforce.id]: answer },
      },
      actor,
    );
    return paused;
  }

  it('learns the proposal or the runner-up a person confirms, as theirs, and nothing from another answer', async () => {
    t = await createTestDb();
    const { db } = t;
    const agencyId = (await seedRequest(db, { status: 'pending', jobs: [] })).agencyId;

    // Another value: the job gets it, nothing is learned.
    expect(await answerOnce(db, agencyId, 14, 'usr_a')).toMatchObject({ answers: { [workforce.id]: '14' } });
    expect(await listAgencyMappings(db, agencyId)).toEqual([]);

    // The proposal's value (as a number, with spaces: compared as text) confirms its field.
    expect(await answerOnce(db, agencyId, ' 12 ', 'usr_a')).toMatchObject({
      answers: { [workforce.id]: '12' },
    });
    expect(await listAgencyMappings(db, agencyId)).toMatchObject([
      {
        carrierId,
        screen: 'Business details',
        label: 'Workforce size *',
        field: 'input.numberOfEmployees',
        confirmedBy: 'usr_a',
        withdrawnAt: null,
      },
    ]);

    // The runner-up's value, by an API key: its field replaces the first.
    await answerOnce(db, agencyId, '10', 'key_b');
    const [latest, first] = await listAgencyMappings(db, agencyId);
    expect(latest).toMatchObject({
      field: 'input.fullTimeEmployees',
      confirmedBy: 'key_b',
      withdrawnAt: null,
    });
    expect(first).toMatchObject({ field: 'input.numberOfEmployees', withdrawnReason: 'replaced' });
  });

  async function harness(run: Playbook['run']) {
    t = await createTestDb();
    const { db } = t;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'learned-run-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const vault = createVault({ db, keyring: keyringFromKeys({ 1: randomBytes(32).toString('base64') }) });
    const seeded = await seedQueuedJob(db, vault, carrierId);
    const playbook: Playbook = { carrierId, lines: ['gl'], run, signIn: async () => 'accepted' };
    const execute = () =>
      executeJob(
        {
          db,
          vault,
          pool: fakePool().pool,
          artifacts: createArtifactStore({ db, dataDir }),
          carriers: carrierCatalog((host) => `http://${host}.localhost:9`),
          playbookFor: (id) => (id === carrierId ? playbook : undefined),
          workerId: 'worker-1',
          publicUrl,
          actionTimeoutMs: 60_000,
          retryDelaysMs: [],
          leaseWaitMs: 1000,
          screenshots: false,
          log: () => undefined,
          now: () => Date.now(),
          sleep: async () => undefined,
          heartbeatMs: 20,
          leaseTtlSeconds: 30,
          leasePollMs: 250,
        },
        seeded.jobIds[0]!,
      );
    const learn = (agencyId: string, label: string, field: string) =>
      learnMapping(db, {
        agencyId,
        carrierId,
        screen: 'Business details',
        label,
        field,
        confirmedBy: 'usr_a',
      });
    return { db, seeded, execute, learn };
  }

  /** A playbook that applies the mapping of `label` and ends with `outcome` (or throws it). */
  function applying(label: string, end: () => PlaybookOutcome, seen: LearnedMapping[][]): Playbook['run'] {
    return async (ctx) => {
      seen.push([...(ctx.learned ?? [])]);
      const mapping = ctx.learned?.find((m) => m.label === label);
      if (mapping) ctx.usedMapping?.(mapping.id);
      return end();
    };
  }

  it('gives the attempt its agency’s mappings and withdraws the one it used when the portal refuses', async () => {
    const seen: LearnedMapping[][] = [];
    const refused = 'Workforce size must be at least 20 for this class';
    const h = await harness(
      applying('Workforce size', () => ({ kind: 'rejected_data', message: refused }), seen),
    );
    const used = await h.learn(h.seeded.agencyId, 'Workforce size', 'input.numberOfEmployees');
    const unused = await h.learn(h.seeded.agencyId, 'Yearly sales', 'input.annualRevenue');
    const other = (await seedRequest(h.db, { status: 'pending', jobs: [] })).agencyId;
    await h.learn(other, 'Staff', 'input.fullTimeEmployees');

    await h.execute();
    expect(await findJob(h.db, h.seeded.jobIds[0]!)).toMatchObject({ errorType: 'portal_rejected_data' });
    expect(seen[0]?.map((m) => m.id).sort()).toEqual([used.id, unused.id].sort());
    const listed = await listAgencyMappings(h.db, h.seeded.agencyId);
    expect(listed.find((m) => m.id === used.id)).toMatchObject({
      withdrawnBy: 'system',
      withdrawnReason: 'portal_refused',
      evidence: { jobId: h.seeded.jobIds[0], message: refused },
    });
    expect(listed.find((m) => m.id === unused.id)?.withdrawnAt).toBeNull();
    expect(await activeMappingsFor(h.db, other, carrierId)).toHaveLength(1);
  });

  it('withdraws a used mapping on a quote mismatch, and none when the quote matches', async () => {
    const seen: LearnedMapping[][] = [];
    let namedInsured: string | undefined = 'Somebody Else Holdings LLC';
    const h = await harness(
      applying(
        'Workforce size',
        () => ({
          kind: 'quoted',
          quote: {
            quoteNumber: 'SM-1',
            annualPremium: 2140,
            quoteType: 'bindable',
            quoteExpiresAt: '2031-01-31',
            namedInsured,
          },
        }),
        seen,
      ),
    );
    const used = await h.learn(h.seeded.agencyId, 'Workforce size', 'input.numberOfEmployees');
    await h.execute();
    expect(await findJob(h.db, h.seeded.jobIds[0]!)).toMatchObject({ errorType: 'quote_mismatch' });
    const [withdrawn] = await listAgencyMappings(h.db, h.seeded.agencyId);
    expect(withdrawn).toMatchObject({ id: used.id, withdrawnReason: 'quote_mismatch' });
    expect(String(withdrawn?.evidence?.message)).toContain('Somebody Else Holdings LLC');

    // Learned again, a matching quote leaves it active.
    const again = await h.learn(h.seeded.agencyId, 'Workforce size', 'input.numberOfEmployees');
    const retry = await seedRequest(h.db, {
      status: 'in_progress',
      jobs: [{ carrierId, line: 'gl', status: 'queued' }],
      agencyId: h.seeded.agencyId,
    });
    namedInsured = undefined;
    h.seeded.jobIds[0] = retry.jobIds[0]!;
    await h.execute();
    expect(await findJob(h.db, retry.jobIds[0]!)).toMatchObject({ status: 'success' });
    expect(seen.at(-1)?.map((m) => m.id)).toEqual([again.id]);
    expect((await activeMappingsFor(h.db, h.seeded.agencyId, carrierId)).map((m) => m.id)).toEqual([
      again.id,
    ]);
  });
});
