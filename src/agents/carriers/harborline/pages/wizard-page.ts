// What every Broker Hub wizard step shares: its fields filled by the carrier kit (a field this step
// does not show is carried to the next), "Save and continue" pressed and the app's answer read by the
// kit's form page (moved on; our value refused; a field it names that we left empty, asked of a person),
// the repeating tables ("Add …" / "Remove"), and the asynchronous dropdowns that load once another
// field of their row is chosen.
import { portalChanged, portalUnavailable } from '../../../errors.ts';
import { type ButtonIntent, buttonFor, clickButton } from '../../../kit/buttons.ts';
import type { Fill } from '../../../kit/fill.ts';
import { type Carry, type FormPage, fillPage, finishPage, type PageResult } from '../../../kit/form-page.ts';
import { evaluateAt } from '../../../kit/region.ts';
import { waitInPage } from '../../../kit/wait-in-page.ts';
import type { WizardPage } from '../../../kit/wizard.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import type { HarborlineLine } from '../mapping.ts';
import { type BrokerHub, SCREEN_TIMEOUT, type Screen, UNAVAILABLE } from './broker-hub.ts';

export interface StepContext<L extends HarborlineLine = HarborlineLine> {
  hub: BrokerHub;
  ctx: PlaybookContext<L>;
  /** What the app shows now (each save updates it). */
  screen: Screen;
}

/** A step of the line L's wizard (every line's, by default). */
export type HarborlinePage<L extends HarborlineLine = HarborlineLine> = WizardPage<StepContext<L>>;

export const rejected = (message: string): PageResult => ({ kind: 'rejected', message });

/** One step as the kit's form page: its controls in the view, its button by what it does. */
export function formPage(
  s: StepContext,
  where: string,
  button = 'Save and continue',
  intent: ButtonIntent = 'continue',
): FormPage {
  const root = s.hub.main();
  return {
    ctx: s.ctx,
    carrierId: 'harborline',
    carrierName: 'Harborline',
    where,
    root,
    async submit() {
      const saved = await s.hub.save(await buttonFor(root, intent, [button], where));
      if (!saved.moved) return { moved: false, errors: saved.messages };
      s.screen = saved.screen;
      return { moved: true };
    },
  };
}

/** Fills the step's fields (those carried from earlier steps too); the carrier's refusal, if any. */
export const fillStep = (s: StepContext, carry: Carry | undefined, where: string, fills: readonly Fill[]) =>
  fillPage(formPage(s, where), fills, carry);

/** Fills the step, then saves it (the kit's `finishPage`). */
export async function fillAndSave(
  s: StepContext,
  carry: Carry,
  where: string,
  fills: readonly Fill[],
): Promise<PageResult> {
  const refusal = await fillStep(s, carry, where, fills);
  return refusal ? rejected(refusal) : finishPage(formPage(s, where), carry);
}

export interface RowTable {
  /** What a row is called in messages ("class codes"). */
  what: string;
  /** Matches the first control's label of every row, e.g. /^State \(row \d+\)$/. */
  rowLabel: RegExp;
  /** The label of a column's control in a row (0-based), e.g. "Payroll (row 1)". */
  cell: (column: string, row: number) => string;
  addButton: string;
  removeButton: (n: number) => string;
  max: number;
}

/**
 * A step holding a table: its rows, what is set first (the column another column's dropdown loads
 * from, with the step's other fields), the dropdowns that then load, and what is set once they have.
 */
export interface TableStep {
  table: RowTable;
  rows: number;
  first: readonly Fill[];
  loading?: string[];
  loaded?: readonly Fill[];
}

/** Rows made to match, the fills set in order (waiting for the dependent dropdowns between), then saved. */
export async function fillTableAndSave(
  s: StepContext,
  carry: Carry,
  where: string,
  step: TableStep,
): Promise<PageResult> {
  const tooMany = await ensureRows(s, step.table, step.rows);
  if (tooMany) return rejected(tooMany);
  const refusal = await fillStep(s, carry, where, step.first);
  if (refusal) return rejected(refusal);
  if (step.loading) {
    const unavailable = await loadedOptions(s, step.loading);
    if (unavailable) return rejected(unavailable);
  }
  const later = step.loaded && (await fillStep(s, undefined, where, step.loaded));
  return later ? rejected(later) : finishPage(formPage(s, where), carry);
}

