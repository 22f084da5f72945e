// Step 3, Loss history: a section inside a web component (open shadow root) that the kit's control
// reader reaches like any other; each change is sent up to the app as the component's own event, so the
// kit's fill through Playwright's input is what the app saves. On GL and BOP, the losses a request lists
// go one by one into the loss table beside it (loss-rows.ts: what a row lacks is asked as missing
// information), and the component's count, total incurred and open claims are the table's.
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { fillPage, finishPage } from '../../../kit/form-page.ts';
import { lossRows, lossTotals, type PortalLoss } from '../loss-rows.ts';
import { type LossHistory, yesNo } from '../mapping.ts';
import { fillLossRows } from './parts-page.ts';
import { answer, lossQuestionnaire } from './questions.ts';
import { type CascadePage, CONTINUE, formPage, type StepContext } from './wizard-page.ts';

export class LossHistoryPage implements CascadePage {
  readonly headings = ['Loss history'];
  readonly step = 'loss-history';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const { ctx } = s;
    const listed = lossRows(ctx.line, ctx.submission, new Date());
    let rows: PortalLoss[] = [];
    let losses: LossHistory;
    if (listed) {
      const answers =
        listed.questions.length > 0 ? await ctx.answerQuestions(listed.questions, 'missing_information') : {};
      rows = listed.complete(answers);
      losses = lossTotals(rows);
    } else losses = await answer(ctx, lossQuestionnaire(ctx.line, ctx.submission));
    const page = formPage(s, this.headings[0]!, CONTINUE);
    const refusal = await fillPage(
      page,
      [
        { label: 'Number of losses in the past 3 years', value: losses.count },
        { label: 'Total incurred, past 3 years (USD)', value: losses.incurred },
        { label: 'Are any claims still open?', value: yesNo(losses.open) },
      ],
      carry,
    );
    if (refusal) return { kind: 'rejected', message: refusal };
    const placed = await fillLossRows(s, page, rows);
    if (placed) return { kind: 'rejected', message: placed };
    return finishPage(page, carry);
  }
}
