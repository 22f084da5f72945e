// One click, once, in real Chromium against the service: a job paused on a missing item with a
// proposal asks "Workforce size: 12 (Number of employees)?"; Confirm resolves the pause with that value
// and the mapping is learned as the person's (beside other questions the form keeps the confirmed
// answer until sent); the settings page lists learned mappings and Withdraw withdraws one.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnderwritingQuestion } from '../../src/agents/playbook.ts';
import { pauseForPerson } from '../../src/runs/pause-for-person.ts';
import { findJob, type JobRow } from '../../src/store/jobs.ts';
import { learnMapping, listAgencyMappings } from '../../src/store/learned-mappings.ts';
import { proposeMapping } from '../../src/store/mapping-proposals.ts';
import { findUserByEmail } from '../../src/store/users.ts';
import { seedRequest } from '../helpers/runs.ts';
import { AGENT, type AppHarness, expectAccessible, signIn, startAppHarness } from './support.ts';

const workforce: UnderwritingQuestion = {
  id: 'summit-mutual:workforce-size',
  text: 'Workforce size',
  type: 'integer',
  proposal: {
    field: 'input.numberOfEmployees',
    fieldName: 'Number of employees',
    value: '12',
    screen: 'Business details',
    runnerUp: { field: 'input.fullTimeEmployees', fieldName: 'Full-time employees', value: '10' },
  },
};

