// One click, once, through the whole service in real Chromium: Bluebonnet's "Number of
// Employees" reworded as "Staff, other than owners" (a wording the kit's labels do not place, and
// "other" makes any guess a decoy's), so the job pauses with a proposal of the client's employee count.
// A person confirms it in the app in one click and the job quotes; the next client's job on Bluebonnet
// fills it from the learned mapping without asking; an admin withdraws the mapping in the app and the
// next job asks again.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriftPlan } from '../../sandbox/core/drift.ts';
import { answersFor, createAndStart, type JobView, type Question } from '../e2e/support/person.ts';
import { validCreateBody } from '../fixtures/quote-request.ts';
import { getQuote } from '../helpers/stack.ts';
import { type AppHarness, signIn, startAppHarness } from './support.ts';

const WORDING = 'Staff, other than owners';

const plan: DriftPlan = {
  seed: 0,
  profile: 'fast',
  portals: [
    {
      carrierId: 'bluebonnet',
      kinds: ['labels'],
      labels: [{ from: 'Number of Employees', to: WORDING }],
      reorder: null,
      renames: null,
      move: null,
      captions: [],
      optionalQuestion: null,
      requiredQuestion: null,
      slowRender: null,
      banner: null,
      notice: null,
    },
  ],
};

const body = (n: number) =>
  validCreateBody({
    externalReference: `ONE-CLICK-${n}`,
    carrierIds: ['bluebonnet'],
    linesRequested: ['bop'],
    generalLiability: undefined,
    workersComp: undefined,
    input: {
      businessName: `One Click ${n} Bakery LLC`,
      fein: `74-12345${60 + n}`,
      numberOfEmployees: 10 + n,
      fullTimeEmployees: 10 + n,
      partTimeEmployees: 0,
    },
  });

describe('the agency app: a proposal confirmed once, learned, withdrawn', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startAppHarness({ concurrency: 2, drift: plan });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  /**
   * Runs request `n` to its end: a pause asking the reworded field is left to `onProposal` (the app),
   * any other is answered through the API. Answers what was asked, in order.
   */
  async function run(n: number, onProposal: (id: string, job: JobView, q: Question) => Promise<void>) {
    const id = await createAndStart(h.stack, body(n));
    const asked: Question[] = [];
    const handled = new Set<string>();
    const deadline = Date.now() + 240_000;
    for (;;) {
      const quote = await getQuote(h.stack, id);
      if (quote.status !== 'in_progress' && quote.status !== 'pending') return { quote, asked };
      for (const job of quote.jobs as JobView[]) {
        if (job.status !== 'action_required') continue;
        const questions = job.actionRequired!.questions!;
        const key = `${job.jobId}:${questions.map((q) => q.id).join()}`;
        if (handled.has(key)) continue;
        handled.add(key);
        asked.push(...questions);
        const reworded = questions.find((q) => q.text === WORDING);
        if (reworded) await onProposal(id, job, reworded);
        else {
          const res = await h.stack.app.inject({
            method: 'POST',
            url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
            headers: h.stack.headers,
            payload: { answers: answersFor(questions) },
          });
          expect([202, 409], res.body).toContain(res.statusCode);
        }
      }
      if (Date.now() > deadline) throw new Error(`run did not finish: ${JSON.stringify(quote.jobs)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  const mappings = async () =>
    (
      await h.stack.app.inject({ method: 'GET', url: '/v1/learned-mappings', headers: h.stack.headers })
    ).json().data.items as { id: string; label: string; field: string; status: string }[];

  it('asks with a proposal, learns the one-click confirmation, applies it, and asks again once withdrawn', async () => {
    await page.goto(`${h.url}/app`);
    await signIn(page);
    // 1. The first client: the proposal is shown in the app and confirmed in one click.
    const first = await run(1, async (id, job, q) => {
      expect(q.proposal).toMatchObject({ field: 'input.numberOfEmployees', value: '11' });
      await page.goto(`${h.url}/app/quotes/${id}/jobs/${job.jobId}`);
      const card = page.getByRole('article', { name: /bluebonnet/ });
      await expect.poll(() => card.getByText(`${WORDING}: 11`).count()).toBeGreaterThan(0);
      await card
        .getByRole('button', { name: `Confirm 11 (${q.proposal!.fieldName}) for ${WORDING}` })
        .click();
    });
    expect(first.quote.jobs[0], JSON.stringify(first.quote.jobs[0])).toMatchObject({ status: 'success' });
    const learned = await mappings();
    expect(learned).toMatchObject([{ label: WORDING, field: 'input.numberOfEmployees', status: 'active' }]);

    // 2. The next client: filled from the learned mapping, not asked.
    const second = await run(2, async () => {
      throw new Error('asked again although the mapping was learned');
    });
    expect(second.quote.jobs[0]).toMatchObject({ status: 'success' });
    expect(second.asked.map((q) => q.text)).not.toContain(WORDING);

    // 3. An admin withdraws it in the app; the next client is asked again.
    await page.goto(`${h.url}/app/settings`);
    const row = page.getByRole('row', { name: new RegExp(WORDING) });
    await row.getByRole('button', { name: /Withdraw/ }).click();
    await expect.poll(async () => (await mappings())[0]?.status).toBe('withdrawn');
    let askedAgain = false;
    const third = await run(3, async (id, job, q) => {
      askedAgain = true;
      const res = await h.stack.app.inject({
        method: 'POST',
        url: `/v1/quotes/${id}/jobs/${job.jobId}/resolve`,
        headers: h.stack.headers,
        payload: { answers: { [q.id]: q.proposal!.value } },
      });
      expect(res.statusCode, res.body).toBe(202);
    });
    expect(askedAgain).toBe(true);
    expect(third.quote.jobs[0]).toMatchObject({ status: 'success' });
  });
});
