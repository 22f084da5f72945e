// Kit control: a portal that is a single-page app (`wizard.app`, app-schema.ts). Its pages are named by
// the path and the fragment; a view counts as shown once its heading is the one the route's page names
// (a heading another page names is the previous view, kept on screen until the next has loaded; a
// heading no page names is the wizard's to judge) and nothing is busy; a heading that says the portal is
// down is thrown as such; a press is answered in place; a refused save is read as the app shows it.
import type { Page } from 'playwright-core';
import type { FlowDefinition } from '../../../domain/carrier-definition/flow-problems.ts';
import { portalUnavailable, sessionExpired } from '../../errors.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import { waitInPage } from '../../kit/wait-in-page.ts';

export type AppDefinition = NonNullable<FlowDefinition['wizard']['app']>;

/** How long a view may take to show (the realistic portal takes about a second, more under faults). */
export const VIEW_TIMEOUT = 30_000;

/** The part of an address the pages are matched on: the path, and the fragment in an app. */
export const routeOf = (url: string, app: AppDefinition | undefined): string => {
  const u = new URL(url);
  return app?.routes === 'hash' ? `${u.pathname}${u.hash}` : u.pathname;
};

interface ViewSpec {
  heading: string;
  busy?: string;
  pages: [string, string][];
  views: [string, string][];
  down: string[];
}

/** Runs in the page (self-contained): the heading once the view is shown, else null. */
function viewShown(spec: ViewSpec): string | null {
  const heading = (document.querySelector(spec.heading)?.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!heading || (spec.busy && document.querySelector(spec.busy))) return null;
  if (spec.down.some((p) => new RegExp(p, 'i').test(heading))) return heading;
  const route = `${location.pathname}${location.hash}`;
  const page = spec.pages.find(([, pattern]) => new RegExp(pattern).test(route))?.[0];
  const named = spec.views.filter(([, pattern]) => new RegExp(pattern).test(heading)).map(([p]) => p);
  if (named.length === 0) return heading;
  return page !== undefined && named.includes(page) ? heading : null;
}

function specOf(definition: FlowDefinition, app: AppDefinition): ViewSpec {
  return {
    heading: definition.wizard.heading ?? 'main h1',
    ...(app.busy ? { busy: app.busy } : {}),
    pages: Object.entries(definition.pages),
    views: Object.entries(app.views),
    down: app.unavailable ?? [],
  };
}

/** The navigator's readiness for an app: its view shown (polled by a page script, decision 0016). */
export const appReady = (definition: FlowDefinition, app: AppDefinition) => async (page: Page) => {
  await waitInPage(page, viewShown, specOf(definition, app), { timeoutMs: VIEW_TIMEOUT, pollMs: 50 });
};

/** A view that says the portal is down, thrown as such (with the app's alert, where it shows one). */
export async function throwIfDown(page: Page, definition: FlowDefinition, app: AppDefinition): Promise<void> {
  const spec = specOf(definition, app);
  const heading = await unrecorded(page, () => page.evaluate(viewShown, spec));
  if (!heading || !spec.down.some((p) => new RegExp(p, 'i').test(heading))) return;
  const alert = await unrecorded(page, () =>
    page.evaluate(() =>
      (document.querySelector('main [role=alert]')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ),
  );
  throw portalUnavailable(
    `${definition.name} is unavailable: ${[heading, alert].filter(Boolean).join(': ')}`,
  );
}

/** Runs in the page (self-contained): a refused save's messages as the app shows them. */
function refusalShown(r: AppDefinition['refusal']): string[] {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e: Element) => !(e as HTMLElement).hidden && e.getClientRects().length > 0;
  const messages = [
    ...[...document.querySelectorAll(r.fields)].filter(shown).map((e) => norm(e.textContent)),
    ...[...document.querySelectorAll(`${r.summary} li`)].map((e) => norm(e.textContent)),
  ].filter(Boolean);
  if (messages.length > 0) return [...new Set(messages)];
  const summary = [...document.querySelectorAll(r.summary)].find(shown);
  if (summary) return [norm(summary.textContent)];
  const toast = r.toast ? [...document.querySelectorAll(r.toast)].find(shown) : undefined;
  const text = norm(toast?.textContent);
  return text && !(r.ignore && new RegExp(r.ignore).test(text)) ? [text] : [];
}

/** A refused save's messages; one that says the portal is down or the session ended is thrown. */
export async function appRefusal(
  page: Page,
  definition: FlowDefinition,
  app: AppDefinition,
): Promise<string[]> {
  const messages = await unrecorded(page, () => page.evaluate(refusalShown, app.refusal));
  const text = messages.join(' ');
  if ((app.down ?? []).some((p) => new RegExp(p, 'i').test(text)))
    throw portalUnavailable(`${definition.name} refused to save: ${text}`);
  if (app.expired && new RegExp(app.expired, 'i').test(text)) throw sessionExpired();
  return messages;
}
