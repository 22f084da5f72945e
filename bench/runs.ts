// A whole run on one node, realistic portal latency: elapsed time from start to the terminal state
// divided by the slowest of its jobs run alone. The request: a Chicago supermarket, every sandbox
// carrier, BOP + GL + WC (7 jobs after appetite). A scripted person answers questions and types SMS
// codes; each pair first runs alone (which also teaches the client's answers), then all at once, then
// all at once for another client of the agency: what each run asked of people (MFA codes, question
// pauses) and of the portals (sign-ins, kept sessions reused).

import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../sandbox/server.ts';
import { createBrowserPool } from '../src/agents/browser-pool.ts';
import { playbookFor } from '../src/agents/carriers/index.ts';
import { createArtifactStore } from '../src/agents/runtime/artifacts.ts';
import { buildApp } from '../src/api/app.ts';
import { carrierCatalog } from '../src/carrier-definitions/built-in.ts';
import { defaultConcurrency } from '../src/config.ts';
import { generateApiKey, scopes } from '../src/domain/api-keys.ts';
import { createSmsTokenBox } from '../src/inbound/sms/sms-token-box.ts';
import { startBoss } from '../src/queue/boss.ts';
import { startRunWorkers } from '../src/runs/start-workers.ts';
import { insertAgency, insertApiKey } from '../src/store/agencies.ts';
import { migrate } from '../src/store/migrate.ts';
import { openPglite } from '../src/store/pglite.ts';
import { keyringFromKeys } from '../src/vault/master-keys.ts';
import { createCodeBox } from '../src/vault/one-time-codes.ts';
import { createVault } from '../src/vault/vault.ts';
import { createSecretBox } from '../src/webhooks/secret-box.ts';
import { validCreateBody } from '../test/fixtures/quote-request.ts';

type Job = {
  jobId: string;
  carrierId: string;
  lineOfBusiness: string;
  status: string;
  startedAt?: string;
  completedAt?: string;
  errorType?: string;
  errorMessage?: string;
  actionRequired?: { questions?: { id: string; text: string; type: string; choices?: string[] }[] };
};

/** What the scripted person types: a fitting answer by the question's words (portals check them). */
function textAnswer(text: string): string {
  if (/year (built|constructed)/i.test(text)) return '2004';
  if (/square f/i.test(text)) return '4200';
  if (/safety program|procedure/i.test(text))
    return 'Written safety program: monthly training, quarterly inspections.';
  if (/describe|explain|other operations/i.test(text)) return 'None';
  if (/how many|number of|age|\(years\)/i.test(text)) return '6';
  return 'None';
}

/** The status, with the errorType and the carrier's words for a job that did not quote. */
const outcome = (job: Job) =>
  job.errorType ? `${job.status} ${job.errorType}: ${job.errorMessage ?? ''}` : job.status;

