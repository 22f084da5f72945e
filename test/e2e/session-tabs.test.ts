// Tabs of one portal session (docs/decisions/0033-tabs-of-one-session.md): three clients' GL on
// Harborline, whose definition allows three tabs, and on Ironclad, which keeps one at a time, started at
// once. Harborline's three jobs work in its one session at the same time (their steps overlap);
// Ironclad's go through its session in turn (their steps never overlap). Each login signs in once, and
// the sandbox saw one session of each login, never two at once, never two sign-ins at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../src/agents/playbook.ts';
import { tabsOf } from '../../src/domain/carriers/session-tabs.ts';
import { saveClientAnswer } from '../../src/store/client-answers.ts';
import { listSteps } from '../../src/store/job-steps.ts';
import { texasOffice } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack, waitForQuote, wireMailCodes } from '../helpers/stack.ts';

const HARBORLINE = 'harborline';
const IRONCLAD = 'ironclad-specialty';

/** What the clients told the agency before: no job pauses for a question. */
const answers: Record<string, Answer> = {
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
  'history.lossesPast3Years': 'None',
  'operations.workAtHeights': false,
  'gl.usesSubcontractors': false,
};

/** The most of these time spans open at one instant. */
function mostAtOnce(spans: [number, number][]): number {
  const edges = spans.flatMap(([a, b]) => [
    [a, 1],
    [b, -1],
  ]);
  edges.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
  let open = 0;
  let most = 0;
  for (const [, step] of edges) {
    open += step!;
    most = Math.max(most, open);
  }
  return most;
}

describe(`tabs of one portal session (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 6, smtp: true }));
    await wireMailCodes(stack);
  }, 120_000);
  afterAll(() => stack?.close());

  it('runs one login’s jobs in parallel tabs where the definition allows, in turn where not, with one session', async () => {
    const tabs = (id: string) => tabsOf(stack.carriers.find((c) => c.id === id));
    expect(tabs(HARBORLINE)).toBe(3);
    expect(tabs(IRONCLAD)).toBe(1);

    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const body = { ...texasOffice(`Tabs Client ${n} LLP`, `TABS-${n}`), linesRequested: ['gl'] };
      body.carrierIds = [HARBORLINE, IRONCLAD];
      delete (body as { businessOwners?: unknown }).businessOwners;
      delete (body as { workersComp?: unknown }).workersComp;
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
      ids.push(id);
    }
    for (const id of ids) {
      const started = await stack.app.inject({
        method: 'POST',
        url: `/v1/quotes/${id}/start`,
        headers: stack.headers,
      });
      expect(started.statusCode).toBe(202);
    }
    const jobs: { jobId: string; carrierId: string; status: string }[] = [];
    for (const id of ids) jobs.push(...(await waitForQuote(stack, id, undefined, 240_000)).jobs);

    const spansOf = async (carrierId: string) => {
      const spans: [number, number][] = [];
      for (const job of jobs.filter((j) => j.carrierId === carrierId)) {
        expect(job.status, `${carrierId} ${job.jobId}`).toBe('success');
        const steps = await listSteps(stack.db, job.jobId);
        const starts = steps.map((s) => new Date(s.startedAt).getTime());
        const ends = steps.map((s) => new Date(s.startedAt).getTime() + s.durationMs);
        spans.push([Math.min(...starts), Math.max(...ends)]);
      }
      expect(spans).toHaveLength(3);
      return spans;
    };
    // Harborline's jobs at the portal at the same time; Ironclad's one after another.
    const harborline = await spansOf(HARBORLINE);
    const ironclad = await spansOf(IRONCLAD);
    // Each Harborline job was at the portal while another was: the two that joined the first one's
    // session once it had signed in worked beside it (three at once on a machine that is not too busy).
    const overlapsAnother = (span: [number, number], i: number) =>
      harborline.some((o, j) => j !== i && o[0] < span[1] && span[0] < o[1]);
    expect(harborline.every(overlapsAnother)).toBe(true);
    expect(mostAtOnce(harborline)).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce(ironclad)).toBe(1);

    // One sign-in per login, and the sandbox never saw two sessions of a login in use at once.
    const signIns = await stack.db.query<{ carrierId: string; signIns: number }>(
      `SELECT carrier_id AS "carrierId", sum(sign_ins)::int AS "signIns" FROM jobs
       WHERE quote_request_id = ANY($1) GROUP BY carrier_id`,
      [ids],
    );
    expect(Object.fromEntries(signIns.map((r) => [r.carrierId, r.signIns]))).toEqual({
      [HARBORLINE]: 1,
      [IRONCLAD]: 1,
    });
    const seen = (await (await fetch(`${stack.sandbox.url}/_sandbox/sessions/logins`)).json()) as {
      logins: { carrierId: string; signIns: number; mostAtOnce: number; mostSignInsAtOnce: number }[];
    };
    for (const carrierId of [HARBORLINE, IRONCLAD]) {
      const logins = seen.logins.filter((l) => l.carrierId === carrierId);
      expect(logins, carrierId).toHaveLength(1);
      expect(logins[0], carrierId).toMatchObject({ signIns: 1, mostAtOnce: 1, mostSignInsAtOnce: 1 });
    }
  });
});