/**
 * Adds or removes rows until the table has `count` (each press re-renders the rows in place, keeping
 * what is typed). Answers a refusal when the portal takes fewer rows than we have.
 */
export async function ensureRows(
  s: StepContext,
  table: RowTable,
  count: number,
): Promise<string | undefined> {
  if (count > table.max)
    return `Broker Hub takes at most ${table.max} ${table.what} per submission; this one has ${count}.`;
  const main = s.hub.main();
  const rows = () => evaluateAt(main, rowsOf, { source: table.rowLabel.source, flags: table.rowLabel.flags });
  let shown = await rows();
  // Each press re-renders the rows (and the Remove buttons before Add): the button is read afresh.
  const press = async (caption: string) => clickButton(await s.hub.button(main, caption), SCREEN_TIMEOUT);
  for (; shown < count; shown += 1) await press(table.addButton);
  for (; shown > count; shown -= 1) await press(table.removeButton(shown));
  const actual = await rows();
  if (actual !== count)
    throw portalChanged(`Broker Hub shows ${actual} ${table.what} rows, ${count} expected`);
  return undefined;
}

/**
 * Runs in the page (self-contained): how many controls under `main` a label matching `label` names
 * (a `label` element's text, `aria-labelledby` or `aria-label`), as Playwright's getByLabel counts them.
 */
function rowsOf(main: Element, label: { source: string; flags: string }): number {
  const pattern = new RegExp(label.source, label.flags);
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const named = new Set<Element>();
  for (const l of main.querySelectorAll('label')) {
    const control = (l as HTMLLabelElement).control;
    if (control && main.contains(control) && pattern.test(norm(l.textContent))) named.add(control);
  }
  for (const e of main.querySelectorAll('[aria-labelledby], [aria-label]')) {
    const ids = (e.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    const text = ids.length
      ? ids.map((id) => norm(document.getElementById(id)?.textContent)).join(' ')
      : norm(e.getAttribute('aria-label'));
    if (pattern.test(text)) named.add(e);
  }
  return named.size;
}

/**
 * Waits until the dropdowns labelled `labels` have loaded the options their row's choice calls for,
 * then answers for those left without options: a failed load is thrown (the portal is down), an empty
 * list for what we chose ("No class codes for this state") is the portal's refusal, in its words.
 */
async function loadedOptions(s: StepContext, labels: string[]): Promise<string | undefined> {
  let unloaded: { label: string; text: string }[];
  try {
    // Polled by a plain page script (the kit's waitInPage), not Playwright's waitForFunction.
    // (It answers once the read is not null.)
    unloaded = (await waitInPage(
      s.hub.page,
      (labels) => {
        const byLabel = new Map<string, HTMLSelectElement>();
        for (const label of document.querySelectorAll('main label')) {
          const control = (label as HTMLLabelElement).control;
          const text = (label.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (control instanceof HTMLSelectElement) byLabel.set(text, control);
        }
        const selects = labels.map((l) => byLabel.get(l));
        const loading = (s: HTMLSelectElement | undefined) =>
          !s || (s.disabled && s.options[0]?.text === 'Loading…');
        if (selects.some(loading)) return null;
        return selects.flatMap((s, i) =>
          s?.disabled ? [{ label: labels[i]!, text: s.options[0]?.text ?? '' }] : [],
        );
      },
      labels,
      { timeoutMs: SCREEN_TIMEOUT, pollMs: 50 },
    ))!;
  } catch (error) {
    throw portalUnavailable(`Broker Hub did not load the options of ${labels.join(', ')}`, error);
  }
  const failed = unloaded.find((u) => UNAVAILABLE.test(u.text));
  if (failed) throw portalUnavailable(`Broker Hub could not load ${failed.label}: ${failed.text}`);
  return unloaded.length > 0 ? unloaded.map((u) => `${u.label}: ${u.text}.`).join(' ') : undefined;
}