export async function run() {
  const db = await openPglite({ dataDir: undefined });
  await migrate(db);
  const sandbox = await startSandbox({ port: 0, profile: 'realistic' });
  const carriers = carrierCatalog((host) => `http://${host}.localhost:${sandbox.port}`);
  const keyring = keyringFromKeys({ 1: randomBytes(32).toString('base64') });
  const vault = createVault({ db, keyring });
  const webhookSecrets = createSecretBox(keyring);
  const agency = await insertAgency(db, 'Bench Agency');
  const key = generateApiKey();
  await insertApiKey(db, { agencyId: agency.id, name: 'bench', key, scopes });
  for (const p of sandbox.portals)
    await vault.setCredential({ agencyId: agency.id, carrierId: p.id, ...p.accounts[0]! });
  const boss = await startBoss(db);
  const artifacts = createArtifactStore({ db, dataDir: await mkdtemp(path.join(tmpdir(), 'bench-runs-')) });
  const pool = createBrowserPool({ flavor: 'headless-shell' });
  const concurrency = defaultConcurrency();
  const workers = await startRunWorkers(
    {
      db,
      vault,
      pool,
      artifacts,
      carriers,
      playbookFor,
      workerId: 'bench',
      publicUrl: 'http://localhost',
      actionTimeoutMs: 600_000,
      retryDelaysMs: [2000, 8000],
      screenshots: true,
      log: () => undefined,
    },
    { boss, concurrency },
  );
  const app = await buildApp({
    webhookSecrets,
    smsTokens: createSmsTokenBox(keyring),
    codes: createCodeBox(keyring),
    config: {
      publicUrl: 'http://localhost',
      rateLimitPerMinute: 1e7,
      bodyLimitBytes: 1 << 20,
      idempotencyTtlHours: 24,
    },
    db,
    boss,
    artifacts,
    carriers,
  });
  const headers = { authorization: `Bearer ${key}` };

  const body = (lines: string[], carrierIds: string[]) =>
    validCreateBody({
      externalReference: 'BENCH-RUNS',
      carrierIds,
      linesRequested: lines as never,
      input: {
        businessName: 'Lakeview Fresh Market LLC',
        industryCode: '445110',
        industryDescription: 'Neighborhood supermarket',
        streetAddress: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60606',
        fein: '36-4455667',
      },
      generalLiability: {
        classCode: '18501',
        exposureBasis: 'sales',
        exposure: 2_400_000,
        limits: '1000000/2000000',
      },
      workersComp: {
        classCodes: [{ state: 'IL', classCode: '8006', payroll: 860_000, employees: 26 }],
        experienceMod: 0.95,
        employersLiabilityLimit: '500000/500000/500000',
        ownersIncluded: false,
      },
      ...(lines.includes('bop') ? {} : { businessOwners: undefined }),
      ...(lines.includes('gl') ? {} : { generalLiability: undefined }),
      ...(lines.includes('wc') ? {} : { workersComp: undefined }),
    });

  async function runToEnd(payload: unknown) {
    const created = await app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers,
      payload: payload as object,
    });
    const id = created.json().data.quoteRequestId as string;
    const t0 = Date.now();
    await app.inject({ method: 'POST', url: `/v1/quotes/${id}/start`, headers });
    const codesUsed = new Set<string>();
    let questionPrompts = 0;
    for (;;) {
      const quote = (await app.inject({ method: 'GET', url: `/v1/quotes/${id}`, headers })).json().data;
      if (quote.status !== 'in_progress') {
        const jobs = quote.jobs as Job[];
        const effort = { personPrompts: 0, signIns: 0, sessionsReused: 0 };
        for (const job of jobs) {
          const detail = (
            await app.inject({ method: 'GET', url: `/v1/quotes/${id}/jobs/${job.jobId}`, headers })
          ).json().data as { effort: typeof effort };
          effort.personPrompts += detail.effort.personPrompts;
          effort.signIns += detail.effort.signIns;
          effort.sessionsReused += detail.effort.sessionsReused;
        }
        const asked = { mfaPrompts: codesUsed.size, questionPrompts, ...effort };
        return { elapsed: Date.now() - t0, jobs, asked };
      }
      for (const job of quote.jobs as Job[]) {
        if (job.status === 'action_required') {
          questionPrompts += 1;
          const answers = Object.fromEntries(
            job.actionRequired!.questions!.map((q) => [
              q.id,
              q.type === 'yes_no' ? false : q.type === 'choice' ? q.choices![0]! : textAnswer(q.text),
            ]),
          );
          await app.inject({
            method: 'POST',
            url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
            headers,
            payload: { answers },
          });
        }
        if (job.status === 'mfa_waiting') {
          const codes = (await (
            await fetch(`${sandbox.url}/_sandbox/mfa-codes?carrierId=${job.carrierId}`)
          ).json()) as { code: string }[];
          const code = codes[0]?.code;
          if (code && !codesUsed.has(code)) {
            codesUsed.add(code);
            await app.inject({
              method: 'POST',
              url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
              headers,
              payload: { code },
            });
          }
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  const pairs = [
    ['summit-mutual', 'bop'],
    ['summit-mutual', 'gl'],
    ['harborline', 'gl'],
    ['harborline', 'wc'],
    ['pioneer-casualty', 'bop'],
    ['pioneer-casualty', 'wc'],
    ['ironclad-specialty', 'gl'],
  ];
  console.log(
    `Realistic profile, one node, ${concurrency} concurrent jobs\n\n| Job alone | seconds | status |\n|---|---|---|`,
  );
  let slowest = 0;
  for (const [carrierId, line] of pairs) {
    const alone = await runToEnd(body([line!], [carrierId!]));
    const job = alone.jobs[0]!;
    const seconds = (Date.parse(job.completedAt!) - Date.parse(job.startedAt!)) / 1000;
    slowest = Math.max(slowest, alone.elapsed / 1000);
    console.log(
      `| ${carrierId} ${line} | ${seconds.toFixed(1)} (request ${(alone.elapsed / 1000).toFixed(1)}) | ${outcome(job)} |`,
    );
  }
  const everyCarrier = [
    'summit-mutual',
    'harborline',
    'pioneer-casualty',
    'ironclad-specialty',
    'bluebonnet',
  ];
  const all = await runToEnd(body(['bop', 'gl', 'wc'], everyCarrier));
  console.log(
    `\nAll ${all.jobs.length} jobs at once: ${(all.elapsed / 1000).toFixed(1)} s from start to terminal; slowest request alone ${slowest.toFixed(1)} s; ratio ${(all.elapsed / 1000 / slowest).toFixed(2)}`,
  );
  console.log(
    `Statuses: ${all.jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}=${outcome(j)}`).join(', ')}`,
  );
  // The same run for another client of the agency: every login's session is kept from the runs above.
  const another = await runToEnd({
    ...body(['bop', 'gl', 'wc'], everyCarrier),
    externalReference: 'BENCH-RUNS-2',
    input: { ...body(['bop'], everyCarrier).input, businessName: 'Wacker Grocers LLC' },
  });
  console.log(
    `Another client, all at once: ${(another.elapsed / 1000).toFixed(1)} s; statuses: ${another.jobs.map((j) => `${j.carrierId}:${j.lineOfBusiness}=${outcome(j)}`).join(', ')}`,
  );
  console.log(
    '\n| Run | jobs | MFA codes typed | question pauses | prompts to a person | sign-ins | kept sessions reused |\n|---|---|---|---|---|---|---|',
  );
  for (const [name, r] of [
    ['All at once (first client)', all],
    ['Another client', another],
  ] as const) {
    const a = r.asked;
    console.log(
      `| ${name} | ${r.jobs.length} | ${a.mfaPrompts} | ${a.questionPrompts} | ${a.personPrompts} | ${a.signIns} | ${a.sessionsReused} |`,
    );
  }
  // Tabs of one session (docs/decisions/0033-tabs-of-one-session.md): what the sandbox saw of each login.
  const seen = (await (await fetch(`${sandbox.url}/_sandbox/sessions/logins`)).json()) as {
    logins: { carrierId: string; signIns: number; mostAtOnce: number; mostSignInsAtOnce: number }[];
  };
  console.log(
    `\nSandbox, per login: ${seen.logins.map((l) => `${l.carrierId} ${l.signIns} sign-in(s), at most ${l.mostAtOnce} session(s) in use at once, ${l.mostSignInsAtOnce} sign-in(s) at once`).join('; ')}`,
  );
  await app.close();
  await workers.stop(1000);
  await pool.close();
  await boss.stop({ graceful: false, timeout: 2000 });
  await sandbox.close();
  await db.close();
}
