// A carrier taught by one quote done by hand (docs/decisions/0037-teaching-a-carrier-by-hand.md), on the
// seventh sandbox portal: CARRIERS_DIR holds Larkspur's definition without its flow (identity, portal,
// appetite only). Its first job signs in from the page's own semantics (password, then the authenticator
// code, the device remembered) and pauses for a take-over; a person takes the page over and quotes the
// submission by hand (on the job's own page, as the live view's input reaches it: the image-to-page
// input itself is take-over.test.ts's); they hand it back on the quote. The job returns the person's
// quote (read with the draft's own extraction, verified) and a draft definition among its artifacts.
// The draft lints with only what one quote cannot tell missing; an operator adds those few lines and
// puts it in CARRIERS_DIR; the next quote, for another client, is the agent's alone, at the formula.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diffLines } from 'diff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { rateGl } from '../../sandbox/portals/larkspur/rating.ts';
import { builtInCarriersDir } from '../../src/carrier-definitions/built-in.ts';
import { readDefinitionFile } from '../../src/carrier-definitions/read.ts';
import { FLOW_SECTIONS } from '../../src/domain/carrier-definition/flow-schema.ts';
import { createUser } from '../../src/users/create-user.ts';
import { denverGlStore } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { liveToken, states, watchLive } from './support/live-stream.ts';
import { playPerson } from './support/person.ts';

const ID = 'larkspur-mutual';
const PERSON = { email: 'teacher@agency.test', password: 'a long teaching password' };

/** A clothing store in Denver: GL class 10100 on its sales (the Larkspur e2e's own risk). */
const denverStore = denverGlStore;

type JobView = {
  status: string;
  errorMessage?: string;
  actionRequired?: { type: string; message: string };
  result?: { annualPremium: number; quoteNumber: string };
  artifacts: { artifactId: string; name: string; kind: string }[];
  steps: { name: string }[];
};

