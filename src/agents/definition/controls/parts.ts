// Kit control: repeating parts in regions of their own (`parts:` on a screen; the plan in
// domain/carrier-definition/parts-plan.ts). What the submission lacks is asked in one pause as missing information; then each
// part's region is added by its button unless shown (a step opened again shows it), in the order a person
// goes (a location, its further buildings, then their fields), and its fields are filled within it,
// never across the page (labels repeat from one region to the next). The parts' totals are the screen's
// own controls, filled with its other fields; a question for one of those is not asked.
import { type PlannedPart, planParts } from '../../../domain/carrier-definition/parts-plan.ts';
import type { PartsDefinition } from '../../../domain/carrier-definition/parts-schema.ts';
import { portalChanged } from '../../errors.ts';
import { readText, readYesNo } from '../../kit/answers.ts';
import { buttonNamed, clickButton } from '../../kit/buttons.ts';
import { judgeFill } from '../../kit/carry.ts';
import { type Fill, fillForm } from '../../kit/fill.ts';
import type { FormPage } from '../../kit/form-page.ts';
import { region } from '../../kit/region.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import { scopeOf } from '../scope.ts';

const CLICK_TIMEOUT_MS = 10_000;

export interface ScreenParts {
  /** The screen's own controls the parts fill (their totals). */
  totals: Fill[];
  /** Adds and fills every part; the refusal's words when a value has no place. */
  place(page: FormPage): Promise<string | undefined>;
}

/** The screen's parts planned, and what the submission lacks asked of a person (missing information). */
export async function screenParts(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  specs: readonly PartsDefinition[],
): Promise<ScreenParts> {
  const plan = planParts((item) => scopeOf(ctx, item), specs, portal.definition.id);
  const answers =
    plan.questions.length > 0 ? await ctx.answerQuestions(plan.questions, 'missing_information') : {};
  plan.complete({ yesNo: (id) => readYesNo(answers, id), text: (id) => readText(answers, id) });
  const totals = Object.entries(plan.totals()).map(([label, value]) => ({ label, value }));
  return { totals, place: (page) => placeAll(ctx, portal, page, plan.parts) };
}

/** Presses `caption` unless the element `id` is shown already, and waits for it. */
async function addUnlessShown(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  page: FormPage,
  id: string,
  caption: string,
) {
  const shown = portal.page.locator(`[id="${id}"]`);
  if ((await shown.count()) > 0) return;
  await clickButton(await buttonNamed(page.root, caption, { exact: true }), CLICK_TIMEOUT_MS, ctx.log);
  await shown
    .first()
    .waitFor({ state: 'visible', timeout: CLICK_TIMEOUT_MS })
    .catch(() => {
      throw portalChanged(`${page.where}: "${caption}" added nothing (no #${id})`);
    });
}

async function fillWithin(
  portal: DefinedPortal,
  page: FormPage,
  part: PlannedPart,
): Promise<string | undefined> {
  const fills: Fill[] = Object.entries(part.values).map(([label, value]) => ({
    label,
    value,
    ...(part.byValue.has(label) ? { byValue: true } : {}),
  }));
  if (fills.length === 0) return undefined;
  // A part with no region of its own is the screen's (location 1's first building).
  const root = part.region ? region(portal.page, `[id="${part.region}"]`) : page.root;
  const where = part.region ? `${page.where} (${part.region})` : page.where;
  return judgeFill(await fillForm(root, fills), where, page.carrierName);
}

async function placeAll(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  page: FormPage,
  parts: readonly PlannedPart[],
): Promise<string | undefined> {
  for (const part of parts) {
    if (part.region && part.add) await addUnlessShown(ctx, portal, page, part.region, part.add);
    for (const inner of part.inner)
      if (inner.region && inner.add) await addUnlessShown(ctx, portal, page, inner.region, inner.add);
    for (const each of [part, ...part.inner]) {
      const refusal = await fillWithin(portal, page, each);
      if (refusal) return refusal;
    }
  }
  return undefined;
}
