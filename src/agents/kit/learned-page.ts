// A page no playbook page knows, completed by what the agency accepted from a take-over
// (docs/decisions/0030-learning-from-a-take-over.md): its learned controls filled by label with the
// submission's values, its learned continue button pressed (else the page's continue by intent), and
// checked to have moved on. Nothing learned for the heading: undefined, and the wizard fails as before.
import { submissionValues } from '../../domain/learn-from-take-over.ts';
import type { PlaybookContext } from '../playbook.ts';
import { buttonFor, clickButton } from './buttons.ts';
import { fillForm } from './fill.ts';
import type { PageResult } from './form-page.ts';
import { learnedFor, stuckOn } from './learned-continue.ts';
import { movedOn, pageLook } from './moved-on.ts';

const PRESS_MS = 10_000;

export async function completeLearnedPage(
  ctx: PlaybookContext,
  heading: string,
): Promise<PageResult | undefined> {
  const learned = learnedFor(ctx.page, heading, ctx.learned ?? []);
  if (learned.length === 0) {
    // A person may now be asked to finish it: what they do is learned under this name.
    stuckOn(ctx.page, heading);
    return undefined;
  }
  return ctx.step('learned-page', async () => {
    const values = submissionValues(ctx.submission);
    const fields = learned.flatMap((m) => {
      const value = m.kind === 'field' ? values.get(m.field) : undefined;
      return value === undefined ? [] : [{ mapping: m, fill: { label: m.label, value } }];
    });
    const root = ctx.page.locator('body');
    const report = await fillForm(
      root,
      fields.map((f) => f.fill),
    );
    for (const f of fields)
      if (report.filled.some((done) => done.field === f.fill.label)) ctx.usedMapping?.(f.mapping.id);
    ctx.log('Completed a page by what was learned from a take-over', {
      heading,
      filled: report.filled.map((f) => f.label),
      notFound: report.notFound.map((f) => f.label),
    });
    const continues = learned.filter((m) => m.kind === 'continue');
    for (const m of continues) ctx.usedMapping?.(m.id);
    const captions = continues.map((m) => m.label);
    const before = await pageLook(root);
    await clickButton(await buttonFor(root, 'continue', captions, heading), PRESS_MS);
    await movedOn(root, before, heading);
    return { kind: 'next' } as const;
  });
}
