// Step 4, Review and submit: the attestation checkbox and "Submit for quote", which rates the risk.
import { portalChanged } from '../../../errors.ts';
import type { Portal } from './portal.ts';
import { type SaveResult, saveAndContinue } from './save.ts';

const ATTESTATION = 'I confirm the applicant has reviewed these answers and they are true and complete';

export class ReviewPage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  async submit(): Promise<SaveResult> {
    const box = this.portal.page.getByLabel(ATTESTATION, { exact: true });
    if ((await box.count()) !== 1) throw portalChanged('Ironclad review page: no attestation checkbox');
    await box.check();
    return saveAndContinue(this.portal, [], 'review', 'Submit for quote');
  }
}
