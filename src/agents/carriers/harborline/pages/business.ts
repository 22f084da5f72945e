// Step 1 of every line: "Business details". On a new quote its save creates the draft.
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { businessFields } from '../mapping.ts';
import { fillAndSave, type HarborlinePage, type StepContext } from './wizard-page.ts';

export class BusinessPage implements HarborlinePage {
  readonly headings = ['Business details'];
  readonly step = 'business-details';

  complete(s: StepContext, carry: Carry): Promise<PageResult> {
    return fillAndSave(s, carry, this.headings[0]!, businessFields(s.ctx.submission));
  }
}
