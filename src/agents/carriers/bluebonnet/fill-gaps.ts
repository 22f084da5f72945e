// The shared page inventory on AgentDesk: after a section is filled, its required fields still empty
// are asked of a person; after Save & Continue, the fields AgentDesk marks are either ones we left
// empty (asked, then saved again) or values we sent that it refuses (the run ends `rejected_data`,
// naming our field and quoting AgentDesk).
import { askForMissing, type MissingFill, refusalOf } from '../../ask-missing.ts';
import { ourFieldOf } from '../../our-fields.ts';
import { takeInventory } from '../../page-inventory.ts';
import type { PlaybookContext } from '../../playbook.ts';
import { PortalRefusal } from './agentdesk.ts';
import type { FieldFill } from './fill.ts';
import type { ApplicationPage } from './pages/application-page.ts';

const toFill = (f: MissingFill): FieldFill => ({
  label: f.label,
  value: f.value,
  ...(f.control === 'radio' ? { radio: true } : {}),
});

/** Before Save & Continue: asks for the open section's required fields still empty; true if any. */
export async function fillGaps(ctx: PlaybookContext, form: ApplicationPage): Promise<boolean> {
  const fills = await askForMissing(ctx, 'bluebonnet', await takeInventory(form.desk.page));
  if (fills.length > 0) await form.fill(fills.map(toFill));
  return fills.length > 0;
}

/**
 * After Save & Continue showed errors: a refusal of what we sent is thrown (PortalRefusal); fields we
 * left empty are asked and filled (the caller saves again). `errors` are the summary's messages.
 */
export async function answerErrors(ctx: PlaybookContext, form: ApplicationPage, errors: string[]) {
  const items = await takeInventory(form.desk.page);
  const refusal = refusalOf(items, ourFieldOf);
  if (refusal) throw new PortalRefusal(refusal);
  if (!(await fillGaps(ctx, form))) throw new PortalRefusal(errors.join(' '));
}
