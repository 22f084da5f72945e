// A carrier definition edited while the service runs (operated definitions: decisions 0032,
// 0034): on Larkspur, slowed so its first job is still filling the portal, the operator changes the GL
// deductible the definition files (None → $500). The running job finishes with the definition it
// started with (no deductible: the formula's premium for none), the next job runs the edited one (the
// formula's premium for $500), and each job's view names the hash of the file that ran it.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateGl } from '../../sandbox/portals/larkspur/rating.ts';
import { builtInCarriersDir } from '../../src/carrier-definitions/built-in.ts';
import { denverGlStore } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';
import { playPerson } from './support/person.ts';

const ID = 'larkspur-mutual';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const denverStore = (reference: string) => denverGlStore(`Champa Outfitters ${reference} LLC`, reference);

type JobView = {
  status: string;
  errorMessage?: string;
  steps: { name: string }[];
  definition?: { id: string; hash: string };
  result?: { annualPremium: number };
};

describe(`a definition edited while the service runs (${backend})`, () => {
  let stack: Stack;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'edit-running-'));
    cpSync(builtInCarriersDir, dir, { recursive: true });
    ({ stack } = await startStack({ concurrency: 2, carriersDir: dir }));
  }, 120_000);
  afterAll(async () => {
    await fetch(`${stack?.sandbox.url}/_sandbox/faults/${ID}`, { method: 'DELETE' }).catch(() => undefined);
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
    return res.json().data;
  };
  const start = async (reference: string) => {
    const created = await api('POST', '/v1/quotes', denverStore(reference));
    await api('POST', `/v1/quotes/${created.quoteRequestId}/start`);
    return { id: created.quoteRequestId as string, jobId: created.jobs[0].jobId as string };
  };
  const jobOf = async (run: { id: string; jobId: string }) =>
    (await api('GET', `/v1/quotes/${run.id}/jobs/${run.jobId}`)) as JobView;
  const answers = {
    answers: (questions: { id: string; text: string }[]) =>
      Object.fromEntries(
        questions.flatMap((q): [string, unknown][] =>
          /losses/i.test(q.text) ? [[q.id, 'None']] : /cancel/i.test(q.text) ? [[q.id, false]] : [],
        ),
      ),
  };

  it('changes the next job, not the running one; each job names the hash it ran with', async () => {
    const file = path.join(dir, `${ID}.yaml`);
    const before = readFileSync(file, 'utf8');
    // Slow pages: the first job is still in the portal's wizard when the file changes.
    await fetch(`${stack.sandbox.url}/_sandbox/faults/${ID}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 1500 }),
    });
    const first = await start('EDIT-1');
    await expect
      .poll(async () => (await jobOf(first)).steps.some((s) => s.name === 'business'), {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(true);

    const edited = before.replace(
      '- { label: Deductible per claim, value: { literal: None } }',
      '- { label: Deductible per claim, value: { literal: $500 } }',
    );
    expect(edited).not.toBe(before);
    writeFileSync(file, edited);
    await expect
      .poll(() => stack.carriers.find((c) => c.id === ID)?.definition?.hash, { timeout: 10_000 })
      .toBe(sha256(edited));
    expect(['running', 'action_required']).toContain((await jobOf(first)).status);
    const second = await start('EDIT-2');
    await fetch(`${stack.sandbox.url}/_sandbox/faults/${ID}`, { method: 'DELETE' });

    const [a, b] = await Promise.all([
      playPerson(stack, first.id, answers),
      playPerson(stack, second.id, answers),
    ]);
    expect(a.quote.status).toBe('completed');
    expect(b.quote.status).toBe('completed');
    const [ran1, ran2] = [await jobOf(first), await jobOf(second)];
    expect(ran1.status, ran1.errorMessage).toBe('success');
    expect(ran2.status, ran2.errorMessage).toBe('success');
    expect(ran1.definition).toEqual({ id: ID, hash: sha256(before) });
    expect(ran2.definition).toEqual({ id: ID, hash: sha256(edited) });

    const body = denverStore('x');
    const years = Number(body.input.policyStartDate.slice(-4)) - 2012;
    const premium = (deductible: string) =>
      rateGl({
        state: 'CO',
        classCode: '10100',
        grossSales: 850_000,
        payroll: 210_000,
        limits: '1000000/2000000',
        deductible,
        yearsInBusiness: years,
      }).annualPremium;
    expect(premium('0')).not.toBe(premium('500'));
    expect(ran1.result?.annualPremium).toBe(premium('0'));
    expect(ran2.result?.annualPremium).toBe(premium('500'));
  }, 300_000);
});
