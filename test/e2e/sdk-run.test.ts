// The SDK against the whole running service (sandbox portals in real Chromium, fast profile): a run
// created, started, waited for with waitForQuote (304s while nothing changes), results read, and the
// webhook deliveries of that run verified by the SDK under both schemes, refused when tampered or stale.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type QuoteRequest, WebhookVerificationError, webhooks } from '../../sdk/src/index.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { type Receiver, startReceiver } from '../webhooks/receiver.ts';

function chicagoMarket() {
  return validCreateBody({
    externalReference: 'SDK-RUN-1',
    carrierIds: ['harborline'],
    linesRequested: ['gl', 'wc'],
    businessOwners: undefined,
    input: {
      businessName: 'Lakeview Fresh Market LLC',
      industryCode: '445110',
      industryDescription: 'Neighborhood supermarket with a deli counter',
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
      classCodes: [
        { state: 'IL', classCode: '8006', payroll: 860_000, employees: 26, description: 'Grocery store' },
      ],
      experienceMod: 0.95,
      employersLiabilityLimit: '500000/500000/500000',
      ownersIncluded: false,
    },
  });
}

type Question = { id: string; type: string; choices?: string[] };
const answer = (q: Question) => (q.type === 'yes_no' ? false : q.type === 'choice' ? q.choices![0]! : '6');

describe(`SDK: a whole run against the running service (${backend})`, () => {
  let stack: Stack;
  let receiver: Receiver;
  let baseUrl: string;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 2, webhooks: true }));
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}`;
    receiver = await startReceiver(() => ({ status: 204 }));
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await stack?.close();
  });

  it('creates, starts, waits with waitForQuote, reads results; webhooks verify under both schemes', async () => {
    const statuses: number[] = [];
    const client = createClient({
      baseUrl,
      apiKey: stack.headers.authorization!.replace('Bearer ', ''),
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        if (init?.method === 'GET' && String(input).match(/\/v1\/quotes\/qr_\w+$/)) statuses.push(res.status);
        return res;
      },
    });
    const hook = await client.webhooks.create({
      url: `${receiver.url}/hooks`,
      events: ['job.completed', 'quote.completed'],
    });
    expect(hook.secret).toMatch(/^whsec_/);
    const secret = hook.secret as string;

    const created = await client.quotes.create(chicagoMarket() as never);
    expect(created.status).toBe('pending');
    const started = await client.quotes.start(created.quoteRequestId);
    expect(started.status).toBe('in_progress');

    const updates: { round: number; quote: QuoteRequest }[] = [];
    // A resolved job stays action_required until its agent picks the answers up (within a second).
    const answered = new Set<string>();
    const pause = (j: QuoteRequest['jobs'][number]) => `${j.jobId}:${JSON.stringify(j.actionRequired)}`;
    const needsPerson = (q: QuoteRequest) =>
      q.jobs.filter((j) => j.status === 'action_required' && !answered.has(pause(j)));
    let quote = started;
    for (let round = 0; round < 10 && !['completed', 'partial', 'failed'].includes(quote.status); round++) {
      quote = await client.waitForQuote(created.quoteRequestId, {
        intervalMs: 200,
        timeoutMs: 300_000,
        onUpdate: (q) => {
          updates.push({ round, quote: q });
        },
        until: (q) => q.status !== 'in_progress' || needsPerson(q).length > 0,
      });
      for (const job of needsPerson(quote)) {
        answered.add(pause(job));
        const questions = (job.actionRequired?.questions ?? []) as Question[];
        await client.quotes.resolve(created.quoteRequestId, job.jobId, {
          answers: Object.fromEntries(questions.map((q) => [q.id, answer(q)])),
        });
      }
    }
    const detail = JSON.stringify(
      quote.jobs.map((j) => [j.lineOfBusiness, j.status, j.errorType, j.errorMessage]),
    );
    expect(['completed', 'partial'], detail).toContain(quote.status);
    // every version seen once: polls of an unchanged request were 304s, not bodies
    expect(statuses).toContain(304);
    expect(updates.length).toBeLessThan(statuses.length);
    // within one wait, onUpdate sees each version once (an unchanged poll is a 304, not an update)
    updates.forEach((u, i) => {
      const previous = updates[i - 1];
      if (previous?.round === u.round)
        expect(JSON.stringify(u.quote)).not.toBe(JSON.stringify(previous.quote));
    });

    const results = await client.quotes.results(created.quoteRequestId);
    expect(results.length, detail).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.carrierId).toBe('harborline');
      expect(r.annualPremium).toBeGreaterThan(0);
      expect(r.quoteNumber).toBeTruthy();
    }

    // job.completed per job and one quote.completed, each verified from the raw bytes received
    const expected = quote.jobs.length + 1;
    const deliveries = await receiver.waitFor(expected, 60_000);
    const events = deliveries.map((d) => {
      const standard = webhooks.verify(d.raw, d.headers, secret, { scheme: 'standard' });
      const service = webhooks.verify(d.raw, d.headers, secret, { scheme: 'service' });
      expect(service).toEqual(standard);
      return standard;
    });
    expect(events.map((e) => e.event).sort()).toEqual([
      ...quote.jobs.map(() => 'job.completed'),
      'quote.completed',
    ]);
    const completed = events.find((e) => e.event === 'quote.completed');
    expect(completed).toMatchObject({
      quoteRequestId: created.quoteRequestId,
      externalReference: 'SDK-RUN-1',
    });

    const sample = deliveries[0]!;
    const tampered = Buffer.from(sample.raw.toString('utf8').replace('"event"', '"event" '));
    for (const scheme of ['standard', 'service'] as const) {
      expect(() => webhooks.verify(tampered, sample.headers, secret, { scheme })).toThrow(
        WebhookVerificationError,
      );
    }
    const later = () => new Date(Number(sample.headers['webhook-timestamp']) * 1000 + 10 * 60_000);
    expect(() =>
      webhooks.verify(sample.raw, sample.headers, secret, { scheme: 'standard', now: later }),
    ).toThrow(/stale/);
  });
});
