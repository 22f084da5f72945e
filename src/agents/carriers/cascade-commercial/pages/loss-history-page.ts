// Step 3, Loss history: a section inside a web component (open shadow root) that the kit's control
// reader reaches like any other; each change is sent up to the app as the component's own event, so the
// kit's fill through Playwright's input is what the app saves.
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { yesNo } from '../mapping.ts';
import { answer, lossQuestionnaire } from './questions.ts';
import { type CascadePage, CONTINUE, fillAndSave, formPage, type StepContext } from './wizard-page.ts';

export class LossHistoryPage implements CascadePage {
  readonly headings = ['Loss history'];
  readonly step = 'loss-history';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const losses = await answer(s.ctx, lossQuestionnaire(s.ctx.line, s.ctx.submission));
    return fillAndSave(carry, formPage(s, this.headings[0]!, CONTINUE), [
      { label: 'Number of losses in the past 3 years', value: losses.count },
      { label: 'Total incurred, past 3 years (USD)', value: losses.incurred },
      { label: 'Are any claims still open?', value: yesNo(losses.open) },
    ]);
  }
}
