// Step 2, Coverage: the line's limits and terms (picked among the options the portal offers) and, for
// umbrella, the schedule of underlying insurance, which grows one row per "Add another underlying
// policy" (a post-back that keeps what was typed).
import type { LineSubmission } from '../../../../domain/quote-request/model/submission.ts';
import { portalChanged } from '../../../errors.ts';
import {
  CYBER_COVERAGE_SELECTS,
  cyberCoverageFills,
  GL_COVERAGE_SELECTS,
  glCoverageFills,
  type IroncladLine,
  UMBRELLA_COVERAGE_SELECTS,
  umbrellaCoverageFills,
  underlyingRows,
} from '../mapping.ts';
import { type Fill, fillForm, selectOptions } from './form.ts';
import type { Portal } from './portal.ts';
import { type SaveResult, saveAndContinue } from './save.ts';

export class CoveragePage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  async fillAndSave(filing: LineSubmission<IroncladLine>): Promise<SaveResult> {
    const { page } = this.portal;
    let fills: Fill[];
    if (filing.line === 'cyber') {
      const offered = await selectOptions(page, CYBER_COVERAGE_SELECTS);
      fills = cyberCoverageFills(filing.submission.cyber, offered);
    } else if (filing.line === 'gl') {
      const offered = await selectOptions(page, GL_COVERAGE_SELECTS);
      fills = glCoverageFills(filing.submission.generalLiability, offered);
    } else {
      const umbrella = filing.submission.umbrella;
      const rows = await this.scheduleRows(underlyingRows(umbrella).length);
      const offered = await selectOptions(page, UMBRELLA_COVERAGE_SELECTS);
      fills = umbrellaCoverageFills(umbrella, offered, rows);
    }
    const { invalid } = await fillForm(page, fills, 'coverage');
    return saveAndContinue(this.portal, invalid, 'coverage');
  }

  /** Adds schedule rows until there are `wanted`; answers how many rows the page has. */
  private async scheduleRows(wanted: number): Promise<number> {
    const { page } = this.portal;
    const rowLabels = page.getByLabel(/^Underlying line \(policy \d+\)$/);
    let rows = await rowLabels.count();
    if (rows === 0) throw portalChanged('Ironclad umbrella coverage: no schedule of underlying insurance');
    while (rows < wanted) {
      const add = page.getByRole('button', { name: 'Add another underlying policy', exact: true });
      if ((await add.count()) === 0) break; // the portal's maximum; underlyingRows() fits it
      await this.portal.click(add);
      if ((await this.portal.screen()) !== 'coverage')
        throw portalChanged('Ironclad: adding a row left Coverage');
      const now = await rowLabels.count();
      if (now <= rows) throw portalChanged('Ironclad: "Add another underlying policy" added no row');
      rows = now;
    }
    return rows;
  }
}
