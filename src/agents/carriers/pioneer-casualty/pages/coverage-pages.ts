// Step 3, the line's own page: Property & Liability (BOP), Class Codes & Payroll (WC) or Underlying
// Insurance (umbrella). The WC table grows a row per class code through ProducerNet's own "Add another
// class" round trip (the portal has no client script).
import type { Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { choicesOf } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
import { bopFills, buildingFactsOf, umbrellaFills, wcFills, wcRowsOf } from '../mapping.ts';
import { buildingQuestionnaire, umbrellaQuestionnaire } from './questions.ts';
import { answered, fillAndPress, mainOf, press, type StepContext, type StepPage } from './step-page.ts';

export class BopCoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Property & Liability'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const submission = s.ctx.submission;
    // Only an unknown construction needs the page's options (a person picks one of them).
    const choices = buildingFactsOf(submission).construction ? [] : await constructionChoices(s, heading);
    const building = await answered(s, buildingQuestionnaire(submission, choices));
    return fillAndPress(s, carry, heading, bopFills(submission, building));
  }
}

async function constructionChoices(s: StepContext, heading: string): Promise<string[]> {
  const [choices] = await choicesOf(mainOf(s), [{ label: 'Construction Type' }]);
  if (!choices) throw portalChanged(`${heading}: no "Construction Type" drop-down`);
  return choices;
}

/** The class code table's name, and each row's class code field's (its label, screen-reader only). */
const CLASS_TABLE = 'Class codes';
const CODE_LABEL = /^NCCI Class Code \(class \d+\)$/;

/**
 * How many fields of a table named "Class codes" (ARIA label or labelled-by, else its caption) a
 * label of theirs names "NCCI Class Code (class n)" (a <label>, an ARIA label, labelled-by), as
 * Playwright's role and label selectors count them, hidden or not: one page script.
 */
function classCodeFields(page: Page): Promise<number> {
  return unrecorded(page, () =>
    page.evaluate(
      ([table, source]) => {
        const label = new RegExp(source);
        const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
        const byIds = (e: Element) =>
          (e.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .filter(Boolean)
            .map((id) => clean(document.getElementById(id)?.textContent))
            .join(' ');
        const tableName = (t: Element) =>
          byIds(t) || clean(t.getAttribute('aria-label')) || clean(t.querySelector('caption')?.textContent);
        const names = (e: Element) => [
          ...[...((e as HTMLInputElement).labels ?? [])].map((l) => clean(l.textContent)),
          clean(e.getAttribute('aria-label')),
          byIds(e),
        ];
        // As the role selector: a table by its role, not hidden, its name holding `table` in any case.
        const isTable = (t: Element) => {
          const role = (t.getAttribute('role') ?? '').trim().split(/\s+/)[0];
          return role ? role === 'table' : t.tagName === 'TABLE';
        };
        const shown = (t: Element) =>
          t.closest('[aria-hidden="true"]') === null &&
          t.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
        const tables = [...document.querySelectorAll('table, [role]')].filter(
          (t) => isTable(t) && shown(t) && tableName(t).toLowerCase().includes(table.toLowerCase()),
        );
        return tables
          .flatMap((t) => [...t.querySelectorAll('input, select, textarea, [aria-label], [aria-labelledby]')])
          .filter((e, i, all) => all.indexOf(e) === i && names(e).some((n) => label.test(n))).length;
      },
      [CLASS_TABLE, CODE_LABEL.source] as const,
    ),
  );
}

export class WcClassesPage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Class Codes & Payroll'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const page = s.portal.page;
    const codes = page.getByRole('table', { name: CLASS_TABLE }).getByLabel(CODE_LABEL);
    // Read by a page script; where that finds none, Playwright's selectors have the last word.
    const count = async () => (await classCodeFields(page)) || codes.count();
    const wanted = wcRowsOf(s.ctx.submission).length;
    let rows = await count();
    if (rows === 0) throw portalChanged(`${heading}: no class code rows`);
    // A continued draft may carry a different number of rows than we need.
    while (rows < wanted) {
      // ProducerNet's own limit ("A maximum of 10 class codes can be entered online…") is its refusal.
      const added = await this.roundTrip(s, heading, 'Add another class');
      if (added.kind === 'rejected') return added;
      const now = await count();
      if (now <= rows) throw portalChanged(`${heading}: "Add another class" added no row`);
      rows = now;
    }
    while (rows > wanted && wanted > 0) {
      const removed = await this.roundTrip(s, heading, `Remove class ${rows}`);
      if (removed.kind === 'rejected') throw portalChanged(`${heading}: could not remove class ${rows}`);
      rows = await count();
    }
    return fillAndPress(s, carry, heading, wcFills(s.ctx.submission));
  }

  /** A row added or removed: the same page must come back. */
  private async roundTrip(s: StepContext, heading: string, button: string): Promise<PageResult> {
    const result = await press(s, heading, button, 'continue');
    if (result.kind === 'next' && (s.screen.kind !== 'page' || s.screen.heading !== heading))
      throw portalChanged(`${heading}: the class table did not come back`);
    return result;
  }
}

export class UmbrellaCoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Underlying Insurance'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const submission = s.ctx.submission;
    const vehicles = await answered(s, umbrellaQuestionnaire(submission));
    return fillAndPress(s, carry, heading, umbrellaFills(submission, vehicles));
  }
}
