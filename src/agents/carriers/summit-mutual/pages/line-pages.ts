// The steps of each line between the applicant and the underwriting questions: Businessowners
// (Location & Building, Coverages), CGL (Liability Exposure), Umbrella (Umbrella Limits, Underlying
// Insurance).
import { portalChanged } from '../../../errors.ts';
import { buildingQuestionnaire } from '../answers.ts';
import {
  buildingFills,
  coverageFills,
  exposureFills,
  umbrellaLimitFills,
  underlyingFills,
} from '../mapping.ts';
import { answer, fillAndPress, type StepContext, type StepResult, type WizardPage } from './wizard-page.ts';

export class LocationBuildingPage implements WizardPage {
  readonly heading = 'Location & Building';
  readonly step = 'building';

  async complete(s: StepContext): Promise<StepResult> {
    const facts = await answer(s, buildingQuestionnaire(s.ctx.submission));
    return fillAndPress(s, this.heading, buildingFills(s.ctx.submission, facts));
  }
}

export class CoveragesPage implements WizardPage {
  readonly heading = 'Coverages';
  readonly step = 'coverages';

  complete(s: StepContext): Promise<StepResult> {
    return fillAndPress(s, this.heading, coverageFills(s.ctx.submission));
  }
}

export class LiabilityExposurePage implements WizardPage {
  readonly heading = 'Liability Exposure';
  readonly step = 'exposure';

  complete(s: StepContext): Promise<StepResult> {
    return fillAndPress(s, this.heading, exposureFills(s.ctx.submission));
  }
}

export class UmbrellaLimitsPage implements WizardPage {
  readonly heading = 'Umbrella Limits';
  readonly step = 'umbrella-limits';

  complete(s: StepContext): Promise<StepResult> {
    return fillAndPress(s, this.heading, umbrellaLimitFills(s.ctx.submission));
  }
}

/** The schedule grid shows 3 rows; "Add Another Policy" posts back for one more, up to 8. */
export class UnderlyingInsurancePage implements WizardPage {
  readonly heading = 'Underlying Insurance';
  readonly step = 'underlying';
  static readonly MAX_POLICIES = 8;

  async complete(s: StepContext): Promise<StepResult> {
    const policies = s.ctx.submission.umbrella?.underlyingPolicies ?? [];
    if (policies.length > UnderlyingInsurancePage.MAX_POLICIES)
      return {
        kind: 'rejected',
        message: `Summit AgentLink schedules at most ${UnderlyingInsurancePage.MAX_POLICIES} underlying policies; the submission has ${policies.length}.`,
      };
    const page = s.portal.page;
    const rows = () => page.getByLabel(/^Policy \d+ Coverage$/).count();
    // Adding rows first: the postback keeps what is typed, but filling once at the end is one script.
    for (let shown = await rows(); shown < policies.length; ) {
      const add = page.getByRole('button', { name: 'Add Another Policy' });
      if ((await add.count()) === 0) throw portalChanged(`${this.heading}: no "Add Another Policy" button`);
      await s.portal.press(add);
      const now = await rows();
      if (now <= shown) throw portalChanged(`${this.heading}: "Add Another Policy" added no row`);
      shown = now;
    }
    return fillAndPress(s, this.heading, underlyingFills(policies));
  }
}