describe(`a carrier taught by one quote done by hand (${backend})`, () => {
  let stack: Stack;
  let dir: string;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'teach-'));
    cpSync(builtInCarriersDir, dir, { recursive: true });
    const full = parse(readFileSync(path.join(dir, `${ID}.yaml`), 'utf8')) as Record<string, unknown>;
    for (const section of FLOW_SECTIONS) delete full[section];
    writeFileSync(path.join(dir, `${ID}.yaml`), stringify(full));
    ({ stack } = await startStack({
      concurrency: 1,
      carriersDir: dir,
      // The person here drives the page itself, not through the live view's input that renews a hold:
      // the hold must outlast the whole quote by hand on the slowest machine.
      takeoverIdleMs: 240_000,
      actionTimeoutMs: 120_000,
    }));
    await createUser(stack.db, { agencyId: stack.agencyId, role: 'admin', ...PERSON });
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(stack.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const api = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await stack.app.inject({
      method,
      url,
      headers: stack.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const start = async (name: string, reference: string) => {
    const created = (await api('POST', '/v1/quotes', denverStore(name, reference))).json().data;
    await api('POST', `/v1/quotes/${created.quoteRequestId}/start`);
    return { id: created.quoteRequestId as string, jobId: created.jobs[0].jobId as string };
  };
  const jobOf = async (id: string, jobId: string) =>
    (await api('GET', `/v1/quotes/${id}/jobs/${jobId}`)).json().data as JobView;

  it('drafts a definition from a hand quote; completed in a few lines, the next quote is the agent’s', async () => {
    const { id, jobId } = await start('Champa Outfitters LLC', 'TEACH-1');
    const RUNNING = ['standby', 'pending', 'queued', 'running', 'in_progress'];
    await expect
      .poll(async () => RUNNING.includes((await jobOf(id, jobId)).status), { timeout: 60_000, interval: 250 })
      .toBe(false);
    const paused = await jobOf(id, jobId);
    expect(paused.status, JSON.stringify(paused)).toBe('action_required');
    expect(paused.actionRequired?.type).toBe('takeover');
    expect(paused.actionRequired?.message).toMatch(/^No definition says how to quote on Larkspur Mutual yet/);

    // The person takes the page over: the agent had signed in (code and all) and waits on the dashboard.
    const session = await stack.app.inject({ method: 'POST', url: '/app/api/session', payload: PERSON });
    const cookie = `qs_session=${session.cookies.find((c) => c.name === 'qs_session')!.value}`;
    const liveUrl = `${base}/app/api/quotes/${id}/jobs/${jobId}/live`;
    const headers = { cookie, 'x-csrf-token': session.json().data.csrfToken as string };
    const token = await liveToken(liveUrl, headers);
    const watcher = await watchLive(liveUrl, cookie, token);
    const control = (what: string) =>
      stack.app.inject({
        method: 'POST',
        url: `/app/api/quotes/${id}/jobs/${jobId}/control/${what}`,
        headers: { ...headers, 'x-live-token': token },
      });
    try {
      const taken = await control('take');
      expect(taken.statusCode, taken.body).toBe(200);
      await watcher.until('the agent waiting for the person', (ev) => states(ev).at(-1)?.paused === true);
      const page = stack.live!.page(jobId)!;
      expect(new URL(page.url()).pathname).toBe('/studio');

      // By hand, as a person reads the portal: the submission's values in the portal's own forms.
      const save = () => page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('button', { name: 'New general liability quote' }).click();
      await page.getByLabel('Named insured').fill('Champa Outfitters LLC');
      await page.getByLabel('Type of business entity').selectOption({ label: 'Limited liability company' });
      await page.getByLabel('Year the business started').fill('2012');
      const start = denverStore('x', 'x').input.policyStartDate; // MM/DD/YYYY
      const [mm, dd, yyyy] = start.split('/');
      await page.getByLabel('Coverage start date').fill(`${yyyy}-${mm}-${dd}`);
      await save();
      await page.getByLabel('Street address').fill('1600 Champa St');
      await page.getByLabel('City', { exact: true }).fill('Denver');
      await page.getByLabel('State', { exact: true }).selectOption({ label: 'Colorado' });
      await page.getByLabel('ZIP code').fill('80202');
      await save();
      await page.getByLabel('Business classification').selectOption({ value: '10100' });
      await page.getByLabel('Annual gross sales').fill('850,000');
      await page.getByLabel('Annual payroll').fill('210,000');
      await page.getByRole('radio', { name: '$1,000,000 / $2,000,000' }).check();
      await page.getByLabel('Deductible per claim').selectOption({ label: 'None' });
      await save();
      await page.getByLabel('Number of losses in the past 3 years').fill('0');
      await page
        .getByRole('group', { name: /cancelled or refused to renew/ })
        .getByRole('radio', { name: 'No' })
        .check();
      await save();
      await page.getByLabel('The applicant confirmed these answers are true and complete').check();
      await page.getByRole('button', { name: 'Get my quote' }).click();
      await page.getByRole('heading', { name: 'Your quote is ready' }).waitFor();
      const handed = await control('hand-back');
      expect(handed.statusCode, handed.body).toBe(200);
    } finally {
      watcher.close();
    }

    // The person's quote, read by the draft's own extraction and verified: the portal's formula.
    const years = Number(denverStore('x', 'x').input.policyStartDate.slice(-4)) - 2012;
    const formula = rateGl({
      state: 'CO',
      classCode: '10100',
      grossSales: 850_000,
      payroll: 210_000,
      limits: '1000000/2000000',
      deductible: '0',
      yearsInBusiness: years,
    }).annualPremium;
    await expect
      .poll(async () => RUNNING.includes((await jobOf(id, jobId)).status), { timeout: 60_000, interval: 250 })
      .toBe(false);
    const taught = await jobOf(id, jobId);
    const artifact = taught.artifacts.find((a) => a.name === `${ID}.draft.yaml`);
    expect(artifact, JSON.stringify(taught.artifacts)).toBeDefined();
    const draft = (await api('GET', `/v1/quotes/${id}/jobs/${jobId}/artifacts/${artifact!.artifactId}`)).body;
    expect(taught.status, `${JSON.stringify(taught)}\n${draft}`).toBe('success');
    expect(taught.result?.annualPremium).toBe(formula);
    expect(draft).not.toContain('demo.agency');

    // Lint names what one quote cannot tell, and nothing else.
    const drafts = mkdtempSync(path.join(tmpdir(), 'draft-'));
    const draftFile = path.join(drafts, `${ID}.yaml`);
    writeFileSync(draftFile, draft);
    const linted = readDefinitionFile(draftFile);
    expect(linted.ok).toBe(false);
    const missing = linted.ok ? [] : linted.errors.map((e) => e.path).sort();
    expect(missing).toEqual(['/extract/declined', '/extract/message', '/extract/referred']);

    // The operator's few lines: the other outcomes' words (docs/sandbox-carriers/larkspur.md).
    const completed = draft.replace(
      /^extract:\n/m,
      [
        'extract:',
        '  referred: ["^Referred to underwriting"]',
        '  declined: ["^We can.t offer a quote"]',
        '  message: "#outcome-message"',
        '',
      ].join('\n'),
    );
    const edited = diffLines(draft, completed).filter((part) => part.added || part.removed);
    expect(edited.reduce((n, part) => n + (part.count ?? 0), 0)).toBeLessThanOrEqual(5);
    writeFileSync(path.join(dir, `${ID}.yaml`), completed);
    await expect
      .poll(() => stack.carriers.find((c) => c.id === ID)?.flow !== undefined, { timeout: 10_000 })
      .toBe(true);

    // The next quote, another client's: the agent's alone (the eligibility questions a person answers,
    // as on every portal), at the formula, with no take-over.
    const next = await start('Larimer Goods LLC', 'TEACH-2');
    const run = await playPerson(stack, next.id, {
      answers: (questions) =>
        Object.fromEntries(
          questions.flatMap((q): [string, unknown][] =>
            /losses/i.test(q.text) ? [[q.id, '0']] : /cancelled/i.test(q.text) ? [[q.id, false]] : [],
          ),
        ),
    });
    const job = (await jobOf(next.id, next.jobId)) as JobView;
    expect(job.status, job.errorMessage).toBe('success');
    expect(job.result?.annualPremium).toBe(formula);
    // The agent's own steps through the draft's screens; nobody held the page.
    const steps = job.steps.map((s) => s.name);
    expect(steps).toEqual(
      expect.arrayContaining(['about-the-business', 'liability-exposure', 'review-and-quote']),
    );
    expect(steps).not.toContain('quote-by-hand');
    expect(steps).not.toContain('take-over');
    // What a person was asked: the draft's questions only (the answers one quote could not bind).
    expect(run.asked.flat().map((q) => q.text)).toEqual(
      expect.arrayContaining(['Number of losses in the past 3 years']),
    );
    rmSync(drafts, { recursive: true, force: true });
  }, 300_000);
});
