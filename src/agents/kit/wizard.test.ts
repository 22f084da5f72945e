// The wizard after a take-over (docs/decisions/0028-take-over.md): it waits between pages while a person
// holds the page, then recognises the page it finds and completes it, or fails portal_changed naming
// the heading and address of a page it does not know.
import { describe, expect, it } from 'vitest';
import { AgentError } from '../errors.ts';
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
