// A first run with nobody asked (decision 0011): the sandbox phone posts Summit's and Pioneer's texted codes,
// signed, to the service's /inbound/sms; Ironclad's e-mailed code goes over SMTP to the service's own
// SMTP server; Harborline's authenticator code comes from the vault's seed. A first run of BOP, GL and
// WC on every sandbox carrier (no kept session anywhere) completes with no resolve call at all: the
// clients' underwriting answers are remembered from before, and every code came by itself; each login
// signs in once and its other jobs go through that session (in turn, or in tabs where the portal allows
// them: decision 0033). A second run, for other clients of
// the agency, asks for no code at all: no job goes `mfa_waiting`, every job starts from its login's kept
// session (sessions kept per login). Afterwards the database and the job artifacts hold none
// of the codes or session cookies in plain text.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../src/agents/playbook.ts';
import { codeIn } from '../../src/inbound/sms/deliver-code.ts';
import { bossSchema } from '../../src/queue/boss.ts';
import { saveClientAnswer } from '../../src/store/client-answers.ts';
import { illinoisStore, texasOffice } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack, waitForQuote, wireMailCodes } from '../helpers/stack.ts';
import type { JobView } from './support/person.ts';

interface JobDetail extends JobView {
  effort: { personPrompts: number; signIns: number; sessionsReused: number };
  steps: { name: string; durationMs: number }[];
}

const IRONCLAD = 'ironclad-specialty';

