// What every wizard step shares: "Save and continue", the repeating tables ("Add …" / "Remove"), and
// turning a fill report into either a markup change (missing labels) or a data refusal (no such option).
import type { Page } from 'playwright-core';
import { portalChanged, portalUnavailable } from '../../../errors.ts';
import { type FillReport, labelsMatching, noOptionMessage } from './form.ts';
import { nextScreen, type Screen, submit, UNAVAILABLE } from './screen.ts';

/** The next screen, or the portal's refusal of what we entered (its own messages). */
export type StepResult = { screen: Screen } | { rejected: string };

export async function saveAndContinue(page: Page, button = 'Save and continue'): Promise<StepResult> {
  const settled = await submit(page, page.getByRole('main').getByRole('button', { name: button }));
  if (!settled.moved) return { rejected: settled.messages.join(' ') || `Broker Hub refused "${button}"` };
  return { screen: await nextScreen(page) };
}

/**
 * Missing labels mean the page changed (thrown); a value with no option is our data the portal cannot
 * take (answered as a refusal, worded by `describe` where the generic wording would be vague).
 */
export function refusalOf(
  report: FillReport,
  page: string,
  describe: (n: FillReport['noOption'][number]) => string | undefined = () => undefined,
): string | undefined {
  if (report.missing.length > 0) {
    throw portalChanged(`Broker Hub "${page}" has no field labelled ${report.missing.join(', ')}`);
  }
  if (report.noOption.length === 0) return undefined;
  return report.noOption.map((n) => describe(n) ?? noOptionMessage({ missing: [], noOption: [n] })).join(' ');
}

/**
 * Asynchronous dropdowns left without options: a failed load (thrown: the portal is down) or an empty
 * list for what we chose (a refusal, in the dropdown's words).
 */
export function unavailableOptions(unloaded: { label: string; text: string }[]): string | undefined {
  const failed = unloaded.find((u) => UNAVAILABLE.test(u.text));
  if (failed) throw portalUnavailable(`Broker Hub could not load ${failed.label}: ${failed.text}`);
  return unloaded.length > 0 ? unloaded.map((u) => `${u.label}: ${u.text}.`).join(' ') : undefined;
}

export interface RowTable {
  /** What a row is called in messages ("class codes"). */
  what: string;
  /** Matches the first control's label of every row, e.g. /^State \(row \d+\)$/. */
  rowLabel: RegExp;
  addButton: string;
  removeButton: (n: number) => string;
  max: number;
}

/**
 * Adds or removes rows until the table has `count` (each press re-renders the rows, keeping what is
 * typed). Answers a refusal when the portal takes fewer rows than we have.
 */
export async function ensureRows(page: Page, table: RowTable, count: number): Promise<string | undefined> {
  if (count > table.max) {
    return `Broker Hub takes at most ${table.max} ${table.what} per submission; this one has ${count}.`;
  }
  const main = page.getByRole('main');
  let rows = (await labelsMatching(page, table.rowLabel)).length;
  for (; rows < count; rows += 1) await main.getByRole('button', { name: table.addButton }).click();
  for (; rows > count; rows -= 1) {
    await main.getByRole('button', { name: table.removeButton(rows), exact: true }).click();
  }
  const actual = (await labelsMatching(page, table.rowLabel)).length;
  if (actual !== count)
    throw portalChanged(`Broker Hub shows ${actual} ${table.what} rows, ${count} expected`);
  return undefined;
}
