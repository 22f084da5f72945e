// "Sign in to Broker Hub" (email and password) and "Two-step verification" (authenticator code).
import type { Page } from 'playwright-core';
import { loginFailed, loginLocked, portalChanged, portalUnavailable } from '../../../errors.ts';
import type { PortalCredential } from '../../../playbook.ts';
import { interruption, type Screen, submit, waitForScreen } from './screen.ts';

/** Broker Hub's lock-out notice ("Your account is locked after too many unsuccessful sign-in attempts…"). */
const LOCKED_OUT = /account is locked after too many/i;

export class LoginPage {
  readonly page: Page;
  readonly portalUrl: string;

  constructor(page: Page, portalUrl: string) {
    this.page = page;
    this.portalUrl = portalUrl;
  }

  /** Loads the app on its sign-in route; a 5xx, the maintenance page or no answer is `portalUnavailable`. */
  async open(): Promise<void> {
    const screen = await this.load('#/login');
    if (screen.id !== 'login') throw portalChanged(`Expected the sign-in screen, found "${screen.heading}"`);
  }

  /** Loads the app on its dashboard: shown when the session holds, the sign-in screen when it does not. */
  async openDashboard(): Promise<Screen> {
    const screen = await this.load('#/dashboard');
    if (screen.id !== 'dashboard' && screen.id !== 'login')
      throw portalChanged(`Expected the dashboard or the sign-in screen, found "${screen.heading}"`);
    return screen;
  }

  private async load(route: string): Promise<Screen> {
    const url = `${this.portalUrl.replace(/\/$/, '')}/${route}`;
    const response = await this.page.goto(url, { waitUntil: 'domcontentloaded' }).catch((error: unknown) => {
      throw portalUnavailable(`Broker Hub did not answer at ${this.portalUrl}`, error);
    });
    const screen = await waitForScreen(this.page);
    if (screen.id === 'maintenance' || screen.id === 'server-error' || (response?.status() ?? 200) >= 500) {
      throw portalUnavailable(`Broker Hub answered ${response?.status() ?? 'nothing'}: ${screen.heading}`);
    }
    return screen;
  }

  /** Types the credential and signs in; answers the screen after it (the code prompt, or the dashboard). */
  async signIn(credential: PortalCredential): Promise<Screen> {
    const form = this.page.getByRole('main');
    await form.getByLabel('Email address', { exact: true }).fill(credential.username);
    await form.getByLabel('Password', { exact: true }).fill(credential.password);
    const settled = await submit(this.page, form.getByRole('button', { name: 'Sign in' }));
    // The portal's own words ("The email or password you entered is incorrect.", the lockout notice).
    if (!settled.moved) {
      const message = settled.messages.join(' ') || 'Broker Hub refused the sign-in';
      throw LOCKED_OUT.test(message) ? loginLocked(message) : loginFailed(message);
    }
    return this.settle();
  }

  /** Types the 6-digit code; a refused code is `loginFailed` with the portal's message. */
  async verify(code: string): Promise<Screen> {
    const main = this.page.getByRole('main');
    await main.getByLabel('Authentication code', { exact: true }).fill(code);
    const settled = await submit(this.page, main.getByRole('button', { name: 'Verify' }));
    if (!settled.moved) throw loginFailed(settled.messages.join(' ') || 'Broker Hub refused the code');
    return this.settle();
  }

  private async settle(): Promise<Screen> {
    const screen = await waitForScreen(this.page);
    if (screen.id === 'verify' || screen.id === 'dashboard') return screen;
    if (screen.id === 'login') {
      // Sent back to sign-in ("Too many incorrect codes. Please sign in again.").
      const notice = await this.page.getByRole('main').getByRole('alert').first().textContent();
      throw loginFailed((notice ?? '').trim() || 'Broker Hub sent us back to sign-in');
    }
    throw (
      (await interruption(this.page, screen)) ??
      portalChanged(`Expected the dashboard after sign-in, found "${screen.heading}"`)
    );
  }
}
