// Step 2, Coverage: the line's limits and terms (picked among the options the portal offers) and, for
// umbrella, the schedule of underlying insurance, which grows one row per "Add another underlying
// policy" (a post-back that keeps what was typed).
import { portalChanged } from '../../../errors.ts';
import { choicesOf, type Fill } from '../../../kit/fill.ts';
import type { Carry, PageResult } from '../../../kit/form-page.ts';
import {
  CYBER_COVERAGE_SELECTS,
  cyberCoverageFills,
  GL_COVERAGE_SELECTS,
  glCoverageFills,
  type OfferedOptions,
  UMBRELLA_COVERAGE_SELECTS,
  umbrellaCoverageFills,
  underlyingRows,
} from '../mapping.ts';
import { fillAndSave, mainOf, type StepContext, type StepPage } from './step-page.ts';

export class CoveragePage implements StepPage {
  readonly step = 'coverage';
  readonly headings = ['Coverage'];

  async complete(s: StepContext, carry: Carry, heading: string): Promise<PageResult> {
    const filing = s.ctx;
    let fills: Fill[];
    if (filing.line === 'cyber') {
      const offered = await offeredOptions(s, CYBER_COVERAGE_SELECTS);
      fills = cyberCoverageFills(filing.submission.cyber, offered);
    } else if (filing.line === 'gl') {
      const offered = await offeredOptions(s, GL_COVERAGE_SELECTS);
      fills = glCoverageFills(filing.submission.generalLiability, offered);
    } else {
      const umbrella = filing.submission.umbrella;
      const rows = await this.scheduleRows(s, heading, underlyingRows(umbrella).length);
      const offered = await offeredOptions(s, UMBRELLA_COVERAGE_SELECTS);
      fills = umbrellaCoverageFills(umbrella, offered, rows);
    }
    return fillAndSave(s, carry, heading, fills);
  }

  /** Adds schedule rows until there are `wanted`; answers how many rows the page has. */
  private async scheduleRows(s: StepContext, heading: string, wanted: number): Promise<number> {
    const { page } = s.portal;
    const rowLabels = page.getByLabel(/^Underlying line \(policy \d+\)$/);
    let rows = await rowLabels.count();
    if (rows === 0) throw portalChanged('Ironclad umbrella coverage: no schedule of underlying insurance');
    while (rows < wanted) {
      const add = page.getByRole('button', { name: 'Add another underlying policy', exact: true });
      if ((await add.count()) === 0) break; // the portal's maximum; underlyingRows() fits it
      await s.portal.click(add);
      if ((await s.portal.heading()) !== heading) throw portalChanged('Ironclad: adding a row left Coverage');
      const now = await rowLabels.count();
      if (now <= rows) throw portalChanged('Ironclad: "Add another underlying policy" added no row');
      rows = now;
    }
    return rows;
  }
}

/** The options each of the drop-downs `labels` offers (to pick among the limits a carrier offers). */
async function offeredOptions(s: StepContext, labels: string[]): Promise<OfferedOptions> {
  const found = await choicesOf(
    mainOf(s),
    labels.map((label) => ({ label })),
  );
  const absent = labels.filter((_, i) => !found[i]);
  if (absent.length > 0) throw portalChanged(`Ironclad coverage page: no select ${absent.join(', ')}`);
  return Object.fromEntries(labels.map((label, i) => [label, found[i]!]));
}
