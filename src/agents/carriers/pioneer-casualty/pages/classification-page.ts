// Step 2, Business Classification: ProducerNet's page around a rating vendor's widget ("RateLink
// Classification") in <iframe title="Classification">. The widget saves the classification itself and
// then enables the page's Continue; a class Pioneer does not write sends the whole window to the
// decision instead, and an ended session sends it to sign-in. The widget's frame can also fail on its
// own (5xx) while ProducerNet answers.
import { portalChanged } from '../../../errors.ts';
import { fillForm } from '../../../kit/fill.ts';
import { type Carry, judgeFill, type PageResult } from '../../../kit/form-page.ts';
import { classificationFills } from '../mapping.ts';
import { CARRIER_NAME } from './producernet.ts';
import { press, type StepContext, type StepPage } from './step-page.ts';

const onStep = (url: URL) => /\/classification$/.test(url.pathname);

export class ClassificationPage implements StepPage {
  readonly step = 'classification';
  readonly headings = ['Business Classification'];

  async complete(s: StepContext, _carry: Carry, heading: string): Promise<PageResult> {
    const page = s.portal.page;
    // The widget may already have sent the window away (its session ended as it loaded).
    if (!onStep(new URL(page.url()))) return this.left(s);
    if ((await page.locator('iframe[title="Classification"]').count()) === 0)
      throw portalChanged(`${heading}: no Classification widget`);
    const widget = page.frameLocator('iframe[title="Classification"]');
    const save = widget.getByRole('button', { name: 'Save Classification', exact: true });
    const saved = widget.getByText('Classification saved.', { exact: true });

    const ready = await firstOf(s, { form: () => save.waitFor(), saved: () => saved.waitFor() });
    if (ready === 'left') return this.left(s);
    // A draft found again may already hold its classification (saved before its session ended): it was
    // saved from this same submission, so Continue takes it as it is.
    if (ready === 'form') {
      const fills = classificationFills(s.ctx.submission, s.line);
      const refusal = judgeFill(await fillForm(widget.locator('form'), fills), heading, CARRIER_NAME);
      if (refusal) return { kind: 'rejected', message: refusal };
      await save.click();
      const after = await firstOf(s, {
        saved: () => saved.waitFor(),
        refused: () => widget.getByRole('alert').waitFor(),
      });
      if (after === 'left') return this.left(s);
      if (after === 'refused') {
        const items = await widget.getByRole('alert').locator('li').allTextContents();
        const message = items.map((t) => t.replace(/\s+/g, ' ').trim()).join(' ');
        return {
          kind: 'rejected',
          message: message || 'The classification widget refused the classification.',
        };
      }
    }
    // Continue is enabled by the widget's message to the page; the click waits for it.
    return press(s, heading, 'Continue', 'continue');
  }

  /** The widget sent the window to the decision (or to sign-in, which is thrown as the session ended). */
  private async left(s: StepContext): Promise<PageResult> {
    s.screen = await s.portal.current();
    return { kind: 'next' };
  }
}

/**
 * Waits for the first of `conditions` (the widget's text appearing), or for the window to leave the
 * step (maybe before this was called), or for the widget's frame to answer 5xx (thrown). The waits
 * that lose are left to time out; their failures are ignored.
 */
async function firstOf<K extends string>(
  s: StepContext,
  conditions: Record<K, () => Promise<unknown>>,
): Promise<K | 'left'> {
  const { portal } = s;
  const page = portal.page;
  const failed = portal.widgetFailed();
  if (failed) throw failed;
  const waits: Promise<{ key: K | 'left' } | { status: number }>[] = [
    page
      .waitForURL((url) => !onStep(url), { waitUntil: 'domcontentloaded' })
      .then(() => ({ key: 'left' as const })),
    page
      .waitForResponse(
        (r) => r.request().isNavigationRequest() && r.frame() !== page.mainFrame() && r.status() >= 500,
      )
      .then((r) => ({ status: r.status() })),
    ...(Object.entries(conditions) as [K, () => Promise<unknown>][]).map(([key, wait]) =>
      wait().then(() => ({ key })),
    ),
  ];
  for (const wait of waits) wait.catch(() => undefined);
  let first: { key: K | 'left' } | { status: number };
  try {
    first = await Promise.race(waits);
  } catch (error) {
    throw portalChanged(`${portal.nav.path()}: the expected content never appeared`, error);
  }
  if ('status' in first) throw portal.widgetFailed(first.status)!;
  return first.key;
}
