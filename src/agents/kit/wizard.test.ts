// The wizard after a take-over (docs/decisions/0028-take-over.md): it waits between pages while a person
// holds the page, then recognises the page it finds and completes it, or fails portal_changed naming
// the heading and address of a page it does not know.
import { errors } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AgentError, portalChanged } from '../errors.ts';
import type { PlaybookContext, PlaybookOutcome } from '../playbook.ts';
import { driveWizard, type WizardPage } from './wizard.ts';

const DECLINED: PlaybookOutcome = { kind: 'declined', appetite: false, message: 'test' };

function wizardOn(shown: string[], url: string, tookOver: boolean[]) {
  const completed: string[] = [];
  const pages: WizardPage<null>[] = [
    {
      headings: ['Business details'],
      step: 'business',
      complete: async () => {
        completed.push('business');
        return { kind: 'next' };
      },
    },
  ];
  const ctx = {
    page: { url: () => url },
    step: <T>(_name: string, fn: () => Promise<T>) => fn(),
    awaitControl: async () => tookOver.shift() ?? false,
  } as unknown as PlaybookContext;
  const run = driveWizard({
    ctx,
    state: null,
    pages,
    maxPages: 4,
    heading: async () => shown.shift() ?? 'Quote',
    result: async (heading) => (heading === 'Quote' ? DECLINED : undefined),
  });
  return { run, completed };
}

describe('the wizard after a take-over', () => {
  it('completes the page it finds once control comes back', async () => {
    const { run, completed } = wizardOn(['Business details', 'Quote'], 'https://portal.test/business', [
      true,
    ]);
    await expect(run).resolves.toEqual(DECLINED);
    expect(completed).toEqual(['business']);
  });

  it('fails portal_changed naming the unknown page a person left', async () => {
    const { run } = wizardOn(['Account settings'], 'https://portal.test/settings', [true]);
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect((error as AgentError).errorType).toBe('portal_changed');
    expect((error as AgentError).message).toBe(
      'After a take-over, the page left is not one the agent knows: "Account settings" at https://portal.test/settings',
    );
  });

  it('says only "Unexpected page" when no person took over', async () => {
    const { run } = wizardOn(['Account settings'], 'https://portal.test/settings', []);
    await expect(run).rejects.toThrow('Unexpected page "Account settings"');
  });
});

/** A wizard whose agent may ask for a take-over: `handBack` says what each ask does (true: handed back). */
function askingWizard(shown: string[], failures: unknown[], handBack: boolean[] = []) {
  const asked: { step: string; evidence: string; code: string }[] = [];
  const completed: string[] = [];
  const pages: WizardPage<null>[] = [
    {
      headings: ['Business details'],
      step: 'business',
      complete: async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        completed.push('business');
        return { kind: 'next' };
      },
    },
  ];
  const ctx = {
    page: { url: () => 'https://portal.test/x' },
    step: <T>(_name: string, fn: () => Promise<T>) => fn(),
    askTakeover: async (ask: { step: string; evidence: string; error: AgentError }) => {
      asked.push({ step: ask.step, evidence: ask.evidence, code: ask.error.errorType });
      if (handBack.shift() === false) throw ask.error;
    },
  } as unknown as PlaybookContext;
  const run = driveWizard({
    ctx,
    state: null,
    pages,
    maxPages: 3,
    heading: async () => shown.shift() ?? 'Quote',
    result: async (heading) => (heading === 'Quote' ? DECLINED : undefined),
  });
  return { run, asked, completed };
}

describe('the wizard asking for a take-over (decision 0029)', () => {
  it('asks at a page it does not know, then reads the page the person moved on to', async () => {
    const { run, asked, completed } = askingWizard(
      ['Business details', 'Territory confirmation', 'Quote'],
      [],
    );
    await expect(run).resolves.toEqual(DECLINED);
    expect(asked).toEqual([
      {
        step: 'after business',
        evidence: 'Unexpected page "Territory confirmation"',
        code: 'portal_changed',
      },
    ]);
    expect(completed).toEqual(['business']);
  });

  it("asks where a page's completion fails portal_changed or times out, with the error as evidence", async () => {
    const { run, asked, completed } = askingWizard(
      ['Business details', 'Business details', 'Business details', 'Quote'],
      [portalChanged('no control for input.zipCode'), new errors.TimeoutError('no button to continue\nlog')],
    );
    await expect(run).resolves.toEqual(DECLINED);
    expect(asked).toEqual([
      { step: 'business', evidence: 'no control for input.zipCode', code: 'portal_changed' },
      { step: 'business', evidence: 'no button to continue', code: 'timeout' },
    ]);
    expect(completed).toEqual(['business']);
  });

  it('asks at most twice for one page, then fails as it would have', async () => {
    const { run, asked } = askingWizard(Array(5).fill('Territory confirmation'), []);
    await expect(run).rejects.toThrow('After a take-over, the page left is not one the agent knows');
    expect(asked).toHaveLength(2);
  });

  it('never asks for other failures, and the error of an ask that ends stands', async () => {
    const other = askingWizard(['Business details'], [new AgentError('login_failed', 'no')]);
    await expect(other.run).rejects.toThrow('no');
    expect(other.asked).toEqual([]);
    const ended = askingWizard(['Territory confirmation'], [], [false]);
    await expect(ended.run).rejects.toThrow('Unexpected page "Territory confirmation"');
    expect(ended.asked).toHaveLength(1);
  });
});

describe('the wizard reading the page anew after a take-over', () => {
  it('asks the playbook to read the screen again, and asks about a screen it cannot read', async () => {
    // The playbook keeps the screen its last press led to; the portal shows what the person left.
    const shown = ['Coverage', 'Quote'];
    let kept = 'Business details';
    const completed: string[] = [];
    const asked: string[] = [];
    let reads = 0;
    const page = (heading: string, step: string): WizardPage<null> => ({
      headings: [heading],
      step,
      complete: async () => {
        completed.push(step);
        if (step === 'business') throw portalChanged('no button to continue');
        kept = shown.shift() ?? 'Quote';
        return { kind: 'next' };
      },
    });
    const ctx = {
      page: { url: () => 'https://portal.test/x' },
      step: <T>(_name: string, fn: () => Promise<T>) => fn(),
      askTakeover: async (ask: { evidence: string }) => {
        asked.push(ask.evidence);
      },
    } as unknown as PlaybookContext;
    const run = driveWizard({
      ctx,
      state: null,
      pages: [page('Business details', 'business'), page('Coverage', 'coverage')],
      maxPages: 4,
      heading: async () => kept,
      result: async (heading) => (heading === 'Quote' ? DECLINED : undefined),
      reread: async () => {
        reads += 1;
        // The first reading meets a screen the playbook cannot read; the person then moves on.
        if (reads === 1) throw portalChanged('a screen the playbook does not know: "Territory"');
        kept = shown.shift()!;
      },
    });
    await expect(run).resolves.toEqual(DECLINED);
    expect(asked).toEqual(['no button to continue', 'a screen the playbook does not know: "Territory"']);
    expect(reads).toBe(2);
    expect(completed).toEqual(['business', 'coverage']);
  });
});
