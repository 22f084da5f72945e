// A portal as its definition names its pages (docs/decisions/0034-the-portal-flow-as-data.md): the kit's
// navigator, the page a path is (the first of `pages` whose pattern matches), the sign-in page outside
// sign-in as the session ended (its notice the message), and the page's alert read as a person reads it.
import type { Locator, Page } from 'playwright-core';
import type { FlowDefinition } from '../../domain/carrier-definition/flow-problems.ts';
import { portalChanged, portalUnavailable, sessionExpired } from '../errors.ts';
import { clickButton } from '../kit/buttons.ts';
import { Navigator, type ScreenCheck } from '../kit/navigator.ts';
import type { LayerLog } from '../kit/overlays.ts';
import { unrecorded } from '../kit/unrecorded.ts';
import { appReady, appRefusal, routeOf, throwIfDown, VIEW_TIMEOUT } from './controls/app.ts';
import {
  clickAndAwait,
  type InPlaceSpec,
  inPlaceReady,
  inPlaceSpec,
  unavailableWords,
} from './controls/in-place.ts';

/** Runs in the page: the text of the first element `css` selects, whitespace folded ('' for none). */
function textOf(css: string): string {
  return (document.querySelector(css)?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A press inside an action (answered in place, or a page loaded). */
export type Press = (target: Locator) => Promise<void>;

export class DefinedPortal {
  readonly page: Page;
  readonly nav: Navigator;
  readonly definition: FlowDefinition;
  private readonly patterns: [string, RegExp][];
  /** HTTP status of the last document loaded in a child frame (a widget, which fails on its own). */
  frameStatus = 0;
  /** The page the browser is on now, by its name under `pages`. */
  current: string | undefined;
  /** A single-page app's readers (`wizard.inPlace`): presses answered in place. */
  private readonly inPlace: InPlaceSpec | undefined;

  constructor(page: Page, origin: string, definition: FlowDefinition, log?: LayerLog) {
    this.page = page;
    this.definition = definition;
    this.patterns = Object.entries(definition.pages).map(([name, pattern]) => [name, new RegExp(pattern)]);
    const notice = definition.signedOut.message ?? '[role=alert]';
    const app = definition.wizard.inPlace;
    this.inPlace = app ? inPlaceSpec(app, definition.wizard) : undefined;
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.frame() !== page.mainFrame())
        this.frameStatus = response.status();
    });
    this.nav = new Navigator(page, {
      origin,
      log,
      name: definition.name,
      ...(this.inPlace ? { ready: inPlaceReady(this.inPlace) } : {}),
      ...(definition.wizard.app
        ? { ready: appReady(definition, definition.wizard.app), timeoutMs: VIEW_TIMEOUT }
        : {}),
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
    await this.checkUp();
    return this.arrived();
  }

  /**
   * Presses `target`; `then` (a dialog the press opens, answered) is part of the same action, run
   * again whole when the portal asked us to slow down meanwhile.
   */
  async press(
    target: Locator,
    check: ScreenCheck = {},
    then?: (press: Press) => Promise<void>,
  ): Promise<string> {
    const app = this.inPlace;
    const routed = this.definition.wizard.app;
    const press: Press = (t) =>
      app
        ? clickAndAwait(this.page, t, app)
        : routed
          ? clickButton(t, VIEW_TIMEOUT)
          : this.nav.press(t, check);
    if (app || routed)
      await this.nav.act(async () => {
        await press(target);
        await then?.(press);
      }, check);
    else {
      await press(target);
      await then?.(press);
    }
    await this.checkUp();
    return this.arrived();
  }

  /** A single-page app's own words that it is down are `portal_unavailable`. */
  async checkUp(): Promise<void> {
    const routed = this.definition.wizard.app;
    if (routed) await throwIfDown(this.page, this.definition, routed);
    const down = this.inPlace && (await unavailableWords(this.page, this.inPlace));
    if (down) throw portalUnavailable(`${this.definition.name} is unavailable: ${down}`);
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