describe('the agency app: proposals and learned mappings', () => {
  let h: AppHarness;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    h = await startAppHarness({ workers: false });
    context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  /** A running job of the agency paused on `questions` (missing information); the pause's promise. */
  async function pausedJob(questions: UnderwritingQuestion[]) {
    const { db, agencyId } = h.stack;
    const seeded = await seedRequest(db, {
      status: 'in_progress',
      jobs: [{ carrierId: 'summit-mutual', status: 'running' }],
      agencyId,
    });
    const job = (await findJob(db, seeded.jobIds[0]!)) as JobRow;
    const paused = pauseForPerson(
      { db, vault: { codes: h.stack.vault.codes }, publicUrl: h.url, actionTimeoutMs: 120_000 },
      job,
      'AMS-1',
      { type: 'missing_information', message: 'Summit Mutual requires an item', questions },
    );
    await expect.poll(async () => (await findJob(db, job.id))?.status).toBe('action_required');
    return { paused, url: `${h.url}/app/quotes/${seeded.requestId}/jobs/${job.id}` };
  }

  it('confirms a lone proposal in one click, and keeps a confirmed answer beside other questions', async () => {
    const { db, agencyId } = h.stack;
    const lone = await pausedJob([workforce]);
    await page.goto(lone.url);
    await signIn(page);
    const form = page.getByRole('form', { name: 'Questions from the carrier' });
    const asked = form.getByRole('group', { name: 'Workforce size: 12 (Number of employees)?' });
    await expect.poll(() => asked.count()).toBe(1);
    // The runner-up is one click away, and back.
    await asked.getByRole('button', { name: 'Choose another field' }).click();
    await expect
      .poll(() => form.getByRole('group', { name: 'Workforce size: 10 (Full-time employees)?' }).count())
      .toBe(1);
    await form.getByRole('button', { name: 'Back to Number of employees' }).click();
    await expectAccessible(page, 'question form with a proposal');

    await asked.getByRole('button', { name: /^Confirm 12/ }).click();
    // The only question: confirming resolved the pause with the proposed value.
    expect(await lone.paused).toMatchObject({ kind: 'answers', answers: { [workforce.id]: '12' } });
    expect(await listAgencyMappings(db, agencyId)).toMatchObject([
      {
        carrierId: 'summit-mutual',
        label: 'Workforce size',
        field: 'input.numberOfEmployees',
        confirmedByName: 'admin@agency.test',
        withdrawnAt: null,
      },
    ]);

    // Beside another question, Confirm keeps the answer until the form is sent.
    const sales: UnderwritingQuestion = { id: 'summit-mutual:sales', text: 'Sales channel', type: 'text' };
    const two = await pausedJob([{ ...workforce, text: 'Headcount' }, sales]);
    await page.goto(two.url);
    const group = form.getByRole('group', { name: 'Headcount: 12 (Number of employees)?' });
    await group.getByRole('button', { name: /^Confirm 12/ }).click();
    await expect
      .poll(() => group.getByRole('status').textContent())
      .toBe('Confirmed: 12 from Number of employees.');
    await form.getByLabel('Sales channel').fill('Walk-in');
    await form.getByRole('button', { name: 'Send answers' }).click();
    expect(await two.paused).toMatchObject({ answers: { [workforce.id]: '12', [sales.id]: 'Walk-in' } });
    expect((await listAgencyMappings(db, agencyId)).map((m) => m.label)).toEqual([
      'Headcount',
      'Workforce size',
    ]);
  });

  it('lists learned mappings in settings with who confirmed them, and withdraws one', async () => {
    const { db, agencyId } = h.stack;
    const admin = await findUserByEmail(db, 'admin@agency.test');
    const learned = await learnMapping(db, {
      agencyId,
      carrierId: 'harborline',
      screen: 'Applicant',
      label: 'Staff count',
      field: 'input.fullTimeEmployees',
      confirmedBy: admin!.id,
    });
    await page.goto(`${h.url}/app/settings`);
    const section = page.getByRole('region', { name: 'Learned mappings' });
    const row = section
      .getByRole('table', { name: 'Learned mappings' })
      .getByRole('row', { name: /Staff count/ });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual(['Harborline Insurance', 'Applicant']);
    expect(await row.getByRole('rowheader').textContent()).toBe('Staff count → input.fullTimeEmployees');
    expect(cells[2]).toContain('admin@agency.test');
    await expectAccessible(page, 'integration settings with learned mappings');

    await row.getByRole('button', { name: 'Withdraw Staff count on Harborline Insurance' }).click();
    await expect.poll(() => row.getByRole('cell').last().textContent()).toContain('withdrawn by a person');
    expect(await row.getByRole('button').count()).toBe(0);
    const withdrawn = (await listAgencyMappings(db, agencyId)).find((m) => m.id === learned.id);
    expect(withdrawn).toMatchObject({ withdrawnReason: 'withdrawn', withdrawnBy: admin!.id });
  });

  it('shows take-over proposals with who and what was seen; an admin accepts or rejects, an agent only reads', async () => {
    const { db, agencyId } = h.stack;
    const agent = await findUserByEmail(db, AGENT.email);
    const base = {
      agencyId,
      carrierId: 'bluebonnet',
      screen: 'Territory confirmation',
      jobId: 'job_01takeover',
      proposedBy: agent!.id,
    };
    const zip = await proposeMapping(db, {
      ...base,
      kind: 'field',
      label: 'Zip/Postal',
      field: 'input.zipCode',
      observed: { value: '78701' },
    });
    await proposeMapping(db, { ...base, kind: 'continue', label: 'Lodge', field: '' });

    // An agent sees them, and no button.
    const agentContext = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const agentPage = await agentContext.newPage();
    await agentPage.goto(`${h.url}/app/settings`);
    await signIn(agentPage, AGENT);
    const agentTable = agentPage.getByRole('table', { name: 'Proposed from take-overs' });
    await expect.poll(() => agentTable.getByRole('row').count()).toBe(3);
    expect(await agentTable.getByRole('button').count()).toBe(0);
    await expectAccessible(agentPage, 'proposals read-only for an agent');
    await agentContext.close();

    await page.goto(`${h.url}/app/settings`);
    const table = page.getByRole('table', { name: 'Proposed from take-overs' });
    const zipRow = table.getByRole('row', { name: /Zip\/Postal/ });
    await expect.poll(() => zipRow.count()).toBe(1);
    expect(await zipRow.getByRole('rowheader').textContent()).toBe('Zip/Postal → input.zipCode');
    expect(await zipRow.getByRole('cell').nth(2).textContent()).toContain(
      `“78701”, by ${AGENT.email}, job job_01takeover`,
    );
    expect(await table.getByRole('rowheader').allTextContents()).toContain('continue: “Lodge”');
    await expectAccessible(page, 'proposals from take-overs for an admin');

    await zipRow.getByRole('button', { name: 'Accept Zip/Postal on Bluebonnet General' }).click();
    await table.getByRole('button', { name: 'Reject continue “Lodge” on Bluebonnet General' }).click();
    await expect.poll(() => table.count()).toBe(0);
    const learned = page.getByRole('table', { name: 'Learned mappings' });
    await expect.poll(() => learned.getByRole('row', { name: /Zip\/Postal/ }).count()).toBe(1);
    const after = await listAgencyMappings(db, agencyId);
    expect(after.find((m) => m.id === zip!.id)).toMatchObject({ state: 'active', withdrawnAt: null });
    expect(after.find((m) => m.label === 'Lodge')).toMatchObject({ withdrawnReason: 'rejected' });
  });
});
