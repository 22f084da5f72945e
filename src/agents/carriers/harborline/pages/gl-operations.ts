// GL step 2: "Operations & coverage". The class fixes the premium basis, which the page states under
// Exposure: an exposure given on another basis would be rated wrong, so it is refused before saving.
// Below, "Loss history" (parts.ts): the request's GL losses of the past 5 years, one row each.
import type { Fill } from '../../../kit/fill.ts';
import { type Carry, finishPage, type PageResult } from '../../../kit/form-page.ts';
import { evaluateIn } from '../../../kit/region.ts';
import { glForm } from '../mapping.ts';
import { lossRows } from '../parts.ts';
import {
  ensureRows,
  fillStep,
  formPage,
  type HarborlinePage,
  type RowTable,
  rejected,
  type StepContext,
} from './wizard-page.ts';

const LOSSES: RowTable = {
  what: 'losses',
  rowLabel: /^Date of loss \(loss \d+\)$/,
  cell: (column, row) => `${column} (loss ${row + 1})`,
  addButton: 'Add loss',
  removeButton: (n) => `Remove loss ${n}`,
  max: 10,
};

export class OperationsPage implements HarborlinePage<'gl'> {
  readonly headings = ['Operations & coverage'];
  readonly step = 'operations';

  async complete(s: StepContext<'gl'>, carry: Carry): Promise<PageResult> {
    const where = this.headings[0]!;
    const form = glForm(s.ctx.submission);
    const listed = lossRows(s.ctx.submission, new Date());
    const asked =
      listed && listed.questions.length > 0
        ? await s.ctx.answerQuestions(listed.questions, 'missing_information')
        : {};
    const losses = listed?.complete(asked) ?? [];
    const refusal = await fillStep(s, carry, where, form.fields);
    if (refusal) return rejected(refusal);
    const basis = await premiumBasis(s);
    const stated = /^Premium basis: ([^,]+),/.exec((basis ?? '').trim())?.[1];
    if (stated && stated.toLowerCase() !== form.basis.toLowerCase()) {
      const code = form.fields[0]?.value;
      return rejected(
        `Harborline rates class ${code} on ${stated.toLowerCase()}; the submission gives its exposure as ${form.basis.toLowerCase()}.`,
      );
    }
    const tooMany = await ensureRows(s, LOSSES, losses.length);
    if (tooMany) return rejected(tooMany);
    const fills: Fill[] = losses.flatMap((l, i) =>
      ['Date of loss', 'Type of loss', 'Amount paid', 'Amount reserved', 'Status'].map((c) => ({
        label: LOSSES.cell(c, i),
        value: l[c] ?? '',
      })),
    );
    const placed = fills.length > 0 && (await fillStep(s, undefined, where, fills));
    if (placed) return rejected(placed);
    return finishPage(formPage(s, where), carry);
  }
}

/**
 * The page's "Premium basis: …" statement: read by a page script (the one element saying it, none of
 * its children on its own), else by Playwright's text selector, which waits for it and refuses several.
 */
async function premiumBasis(s: StepContext<'gl'>): Promise<string | null> {
  const main = s.hub.main();
  const read = await evaluateIn(main, (main) => {
    const says = (e: Element) => /^Premium basis:/.test((e.textContent ?? '').replace(/\s+/g, ' ').trim());
    const found = [...main.querySelectorAll('*')].filter((e) => says(e) && ![...e.children].some(says));
    return found.length === 1 ? found[0]!.textContent : undefined;
  });
  if (read?.value !== undefined) return read.value;
  return main.getByText(/^Premium basis:/).textContent();
}
