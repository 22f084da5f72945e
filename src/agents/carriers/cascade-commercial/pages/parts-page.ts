// The repeating parts of Cascade's steps as a person fills them: "Add another location" (and "Add
// another building to location N") then each fieldset's fields, "Add a loss" then each row's inputs.
// Labels repeat from one fieldset or row to the next, so each is filled by the kit's form filler within
// its own fieldset or row (a region found by its id, which drift keeps), never across the page.
import { portalChanged } from '../../../errors.ts';
import { buttonNamed, clickButton } from '../../../kit/buttons.ts';
import { judgeFill } from '../../../kit/carry.ts';
import { type Fill, fillForm } from '../../../kit/fill.ts';
import type { FormPage } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import type { PortalLoss } from '../loss-rows.ts';
import { CARRIER_NAME } from '../mapping.ts';
import type { PortalLocation, PortalValues } from '../parts.ts';
import type { StepContext } from './wizard-page.ts';

const CLICK_TIMEOUT_MS = 10_000;
/** Drop-downs picked by value (ours are Cascade's spellings); the loss table's by their text. */
const BY_VALUE = new Set(['State', 'Construction type']);

const fillsOf = (values: PortalValues): Fill[] =>
  Object.entries(values).map(([label, value]) => ({
    label,
    value,
    ...(BY_VALUE.has(label) ? { byValue: true } : {}),
  }));

/** Presses the button named `caption` unless the element `id` is already on the page (a step reopened). */
async function addUnlessShown(s: StepContext, page: FormPage, id: string, caption: string): Promise<void> {
  const shown = s.portal.page.locator(`[id="${id}"]`);
  if ((await shown.count()) > 0) return;
  await clickButton(await buttonNamed(page.root, caption, { exact: true }), CLICK_TIMEOUT_MS, s.ctx.log);
  await shown
    .first()
    .waitFor({ state: 'visible', timeout: CLICK_TIMEOUT_MS })
    .catch(() => {
      throw portalChanged(`${page.where}: "${caption}" added nothing (no #${id})`);
    });
}

/** Fills `values` within the element `id`; the kit's refusal words when a value has no place there. */
async function fillWithin(s: StepContext, page: FormPage, id: string, values: PortalValues) {
  const root = region(s.portal.page, `[id="${id}"]`);
  return judgeFill(await fillForm(root, fillsOf(values)), `${page.where} (${id})`, CARRIER_NAME);
}

/**
 * BOP Coverage: the business address's further buildings, then locations 2, 3, … with theirs; the
 * refusal's words when one does not fit.
 */
export async function fillOtherLocations(
  s: StepContext,
  page: FormPage,
  locations: readonly PortalLocation[],
): Promise<string | undefined> {
  for (const location of locations) {
    const id = `location-${location.number}`;
    // Location 1 is the business address: only its further buildings are added.
    if (location.number > 1) await addUnlessShown(s, page, id, 'Add another location');
    for (const building of location.buildings)
      if (building.number > 1)
        await addUnlessShown(
          s,
          page,
          `${id}-building-${building.number}`,
          `Add another building to location ${location.number}`,
        );
    if (location.number > 1) {
      const refusal = await fillWithin(s, page, id, location.values);
      if (refusal) return refusal;
    }
    for (const building of location.buildings) {
      const refused = await fillWithin(s, page, `${id}-building-${building.number}`, building.values);
      if (refused) return refused;
    }
  }
  return undefined;
}

/** GL and BOP Loss history: each loss a row of the table. */
export async function fillLossRows(
  s: StepContext,
  page: FormPage,
  rows: readonly PortalLoss[],
): Promise<string | undefined> {
  for (const row of rows) {
    const id = `loss-${row.number}`;
    await addUnlessShown(s, page, id, 'Add a loss');
    const refusal = await fillWithin(s, page, id, row.values);
    if (refusal) return refusal;
  }
  return undefined;
}
