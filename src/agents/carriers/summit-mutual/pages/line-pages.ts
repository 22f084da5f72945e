// The steps of each line between the applicant and the underwriting questions: Businessowners
// (Location & Building, Coverages), CGL (Liability Exposure), Umbrella (Umbrella Limits, Underlying
// Insurance).
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { buttonNamed, readInPage } from '../../../kit/buttons.ts';
import { readControlInfo } from '../../../kit/controls.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import {
  buildingFills,
  coverageFills,
  exposureFills,
  umbrellaLimitFills,
  underlyingFills,
} from '../mapping.ts';
import { buildingQuestionnaire } from './answers.ts';
import { answer, fillAndPress, type StepContext, type SummitPage } from './wizard-page.ts';

export class LocationBuildingPage implements SummitPage {
  readonly headings = ['Location & Building'];
  readonly step = 'building';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const facts = await answer(s, buildingQuestionnaire(s.ctx.submission));
    return fillAndPress(s, carry, this.headings[0]!, buildingFills(s.ctx.submission, facts));
  }
}

export class CoveragesPage implements SummitPage {
  readonly headings = ['Coverages'];
  readonly step = 'coverages';

  complete(s: StepContext, carry: Carry): Promise<PageResult> {
    return fillAndPress(s, carry, this.headings[0]!, coverageFills(s.ctx.submission));
  }
}

export class LiabilityExposurePage implements SummitPage {
  readonly headings = ['Liability Exposure'];
  readonly step = 'exposure';

  complete(s: StepContext, carry: Carry): Promise<PageResult> {
    return fillAndPress(s, carry, this.headings[0]!, exposureFills(s.ctx.submission));
  }
}

export class UmbrellaLimitsPage implements SummitPage {
  readonly headings = ['Umbrella Limits'];
  readonly step = 'umbrella-limits';

  complete(s: StepContext, carry: Carry): Promise<PageResult> {
    return fillAndPress(s, carry, this.headings[0]!, umbrellaLimitFills(s.ctx.submission));
  }
}

/** The schedule grid shows 3 rows; "Add Another Policy" posts back for one more, up to 8. */
export class UnderlyingInsurancePage implements SummitPage {
  readonly headings = ['Underlying Insurance'];
  readonly step = 'underlying';
  static readonly MAX_POLICIES = 8;

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const policies = s.ctx.submission.umbrella?.underlyingPolicies ?? [];
    if (policies.length > UnderlyingInsurancePage.MAX_POLICIES)
      return {
        kind: 'rejected',
        message: `Summit AgentLink schedules at most ${UnderlyingInsurancePage.MAX_POLICIES} underlying policies; the submission has ${policies.length}.`,
      };
    const page = s.portal.page;
    const rows = () => policyRows(page);
    // Adding rows first: the postback keeps what is typed, but filling once at the end is one script.
    for (let shown = await rows(); shown < policies.length; ) {
      s.screen = await s.portal.press(await addPolicyButton(page, this.headings[0]!));
      const now = await rows();
      if (now <= shown) throw portalChanged(`${this.headings[0]}: "Add Another Policy" added no row`);
      shown = now;
    }
    return fillAndPress(s, carry, this.headings[0]!, underlyingFills(policies));
  }
}

const POLICY_COVERAGE = /^Policy \d+ Coverage$/;

/**
 * How many policy rows the schedule shows: the controls labelled "Policy <n> Coverage", read by the
 * kit's page script as `fillForm` will find them; where it finds none, Playwright's label selector (as
 * before) counts them.
 */
async function policyRows(page: Page): Promise<number> {
  const controls = await readControlInfo(region(page, 'body'));
  const read = controls.filter((c) => POLICY_COVERAGE.test(c.label)).length;
  return read > 0 ? read : page.getByLabel(POLICY_COVERAGE).count();
}

/**
 * The "Add Another Policy" button (a caption holding those words, and no other button of like intent),
 * pressed where a page script finds it; where it finds none, Playwright's role selector.
 */
async function addPolicyButton(page: Page, heading: string) {
  const add = await buttonNamed(region(page, 'body'), 'Add Another Policy');
  if (!readInPage(add) && (await add.count()) === 0)
    throw portalChanged(`${heading}: no "Add Another Policy" button`);
  return add;
}
