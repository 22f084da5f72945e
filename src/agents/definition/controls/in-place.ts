// Kit control: a single-page app that answers in place (`wizard.inPlace`). A screen is ready once its
// heading shows and nothing is loading (a status line saying so) or busy (the app disables the button
// it is working on), and the app has painted twice (its effects, where a React app attaches listeners,
// have run: a value typed before them is lost). A press is answered by another path, a dialog opening,
// a new status line ("We sent a new code") or (nothing busy any more) the form's alert. The portal's own
// words that it is down (in its alert, its status line or its heading) are `portal_unavailable`. Every
// part is a parameter: another app's loading words, busy controls and dialogs are its definition's.
import type { Locator, Page } from 'playwright-core';
import type { InPlaceDefinition } from '../../../domain/carrier-definition/app-controls-schema.ts';
import { portalUnavailable } from '../../errors.ts';
import { clickButton } from '../../kit/buttons.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import { waitInPage } from '../../kit/wait-in-page.ts';

/** What the page scripts read, with the definition's selectors. */
export interface InPlaceSpec {
  heading: string;
  loading: string;
  busy: string;
  dialog: string;
  alert: string;
  unavailable: readonly string[];
}

export function inPlaceSpec(
  definition: InPlaceDefinition,
  wizard: { heading?: string; errors?: string },
): InPlaceSpec {
  return {
    heading: wizard.heading ?? 'main h1',
    loading: definition.loading ?? '^Loading',
    busy: definition.busy ?? 'button[type=submit]:disabled',
    dialog: definition.dialog ?? '[role=dialog]',
    alert: wizard.errors ?? '[role=alert]',
    unavailable: definition.unavailable ?? [],
  };
}

interface Shown {
  path: string;
  dialog: boolean;
  /** The status lines' words (not a loading one). */
  status: string;
}

/** Runs in the page (self-contained): what the app shows now. */
function shownNow(spec: InPlaceSpec): Shown {
  const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
  const all = (css: string) => [...document.querySelectorAll(css)].filter(visible);
  const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
  const loading = new RegExp(spec.loading);
  const status = all('[role="status"]')
    .map(text)
    .filter((t) => !loading.test(t))
    .join(' ');
  return { path: location.pathname, dialog: all(spec.dialog).length > 0, status };
}

/** Runs in the page: the app has answered an action begun on `before` (see the file's comment). */
function answered([spec, before]: [InPlaceSpec, Shown]): boolean {
  const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
  const all = (css: string) => [...document.querySelectorAll(css)].filter(visible);
  if (location.pathname !== before.path) return true;
  if (all(spec.busy).length > 0) return false;
  if (all(spec.dialog).length > 0) return !before.dialog;
  const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
  const loading = new RegExp(spec.loading);
  const status = all('[role="status"]')
    .map(text)
    .filter((t) => !loading.test(t))
    .join(' ');
  return status !== before.status || all(spec.alert).length > 0;
}

const TIMEOUT_MS = 30_000;

/** Runs in the page (self-contained): the heading shows, nothing loading or busy. */
function ready(spec: InPlaceSpec): boolean {
  const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
  const all = (css: string) => [...document.querySelectorAll(css)].filter(visible);
  const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
  const loading = new RegExp(spec.loading);
  return (
    all(spec.heading).some((h) => text(h) !== '') &&
    !all('[role="status"]').some((s) => loading.test(text(s))) &&
    all(spec.busy).length === 0
  );
}

/**
 * Runs in the page: resolves once the app has painted twice and run what it queued after (a React app
 * attaches its listeners in effects that run after paint: a value typed before is lost). A page that
 * paints nothing (hidden) goes on after a fifth of a second.
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setTimeout(resolve, 200);
  });
}

/** The navigator's readiness for the app (polled in the page, decision 0016), its effects run. */
export function inPlaceReady(spec: InPlaceSpec): (page: Page) => Promise<void> {
  return async (page) => {
    await waitInPage(page, ready, spec, { timeoutMs: TIMEOUT_MS });
    await unrecorded(page, () => page.evaluate(painted));
  };
}

/** Clicks `target` and waits for the app's answer; for use inside the navigator's `act`. */
export async function clickAndAwait(page: Page, target: Locator, spec: InPlaceSpec): Promise<void> {
  const before = await unrecorded(page, () => page.evaluate(shownNow, spec));
  await clickButton(target, TIMEOUT_MS);
  try {
    await waitInPage(page, answered, [spec, before] as [InPlaceSpec, Shown], { timeoutMs: TIMEOUT_MS });
  } catch (error) {
    throw portalUnavailable(`The portal did not answer on ${before.path}`, error);
  }
}

/** Whether the app shows one of `unavailable` (its words that it is down) in its alert, status or heading. */
export async function unavailableWords(page: Page, spec: InPlaceSpec): Promise<string | undefined> {
  const patterns = spec.unavailable;
  if (patterns.length === 0) return undefined;
  const texts = await unrecorded(page, () =>
    page.evaluate((s: InPlaceSpec) => {
      const visible = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
      const all = (css: string) => [...document.querySelectorAll(css)].filter(visible);
      const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
      return [...all(s.alert), ...all('[role="status"]'), ...all(s.heading)].map(text).filter(Boolean);
    }, spec),
  );
  return texts.find((t) => patterns.some((p) => new RegExp(p, 'i').test(t)));
}
