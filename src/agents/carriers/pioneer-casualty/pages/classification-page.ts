// Step 2, Business Classification: ProducerNet's page around a rating vendor's widget ("RateLink
// Classification") in <iframe title="Classification">. The widget saves the classification itself and
// then enables the page's Continue; a class Pioneer does not write sends the whole window to the
// decision instead, and an ended session sends it to sign-in.
import { portalChanged } from '../../../errors.ts';
import { classificationFills } from '../mapping.ts';
import { type FlowContext, fill, type StepPage, type StepResult, submitStep } from './step-page.ts';

const onStep = (url: URL) => /\/classification$/.test(url.pathname);

export class ClassificationPage implements StepPage {
  readonly step = 'classification';
  readonly headings = ['Business Classification'];

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const page = f.portal.page;
    // The widget may already have sent the window away (its session ended as it loaded).
    if (!onStep(new URL(page.url()))) return { kind: 'next', screen: await f.portal.screen() };
    if ((await page.locator('iframe[title="Classification"]').count()) === 0)
      throw portalChanged('Business Classification: no Classification widget');
    const widget = page.frameLocator('iframe[title="Classification"]');
    const save = widget.getByRole('button', { name: 'Save Classification', exact: true });
    const saved = widget.getByText('Classification saved.', { exact: true });

    const ready = await f.portal.firstOf(onStep, {
      form: () => save.waitFor(),
      saved: () => saved.waitFor(),
    });
    if (ready.kind === 'left') return { kind: 'next', screen: ready.screen };
    // A draft found again may already hold its classification (saved before its session ended): it was
    // saved from this same submission, so Continue takes it as it is.
    if (ready.key === 'form') {
      const refusal = await fill(
        widget.locator('form'),
        classificationFills(f.ctx.submission, f.line),
        heading,
      );
      if (refusal) return { kind: 'rejected', message: refusal };
      await save.click();
      const after = await f.portal.firstOf(onStep, {
        saved: () => saved.waitFor(),
        refused: () => widget.getByRole('alert').waitFor(),
      });
      if (after.kind === 'left') return { kind: 'next', screen: after.screen };
      if (after.key === 'refused') {
        const items = await widget.getByRole('alert').locator('li').allTextContents();
        const message = items.map((t) => t.replace(/\s+/g, ' ').trim()).join(' ');
        return {
          kind: 'rejected',
          message: message || 'The classification widget refused the classification.',
        };
      }
    }
    // Continue is enabled by the widget's message to the page; the click waits for it.
    return submitStep(f, heading, 'Continue');
  }
}
