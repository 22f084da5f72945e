// Step 3, the line's own page: Property & Liability (BOP), Class Codes & Payroll (WC) or Underlying
// Insurance (umbrella). Each fills its plain fields in one script; the WC table grows a row per class
// code through ProducerNet's own "Add another class" round trip (the portal has no client script).
import type { Locator } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { bopFills, buildingFactsOf, umbrellaFills, wcFills, wcRowsOf } from '../coverage-mapping.ts';
import { buildingQuestionnaire, umbrellaQuestionnaire } from '../questions.ts';
import { finishStep } from './fill-gaps.ts';
import {
  answered,
  type FlowContext,
  fill,
  optionsOf,
  type StepPage,
  type StepResult,
  submitStep,
} from './step-page.ts';

export class BopCoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Property & Liability'];

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const main = f.portal.page.getByRole('main');
    const s = f.ctx.submission;
    // Only an unknown construction needs the page's options (a person picks one of them).
    const choices = buildingFactsOf(s).construction ? [] : await optionsOf(main, 'Construction Type');
    const building = await answered(f, buildingQuestionnaire(s, choices));
    const refusal = await fill(main, bopFills(s, building), heading);
    if (refusal) return { kind: 'rejected', message: refusal };
    return finishStep(f, heading);
  }
}

export class WcClassesPage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Class Codes & Payroll'];

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const page = f.portal.page;
    const codes = page
      .getByRole('table', { name: 'Class codes' })
      .getByLabel(/^NCCI Class Code \(class \d+\)$/);
    const wanted = wcRowsOf(f.ctx.submission).length;
    let rows = await codes.count();
    if (rows === 0) throw portalChanged(`${heading}: no class code rows`);
    // A continued draft may carry a different number of rows than we need.
    while (rows < wanted) {
      const added = await submitStep(f, heading, 'Add another class');
      // ProducerNet's own limit ("A maximum of 10 class codes can be entered online…").
      if (added.kind === 'rejected') return added;
      const now = await this.rowsAfter(added, heading, codes);
      if (now <= rows) throw portalChanged(`${heading}: "Add another class" added no row`);
      rows = now;
    }
    while (rows > wanted && wanted > 0) {
      const removed = await submitStep(f, heading, `Remove class ${rows}`);
      if (removed.kind === 'rejected') throw portalChanged(`${heading}: could not remove class ${rows}`);
      rows = await this.rowsAfter(removed, heading, codes);
    }
    const refusal = await fill(page.getByRole('main'), wcFills(f.ctx.submission), heading);
    if (refusal) return { kind: 'rejected', message: refusal };
    return finishStep(f, heading);
  }

  /** The row count once the same page came back (anything else means the page changed). */
  private async rowsAfter(result: StepResult, heading: string, codes: Locator): Promise<number> {
    if (result.kind !== 'next' || result.screen.kind !== 'page' || result.screen.heading !== heading)
      throw portalChanged(`${heading}: the class table did not come back`);
    return codes.count();
  }
}

export class UmbrellaCoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Underlying Insurance'];

  async complete(f: FlowContext, heading: string): Promise<StepResult> {
    const s = f.ctx.submission;
    const vehicles = await answered(f, umbrellaQuestionnaire(s));
    const refusal = await fill(f.portal.page.getByRole('main'), umbrellaFills(s, vehicles), heading);
    if (refusal) return { kind: 'rejected', message: refusal };
    return finishStep(f, heading);
  }
}
