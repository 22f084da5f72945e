// Every field an event sends is documented: payloads recorded by the real code paths (a pause for a
// code and for questions with every optional part, their resolutions and a timeout, a quote with every
// field and a document, a failure, the request's end with quote.completed and quote.failed, a test
// event) are checked against their schemas in src/api/schemas/events.ts made strict (no property
// beyond those listed, at any depth). A field the code sends and the schema does not list fails here.
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteExtract, UnderwritingQuestion } from '../../src/agents/playbook.ts';
import { webhookEvents } from '../../src/api/schemas/events.ts';
import { ActionRequiredView } from '../../src/api/schemas/views.ts';
import { completeJob } from '../../src/runs/complete-job.ts';
import { outcomeToEnd } from '../../src/runs/outcome.ts';
import { type PauseDeps, type PauseRequest, pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { resolveJob } from '../../src/runs/resolve-job.ts';
import type { Db } from '../../src/store/db.ts';
import { listEvents } from '../../src/store/events.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { insertWebhook } from '../../src/store/webhooks.ts';
import { sendTestEvent } from '../../src/webhooks/send-test-event.ts';
import { testCarriers } from '../helpers/api.ts';
import { testCodes } from '../helpers/codes.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';
import { seedRequest } from '../helpers/runs.ts';

/** The schema with `additionalProperties: false` on every object that lists its properties. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = strict(value);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined)
    out.additionalProperties = false;
  return out;
}

const plain = (schema: unknown) => strict(JSON.parse(JSON.stringify(schema))) as never;
const context = { ActionRequired: plain(ActionRequiredView) };
const schemaOf = new Map(webhookEvents.map((e) => [e.name as string, plain(e.schema)]));

/** A quote letter and every optional field a playbook may read from a quote page. */
const fullQuote: QuoteExtract = {
  quoteNumber: 'SM-2026-118203',
  annualPremium: 4180,
  quoteType: 'bindable',
  policyStartDate: '12/01/2026',
  policyExpirationDate: '12/01/2027',
  limits: '1,000,000/2,000,000',
  deductible: '$1,000',
  quoteExpiresAt: '2026-12-31',
  premiumBreakdown: [{ label: 'General liability', amount: 4180 }],
  documents: [{ name: 'Quote letter', path: 'art_01jd4v7m3sfd0b7n5w8kq2x9yz' }],
  portalUrl: 'https://summit.example/quotes/SM-2026-118203',
  namedInsured: 'Lone Star Smokehouse LLC',
  line: 'gl',
  bindableMarker: 'Quote ready',
};

const questions: UnderwritingQuestion[] = [
  {
    id: 'operations.alcoholSales',
    text: 'Do you sell alcohol?',
    type: 'yes_no',
    hint: 'Beer and wine count',
  },
  {
    id: 'summit-mutual:alcohol_share',
    text: 'What share of sales is alcohol?',
    type: 'choice',
    choices: ['Under 25%', '25% or more'],
    when: { questionId: 'operations.alcoholSales', answer: true },
  },
];
const missing: UnderwritingQuestion[] = [
  {
    id: 'summit-mutual:staff',
    text: 'Staff on payroll',
    type: 'integer',
    proposal: {
      field: 'input.numberOfEmployees',
      fieldName: 'Number of employees',
      value: '28',
      screen: 'Business details',
      runnerUp: { field: 'input.yearsInBusiness', fieldName: 'Years in business', value: '12' },
    },
  },
];

describe(`every field sent is documented (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const depsOf = (db: Db, actionTimeoutMs = 60_000): PauseDeps => ({
    db,
    vault: { codes: testCodes },
    publicUrl: 'https://quotes.example.test',
    actionTimeoutMs,
    carriers: testCarriers,
  });

  async function pauseAndResolve(db: Db, job: JobRow, request: PauseRequest, body: object) {
    const paused = pauseForPerson(depsOf(db), job, 'AMS-1', request);
    await expect.poll(async () => (await findJob(db, job.id))?.actionRequired).toBeTruthy();
    await resolveJob({ db, codes: testCodes }, job.agencyId, job.quoteRequestId, job.id, body);
    await paused;
  }

  it('records payloads of every event type that match their schemas, strictly', async () => {
    t = await createTestDb();
    const { db } = t;
    const { agencyId, requestId, jobIds } = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ status: 'running' }, { status: 'running' }, { status: 'running' }],
    });
    const [coded, asked, timedOut] = (await Promise.all(jobIds.map((id) => findJob(db, id)))) as JobRow[];
    await pauseAndResolve(db, coded!, { type: 'mfa', message: 'Enter the code' }, { code: '482913' });
    await pauseAndResolve(
      db,
      asked!,
      { type: 'underwriting_question', message: 'Summit asks 2 questions', questions },
      { answers: { 'operations.alcoholSales': true, 'summit-mutual:alcohol_share': 'Under 25%' } },
    );
    // A window that ends: the worker fails the job with action_timeout.
    await expect(
      pauseForPerson(depsOf(db, 300), timedOut!, 'AMS-1', {
        type: 'missing_information',
        message: 'Summit requires 1 item',
        questions: missing,
      }),
    ).rejects.toMatchObject({ errorType: 'action_timeout' });
    const publicUrl = 'https://quotes.example.test';
    const end = outcomeToEnd({ kind: 'quoted', quote: fullQuote });
    await db.transaction((tx) => completeJob(tx, coded!.id, requestId, end, new Date(), publicUrl));
    await db.transaction((tx) =>
      completeJob(tx, asked!.id, requestId, {
        status: 'failed',
        errorType: 'declined_underwriting',
        errorMessage: 'Not a class we write',
      }),
    );
    await db.transaction((tx) =>
      completeJob(tx, timedOut!.id, requestId, {
        status: 'failed',
        errorType: 'action_timeout',
        errorMessage: 'Nobody gave the information the portal asked for before the window ended',
      }),
    );
    // A request with no quote: quote.completed and quote.failed.
    const none = await seedRequest(db, { status: 'in_progress', jobs: [{ status: 'running' }], agencyId });
    await db.transaction((tx) =>
      completeJob(tx, none.jobIds[0]!, none.requestId, {
        status: 'failed',
        errorType: 'portal_unavailable',
        errorMessage: 'The portal answered 503',
      }),
    );
    await insertWebhook(db, {
      id: 'wh_payloads',
      agencyId,
      url: 'https://ams.example.com/hooks',
      events: ['job.completed'],
      secret: 'whsec_test',
    });
    await sendTestEvent(db, agencyId, 'wh_payloads');

    const events = await listEvents(db, { agencyId });
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(webhookEvents.map((e) => e.name)));
    for (const event of events) {
      const schema = schemaOf.get(event.type);
      const errors = [...Value.Errors(context, schema!, event.payload)].map(
        (e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
      );
      expect(errors, `${event.type}: ${JSON.stringify(event.payload)}`).toEqual([]);
    }
    // The quote's document goes out as a link, as in a read of the results.
    const quoted = events.find((e) => e.type === 'job.completed' && e.jobId === coded!.id)!;
    expect(quoted.payload.result).toMatchObject({
      documents: [
        {
          name: 'Quote letter',
          url: `${publicUrl}/v1/quotes/${requestId}/jobs/${coded!.id}/artifacts/art_01jd4v7m3sfd0b7n5w8kq2x9yz`,
        },
      ],
    });
    expect(events.filter((e) => e.type === 'quote.action_resolved').map((e) => e.payload.resolution)).toEqual(
      ['answered', 'answered', 'timed_out'],
    );
  });

  it('an undocumented field fails the check', () => {
    const [example] = webhookEvents.filter((e) => e.name === 'quote.action_required');
    const schema = schemaOf.get('quote.action_required')!;
    expect(Value.Check(context, schema, example!.example)).toBe(true);
    const extra = {
      ...example!.example,
      actionRequired: { ...example!.example.actionRequired, internalNote: 'x' },
    };
    expect(Value.Check(context, schema, extra)).toBe(false);
  });
});
