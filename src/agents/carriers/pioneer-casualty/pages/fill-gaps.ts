// The shared page inventory on ProducerNet's form pages: before the step's button, the required fields
// still empty are asked of a person (one `missing_information` pause) and filled; when ProducerNet then
// marks fields, a value we sent that it refuses ends the run `rejected_data` naming our field, and
// fields we left empty are asked and the page posted once more.
import { askForMissing, refusalOf } from '../../../ask-missing.ts';
import { portalChanged } from '../../../errors.ts';
import { ourFieldOf } from '../../../our-fields.ts';
import { type InventoryItem, takeInventory } from '../../../page-inventory.ts';
import { type FlowContext, fill, type StepResult, submitStep } from './step-page.ts';

/** Asks for the page's required fields still empty and fills them; true when there were any. */
async function fillGaps(f: FlowContext, heading: string, found?: InventoryItem[]): Promise<boolean> {
  const main = f.portal.page.getByRole('main');
  const missing = await askForMissing(f.ctx, 'pioneer-casualty', found ?? (await takeInventory(main)));
  if (missing.length === 0) return false;
  const refusal = await fill(main, missing, heading);
  if (refusal) throw portalChanged(`${heading}: ${refusal}`);
  return true;
}

/** The step's last post, with the inventory before it and after a refusal (see the file comment). */
export async function finishStep(
  f: FlowContext,
  heading: string,
  button: string | RegExp = 'Save & Continue',
): Promise<StepResult> {
  await fillGaps(f, heading);
  const result = await submitStep(f, heading, button);
  if (result.kind !== 'rejected') return result;
  const items = await takeInventory(f.portal.page.getByRole('main'));
  const refused = refusalOf(items, ourFieldOf);
  if (refused) return { kind: 'rejected', message: refused };
  if (!(await fillGaps(f, heading, items))) return result;
  return submitStep(f, heading, button);
}