/** What each client told the agency before (remembered answers), by question id. */
const texasAnswers: Record<string, Answer> = {
  'harborline:subcontracted-work': 'None',
  'harborline:subcontracted-share': 'None',
  'harborline:new-residential-construction': false,
  'harborline:gl-claims-5-years': false,
  'products.ownLabel': false,
  'ironclad-specialty:private_label_products': 'None',
  'ironclad-specialty:uses_subcontractors': false,
  'gl.subcontractorsWithoutCertificates': false,
  'ironclad-specialty:gl_claims_over_25k': false,
  'ironclad-specialty:gl_claim_details': 'None',
  'operations.alcoholSales': false,
  'history.lossesPast3Years': 'None',
  'history.priorCancellation': false,
  'summit-mutual:prior_cancellation_explanation': 'None',
  'summit-mutual:other_tenants': false,
  'bluebonnet:roof_age': '6',
  'bluebonnet:unrepaired_damage': false,
  'bluebonnet:other_operations': 'None',
  'operations.workAtHeights': false,
  'gl.usesSubcontractors': false,
};
const illinoisAnswers: Record<string, Answer> = {
  'pioneer-casualty:aircraft_auto_medical_products': false,
  'pioneer-casualty:cooking_fryers_open_flame': false,
  'pioneer-casualty:central_station_alarm': true,
  'pioneer-casualty:leases_premises_to_others': false,
  'history.lossesPast3Years': 'None',
  'pioneer-casualty:current_carrier_bop': 'None',
  'operations.safetyProgram': 'Written safety program: monthly training, quarterly inspections.',
  'wc.uninsuredSubcontractors': false,
  'operations.workAtHeights': false,
  'pioneer-casualty:return_to_work_program': true,
  'pioneer-casualty:current_carrier_wc': 'None',
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe(`a first run on every carrier with nobody asked (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 4, smsPhone: true, smtp: true }));
    await wireMailCodes(stack);
  }, 120_000);
  afterAll(() => stack?.close());

  async function create(body: object, answers: Record<string, Answer>): Promise<string> {
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const [request] = await stack.db.query<{ clientId: string }>(
      'SELECT client_id AS "clientId" FROM quote_requests WHERE id = $1',
      [id],
    );
    for (const [key, answer] of Object.entries(answers))
      await saveClientAnswer(stack.db, request!.clientId, { key, text: key }, answer);
    return id;
  }

  /** Creates and starts both clients' requests, then only polls, as a partner would: no resolve call. */
  async function run(names: [string, string], reference: string) {
    const ids = [
      await create(texasOffice(names[0], `${reference}A`), texasAnswers),
      await create(illinoisStore(names[1], `${reference}B`), illinoisAnswers),
    ];
    for (const id of ids) {
      const started = await stack.app.inject({
        method: 'POST',
        url: `/v1/quotes/${id}/start`,
        headers: stack.headers,
      });
      expect(started.statusCode, started.body).toBe(202);
    }
    const quotes = await Promise.all(ids.map((id) => waitForQuote(stack, id, undefined, 420_000)));
    const jobs = quotes.flatMap((q) => q.jobs as JobView[]);
    const details = await Promise.all(
      quotes.flatMap((quote, i) =>
        (quote.jobs as JobView[]).map(async (job) => {
          const res = await stack.app.inject({
            method: 'GET',
            url: `/v1/quotes/${ids[i]}/jobs/${job.jobId}`,
            headers: stack.headers,
          });
          expect(res.statusCode, res.body).toBe(200);
          return res.json().data as JobDetail;
        }),
      ),
    );
    return { ids, jobs, details };
  }

  it('completes a first run with every code arriving by itself, a second asking for none, keeping no secret', async () => {
    const { jobs, details } = await run(['Hill Country Accounting LLC', 'Wacker Hardware LLC'], 'NOBODY-1');
    expect(
      jobs.map((j) => j.status),
      JSON.stringify(jobs),
    ).toEqual(jobs.map(() => 'success'));
    expect([...new Set(jobs.map((j) => j.carrierId))].sort()).toEqual([
      'bluebonnet',
      'harborline',
      IRONCLAD,
      'pioneer-casualty',
      'summit-mutual',
    ]);

    // Three portals sent a code (the jobs waited for it), each came by itself within the grace
    // (MFA_NOTIFY_GRACE_SECONDS), and nobody was told: no quote.action_required (nor _resolved) at all.
    const sentCodes = [
      ...stack.sandbox.state.inbox.list().map((m) => m.carrierId),
      ...stack.sandbox.state.mail.relayed().map((m) => m.carrierId),
    ];
    expect([...new Set(sentCodes)].sort()).toEqual([IRONCLAD, 'pioneer-casualty', 'summit-mutual']);
    const mfaSteps = details.flatMap((j) =>
      j.steps.filter((step) => step.name === 'mfa').map((step) => [j.carrierId, step.durationMs] as const),
    );
    // The codes' carriers went through an mfa step; that each code came within the grace is the absence
    // of quote.action_required below (sent only when still waiting after it), not a clock in this test.
    expect([...new Set(mfaSteps.map(([carrierId]) => carrierId))].sort()).toEqual(
      expect.arrayContaining([IRONCLAD, 'pioneer-casualty', 'summit-mutual']),
    );
    expect(
      await stack.db.query(
        `SELECT type FROM events WHERE type IN ('quote.action_required', 'quote.action_resolved')`,
      ),
    ).toEqual([]);
    const effort = await stack.db.query<{ prompts: number; signIns: number }>(
      `SELECT sum(person_prompts)::int AS prompts, sum(sign_ins)::int AS "signIns" FROM jobs`,
    );
    expect(effort[0]).toEqual({ prompts: 0, signIns: 5 });
    // Each login signed in once; its other jobs of the run went through that session (in turn or in tabs).
    for (const carrierId of new Set(details.map((j) => j.carrierId))) {
      const mine = details.filter((j) => j.carrierId === carrierId);
      const said = JSON.stringify(mine.map((j) => [j.lineOfBusiness, j.effort]));
      expect(
        mine.reduce((n, j) => n + j.effort.signIns, 0),
        `${carrierId} ${said}`,
      ).toBe(1);
      expect(
        mine.reduce((n, j) => n + j.effort.sessionsReused, 0),
        `${carrierId} ${said}`,
      ).toBe(mine.length - 1);
    }

    // A second run for other clients of the agency: no code asked at all, every job on a kept session.
    const second = await run(['Barton Creek Bookkeeping LLC', 'Loop Hardware LLC'], 'NOBODY-2');
    expect(
      second.jobs.map((j) => j.status),
      JSON.stringify(second.jobs),
    ).toEqual(second.jobs.map(() => 'success'));
    const mfaWaits = await stack.db.query(
      `SELECT 1 FROM events WHERE type = 'quote.action_required' AND quote_request_id = ANY($1::text[])`,
      [second.ids],
    );
    expect(mfaWaits).toEqual([]);
    for (const job of second.details) {
      const said = JSON.stringify([job.carrierId, job.lineOfBusiness, job.effort]);
      expect(job.effort, said).toEqual({ personPrompts: 0, signIns: 0, sessionsReused: 1 });
      expect(
        job.steps.map((step) => step.name),
        said,
      ).toContain('resume-session');
      expect(
        job.steps.map((step) => step.name),
        said,
      ).not.toContain('login');
    }
    expect((await stack.db.query('SELECT 1 FROM kept_portal_sessions')).length).toBe(5);

    // What must be found nowhere: every code texted or e-mailed, every portal session id and device id.
    const texted = stack.sandbox.state.inbox.list().map((m) => m.code);
    const mailed = stack.sandbox.state.mail
      .relayed()
      .map((m) => codeIn(m.subject) ?? codeIn(m.text))
      .filter((c): c is string => c !== undefined);
    const sessions = [
      ...stack.sandbox.state.sessions.ids(),
      ...stack.sandbox.state.accounts.list().flatMap((a) => [...a.knownDevices]),
    ];
    expect(texted.length).toBeGreaterThanOrEqual(2);
    expect(mailed.length).toBeGreaterThanOrEqual(1);
    expect(sessions.length).toBeGreaterThanOrEqual(5);

    const tables = await stack.db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN (current_schema(), $1) AND table_type = 'BASE TABLE'`,
      [bossSchema(stack.db)],
    );
    let dump = '';
    for (const t of tables) {
      const rows = await stack.db.query(`SELECT * FROM "${t.schema}"."${t.name}"`);
      dump += JSON.stringify(rows, (_k, v) =>
        v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v,
      );
    }
    const files = await filesUnder(stack.dataDir);
    expect(files.length).toBeGreaterThan(0); // the jobs' quote letters
    const stored = [dump, ...(await Promise.all(files.map((f) => readFile(f, 'latin1'))))].join('\n');
    // A code as a number of its own (not a run of digits inside a longer one).
    for (const code of [...texted, ...mailed])
      expect(new RegExp(`(?<![0-9])${code}(?![0-9])`).test(stored), `code ${code} stored`).toBe(false);
    for (const id of sessions) expect(stored.includes(id), 'a session or device id stored').toBe(false);
  }, 900_000);
});
