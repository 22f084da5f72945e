// Step 3, the line's own page: Property & Liability (BOP), Class Codes & Payroll (WC) or Underlying
// Insurance (umbrella). The WC table grows a row per class code through ProducerNet's own "Add another
// class" round trip (the portal has no client script).
import { portalChanged } from '../../../errors.ts';
import { choicesOf } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { bopFills, buildingFactsOf, umbrellaFills, wcFills, wcRowsOf } from '../mapping.ts';
import { buildingQuestionnaire, umbrellaQuestionnaire } from './questions.ts';
import { answered, fillAndPress, mainOf, press, type StepContext, type StepPage } from './step-page.ts';

export class BopCoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Property & Liability'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const submission = s.ctx.submission;
    // Only an unknown construction needs the page's options (a person picks one of them).
    const choices = buildingFactsOf(submission).construction ? [] : await constructionChoices(s, heading);
    const building = await answered(s, buildingQuestionnaire(submission, choices));
    return fillAndPress(s, carry, heading, bopFills(submission, building));
  }
}

async function constructionChoices(s: StepContext, heading: string): Promise<string[]> {
  const [choices] = await choicesOf(mainOf(s), [{ label: 'Construction Type' }]);
  if (!choices) throw portalChanged(`${heading}: no "Construction Type" drop-down`);
  return choices;
}

export class WcClassesPage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Class Codes & Payroll'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const codes = s.portal.page
      .getByRole('table', { name: 'Class codes' })
      .getByLabel(/^NCCI Class Code \(class \d+\)$/);
    const wanted = wcRowsOf(s.ctx.submission).length;
    let rows = await codes.count();
    if (rows === 0) throw portalChanged(`${heading}: no class code rows`);
    // A continued draft may carry a different number of rows than we need.
    while (rows < wanted) {
      // ProducerNet's own limit ("A maximum of 10 class codes can be entered online…") is its refusal.
      const added = await this.roundTrip(s, heading, 'Add another class');
      if (added.kind === 'rejected') return added;
      const now = await codes.count();
      if (now <= rows) throw portalChanged(`${heading}: "Add another class" added no row`);
      rows = now;
    }
    while (rows > wanted && wanted > 0) {
      const removed = await this.roundTrip(s, heading, `Remove class ${rows}`);
      if (removed.kind === 'rejected') throw portalChanged(`${heading}: could not remove class ${rows}`);
      rows = await codes.count();
    }
    return fillAndPress(s, carry, heading, wcFills(s.ctx.submission));
  }

  /** A row added or removed: the same page must come back. */
  private async roundTrip(s: StepContext, heading: string, button: string): Promise<PageResult> {
    const result = await press(s, heading, button, 'continue');
    if (result.kind === 'next' && (s.screen.kind !== 'page' || s.screen.heading !== heading))
      throw portalChanged(`${heading}: the class table did not come back`);
    return result;
  }
}

export class UmbrellaCoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Underlying Insurance'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const submission = s.ctx.submission;
    const vehicles = await answered(s, umbrellaQuestionnaire(submission));
    return fillAndPress(s, carry, heading, umbrellaFills(submission, vehicles));
  }
}
