// The shared page inventory on Broker Hub's form steps. Broker Hub marks no field required before a
// save, so the inventory is read before it (any control a portal does mark) and after a refused save:
// a field left empty is asked of a person (one `missing_information` pause) and the step saved again;
// a value we sent that it refuses ends the run `rejected_data`, naming our field where we know it.
import type { Page } from 'playwright-core';
import { askForMissing, refusalOf } from '../../../ask-missing.ts';
import { portalChanged } from '../../../errors.ts';
import { ourFieldOf } from '../../../our-fields.ts';
import { type InventoryItem, takeInventory } from '../../../page-inventory.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import { fillFields } from './form.ts';
import { type StepResult, saveAndContinue } from './wizard.ts';

/** Asks for the step's required fields still empty and fills them; true when there were any. */
async function fillGaps(page: Page, ctx: PlaybookContext, step: string, found?: InventoryItem[]) {
  const items = found ?? (await takeInventory(page.getByRole('main')));
  const missing = await askForMissing(ctx, 'harborline', items);
  if (missing.length === 0) return false;
  const report = await fillFields(page, missing);
  if (report.missing.length > 0 || report.noOption.length > 0)
    throw portalChanged(
      `Broker Hub "${step}": could not fill ${[...report.missing, ...report.noOption.map((n) => n.label)].join(', ')}`,
    );
  return true;
}

/** "Save and continue" with the inventory before it and after a refusal (see the file comment). */
export async function saveWithInventory(page: Page, ctx: PlaybookContext, step: string): Promise<StepResult> {
  await fillGaps(page, ctx, step);
  const result = await saveAndContinue(page);
  if (!('rejected' in result)) return result;
  const items = await takeInventory(page.getByRole('main'));
  const refused = refusalOf(items, ourFieldOf);
  if (refused) return { rejected: refused };
  if (!(await fillGaps(page, ctx, step, items))) return result;
  return saveAndContinue(page);
}
