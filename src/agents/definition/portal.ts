// A portal as its definition names its pages (docs/decisions/0034-the-portal-flow-as-data.md): the kit's
// navigator, the page a path is (the first of `pages` whose pattern matches), the sign-in page outside
// sign-in as the session ended (its notice the message), and the page's alert read as a person reads it.
import type { Locator, Page } from 'playwright-core';
import type { FlowDefinition } from '../../domain/carrier-definition/flow-problems.ts';
import { portalChanged, sessionExpired } from '../errors.ts';
import { clickButton } from '../kit/buttons.ts';
import { Navigator, type ScreenCheck } from '../kit/navigator.ts';
import type { LayerLog } from '../kit/overlays.ts';
import { unrecorded } from '../kit/unrecorded.ts';
import { appReady, appRefusal, routeOf, throwIfDown, VIEW_TIMEOUT } from './controls/app.ts';

/** Runs in the page: the text of the first element `css` selects, whitespace folded ('' for none). */
function textOf(css: string): string {
  return (document.querySelector(css)?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export class DefinedPortal {
  readonly page: Page;
  readonly nav: Navigator;
  readonly definition: FlowDefinition;
  private readonly patterns: [string, RegExp][];
  /** HTTP status of the last document loaded in a child frame (a widget, which fails on its own). */
  frameStatus = 0;
  /** The page the browser is on now, by its name under `pages`. */
  current: string | undefined;

  constructor(page: Page, origin: string, definition: FlowDefinition, log?: LayerLog) {
    this.page = page;
    this.definition = definition;
    this.patterns = Object.entries(definition.pages).map(([name, pattern]) => [name, new RegExp(pattern)]);
    const notice = definition.signedOut.message ?? '[role=alert]';
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() !== page.mainFrame())
        this.frameStatus = response.status();
    });
    const app = definition.wizard.app;
    this.nav = new Navigator(page, {
      origin,
      log,
      name: definition.name,
      ...(app ? { ready: appReady(definition, app), timeoutMs: VIEW_TIMEOUT } : {}),
      signedOut: async (p) => {
        if (this.kindOf(p.url()) !== definition.signedOut.page) return undefined;
        return (await p.evaluate(textOf, notice)) || `The ${definition.name} session ended mid-submission`;
      },
    });
  }

  /** The region the portal's controls are in (CSS): the definition's `wizard.root`, else `main`. */
  get root(): string {
    return this.definition.wizard.root ?? 'main';
  }

  /** The name of the page a URL is, or undefined for a path the definition does not know. */
  kindOf(url: string): string | undefined {
    const path = routeOf(url, this.definition.wizard.app);
    return this.patterns.find(([, pattern]) => pattern.test(path))?.[0];
  }

  /** A named group of the page's path (`reference`), when the page shown is `page`. */
  group(page: string, group: string): string | undefined {
    const pattern = this.patterns.find(([name]) => name === page)?.[1];
    const found = pattern?.exec(routeOf(this.page.url(), this.definition.wizard.app))?.groups?.[group];
    return found === undefined ? undefined : decodeURIComponent(found);
  }

  async open(path: string, check: ScreenCheck = {}): Promise<string> {
    await this.nav.open(path, check);
    return this.shown();
  }

  /** Presses a button or link: a new document, or (an app) the view it leads to in place. */
  async press(target: Locator, check: ScreenCheck = {}): Promise<string> {
    const app = this.definition.wizard.app;
    if (app) await this.nav.act(() => clickButton(target, VIEW_TIMEOUT), check);
    else await this.nav.press(target, check);
    return this.shown();
  }

  /** The page arrived at; an app's view that says the portal is down is thrown as such. */
  private async shown(): Promise<string> {
    const app = this.definition.wizard.app;
    if (app) await throwIfDown(this.page, this.definition, app);
    return this.arrived();
  }

  /** The page the navigator checked; a path the definition does not know is a changed portal. */
  arrived(): string {
    const kind = this.kindOf(this.page.url());
    if (!kind)
      throw portalChanged(
        `${this.definition.name} showed a page its definition does not know: ${this.nav.path()}`,
      );
    this.current = kind;
    const { wizard, signIn, name } = this.definition;
    // A form refused by the status that means its token outlived the session (not on the sign-in pages).
    if (this.nav.status === wizard.expiredStatus && kind !== signIn.page && kind !== signIn.code?.page)
      throw sessionExpired(`${name} refused the form (HTTP ${this.nav.status}): ${this.nav.path()}`);
    return kind;
  }

  /** The text of the first element `css` selects on the page shown ('' for none). */
  text(css: string): Promise<string> {
    return unrecorded(this.page, () => this.page.evaluate(textOf, css));
  }

  /** The page's refusal: the items of its alert, else its whole text; none when it shows no alert. */
  errors(css = '[role=alert]'): Promise<string[]> {
    const app = this.definition.wizard.app;
    if (app) return appRefusal(this.page, this.definition, app);
    return unrecorded(this.page, () =>
      this.page.evaluate((selector) => {
        const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
        return [...document.querySelectorAll(selector)].flatMap((alert) => {
          const items = [...alert.querySelectorAll('li')].map((li) => norm(li.textContent)).filter(Boolean);
          return items.length > 0 ? items : [norm(alert.textContent)].filter(Boolean);
        });
      }, css),
    );
  }
}

/** `{name}` in a template replaced by its value (URL-encoded). */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
