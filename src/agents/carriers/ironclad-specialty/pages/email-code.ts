// "Check your e-mail": the 6-digit code Ironclad Exchange e-mails a login with an address on file when
// the browser is not one it trusts. A refused code stays on the page with an alert; five refusals end
// the sign-in. "Trust this browser for 30 days" is ticked, so a kept browser is not asked again.
import { portalChanged } from '../../../errors.ts';
import type { Portal, Screen } from './portal.ts';

export class EmailCodePage {
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  /** The portal's own words: "We e-mailed a 6-digit sign-in code to m•••@… It expires in 10 minutes." */
  async instructions(): Promise<string> {
    const text = this.portal.page.getByText(/e-mailed a \d-digit sign-in code/);
    if ((await text.count()) === 0) throw portalChanged('Ironclad code page: no instructions');
    return ((await text.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Types the code, trusts this browser, and answers the page that follows. */
  async submit(code: string): Promise<Screen> {
    const { page } = this.portal;
    const field = page.getByLabel('Sign-in code', { exact: true });
    const trust = page.getByLabel(/^Trust this browser/);
    if ((await field.count()) !== 1) throw portalChanged('Ironclad code page: no Sign-in code field');
    await field.fill(code.trim());
    if ((await trust.count()) === 1) await trust.check();
    await this.portal.click(page.getByRole('button', { name: 'Verify and sign in', exact: true }));
    return this.portal.screen();
  }

  /** "E-mail me a new code": only the newest code works afterwards. */
  async requestNewCode(): Promise<void> {
    const { page } = this.portal;
    await this.portal.click(page.getByRole('button', { name: /e-mail me a new code/i }));
  }
}
