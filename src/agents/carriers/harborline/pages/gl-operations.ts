// GL step 2: "Operations & coverage". The class fixes the premium basis, which the page states under
// Exposure: an exposure given on another basis would be rated wrong, so it is refused before saving.
import { type Carry, finishPage, type PageResult } from '../../../kit/form-page.ts';
import { evaluateIn } from '../../../kit/region.ts';
import { glForm } from '../mapping.ts';
import { fillStep, formPage, type HarborlinePage, rejected, type StepContext } from './wizard-page.ts';

export class OperationsPage implements HarborlinePage<'gl'> {
  readonly headings = ['Operations & coverage'];
  readonly step = 'operations';

  async complete(s: StepContext<'gl'>, carry: Carry): Promise<PageResult> {
    const where = this.headings[0]!;
    const form = glForm(s.ctx.submission);
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
