// A quote run end to end, in real Chromium against the sandbox portals: start, progressive results,
// a person answering underwriting questions through the resolve operation, remembered answers,
// and quote.completed once with a consistent summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullLinesBody } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { getQuote, type Stack, startStack } from '../helpers/stack.ts';

type Question = { id: string; text: string; type: 'yes_no' | 'choice' | 'text'; choices?: string[] };
type Job = {
  jobId: string;
  carrierId: string;
  lineOfBusiness: string;
  status: string;
  actionRequired?: { questions?: Question[]; deepLink: string };
};

/** A person who answers as an agent would: no to yes/no questions, the first choice, a fitting text. */
function textAnswer(text: string): string {
  if (/year (built|constructed)/i.test(text)) return '2004';
  if (/square f/i.test(text)) return '4200';
  if (/age|how many|number of|\(years\)/i.test(text)) return '6';
  return 'Nightly encrypted backups to an offsite provider, restore tested every quarter.';
}

function answersFor(questions: Question[]) {
  return Object.fromEntries(
    questions.map((q) => [
      q.id,
      q.type === 'yes_no' ? false : q.type === 'choice' ? q.choices![0]! : textAnswer(q.text),
    ]),
  );
}

function retailBody(reference: string) {
  const body = fullLinesBody({
    externalReference: reference,
    carrierIds: ['ironclad-specialty', 'bluebonnet'],
    input: { industryCode: '448140', industryDescription: 'Family clothing store with online sales' },
  });
  body.linesRequested = ['bop', 'cyber'];
  for (const key of ['generalLiability', 'workersComp', 'commercialAuto', 'umbrella'] as const)
    delete body[key];
  return body;
}

describe(`a quote run end to end (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    ({ stack } = await startStack({ concurrency: 3, screenshots: true }));
  }, 120_000);
  afterAll(() => stack?.close());

  async function run(reference: string) {
    const created = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes',
      headers: stack.headers,
      payload: retailBody(reference),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.quoteRequestId;
    const started = await stack.app.inject({
      method: 'POST',
      url: `/v1/quotes/${id}/start`,
      headers: stack.headers,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().data.status).toBe('in_progress');
    const asked: Question[][] = [];
    const resultCounts: number[] = [];
    const deadline = Date.now() + 240_000;
    for (;;) {
      const quote = await getQuote(stack, id);
      resultCounts.push(quote.results.length);
      if (quote.status !== 'in_progress') return { id, quote, asked, resultCounts };
      for (const job of quote.jobs as Job[]) {
        if (job.status !== 'action_required') continue;
        const questions = job.actionRequired!.questions!;
        expect(job.actionRequired!.deepLink).toBe(
          `https://quotes.example.test/app/quotes/${id}/jobs/${job.jobId}`,
        );
        asked.push(questions);
        if (process.env.DEBUG_RUN)
          console.log(JSON.stringify(questions), JSON.stringify(answersFor(questions)));
        const res = await stack.app.inject({
          method: 'POST',
          url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
          headers: stack.headers,
          payload: { answers: answersFor(questions) },
        });
        expect(res.statusCode, res.body).toBe(202);
      }
      if (Date.now() > deadline) throw new Error(`run did not finish: ${JSON.stringify(quote.jobs)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  it('runs every job to a result, pausing for questions a person answers, then remembers them', async () => {
    const first = await run('RUN-1');
    expect(first.quote.status, JSON.stringify(first.quote.jobs)).toBe('completed');
    expect(first.quote.completedAt).toBeDefined();
    expect(first.asked.length).toBeGreaterThan(0);
    expect(first.quote.results).toHaveLength(3);
    for (const result of first.quote.results) {
      expect(result.annualPremium).toBeGreaterThan(0);
      expect(result.quoteNumber).toBeTruthy();
    }
    for (const job of first.quote.jobs) {
      expect(job).toMatchObject({ status: 'success', retryCount: 0 });
      expect(job.durationSeconds).toBeGreaterThanOrEqual(0);
    }
    // Results arrived progressively: polling saw a count between none and all.
    expect(first.resultCounts[0]).toBe(0);

    const events = (
      await stack.app.inject({ method: 'GET', url: `/v1/quotes/${first.id}/events`, headers: stack.headers })
    ).json().data.events as { type: string; payload: Record<string, unknown> }[];
    expect(events.filter((e) => e.type === 'job.completed')).toHaveLength(3);
    expect(events.filter((e) => e.type === 'quote.action_required').length).toBe(first.asked.length);
    const completed = events.filter((e) => e.type === 'quote.completed');
    expect(completed).toHaveLength(1);
    const summary = completed[0]!.payload.summary as Record<string, number>;
    expect(summary).toMatchObject({
      carriersRequested: 2,
      quotesReturned: 3,
      failedCount: 0,
      actionRequiredCount: 0,
    });
    expect(summary.quotesReturned! + summary.failedCount! + summary.actionRequiredCount!).toBe(3);
    expect(summary.lowestAnnualPremium).toBe(
      Math.min(...first.quote.results.map((r: { annualPremium: number }) => r.annualPremium)),
    );
    for (const e of events) {
      expect(e.payload).toMatchObject({
        event: e.type,
        quoteRequestId: first.id,
        externalReference: 'RUN-1',
      });
      expect(typeof e.payload.timestamp).toBe('string');
    }

    // The same client quoted again: the answers are remembered, nobody is asked twice.
    const second = await run('RUN-1');
    expect(second.quote.status).toBe('completed');
    const firstIds = new Set(first.asked.flat().map((q) => q.id));
    for (const q of second.asked.flat()) expect(firstIds.has(q.id)).toBe(false);

    // The job detail shows the step timeline with screenshots and the quote letter.
    const job = first.quote.jobs[0];
    const detail = (
      await stack.app.inject({
        method: 'GET',
        url: `/v1/quotes/${first.id}/jobs/${job.jobId}`,
        headers: stack.headers,
      })
    ).json().data;
    expect(detail.steps.length).toBeGreaterThan(3);
    expect(detail.steps[0].name).toBe('login');
    expect(detail.artifacts.some((a: { kind: string }) => a.kind === 'screenshot')).toBe(true);
    const shot = detail.artifacts.find((a: { kind: string }) => a.kind === 'screenshot');
    const file = await stack.app.inject({
      method: 'GET',
      url: shot.url.replace('https://quotes.example.test', ''),
      headers: stack.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  }, 600_000);
});
