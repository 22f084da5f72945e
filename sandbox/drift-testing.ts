// Test helpers for layout drift: the plan from the control API, seeds that together draw every kind
// of mutation for a portal, and a drifted view of a Playwright page that lets a portal's own test
// driver run unchanged (labels and captions looked up through the plan, the moved field filled where
// it went, the new questions answered before a page is submitted, reshaped form fields found as the
// plan reshaped them: drift-testing-forms.ts).
import type { Locator, Page } from 'playwright-core';
import {
  type DriftKind,
  type DriftPlan,
  FORM_KINDS,
  LAYOUT_KINDS,
  type PortalDrift,
  planDrift,
  renameToken,
  reworded,
} from './core/drift.ts';
import { CONSENT_COOKIE, NOTICE_COOKIE } from './core/drift-overlays.ts';
import type { CarrierPortal } from './core/types.ts';
import { formField } from './drift-testing-forms.ts';
import type { Sandbox } from './server.ts';
import { type PortalHarness, startPortalHarness } from './testing.ts';

export async function fetchDriftPlan(sandbox: Sandbox): Promise<DriftPlan> {
  return (await (await fetch(`${sandbox.url}/_sandbox/drift`)).json()) as DriftPlan;
}

export const portalDrift = (plan: DriftPlan, carrierId: string): PortalDrift =>
  plan.portals.find((p) => p.carrierId === carrierId)!;

/** The kinds a portal's own test driver follows through the plan. */
const DRIVEN_KINDS: DriftKind[] = [...LAYOUT_KINDS, ...FORM_KINDS];

/**
 * The fewest seeds (first found from 1) whose plans together apply every kind of drift the driver
 * follows that the portal can take (layout and form drift), each adding at least three, or what is
 * left, to those before it.
 */
export function seedsCoveringEveryKind(portal: CarrierPortal, limit = 5): number[] {
  const kindsOf = (seed: number) =>
    planDrift(seed, 'fast', [portal]).portals[0]!.kinds.filter((k) => DRIVEN_KINDS.includes(k));
  const possible = new Set(Array.from({ length: 300 }, (_, i) => kindsOf(i + 1)).flat());
  const seeds: number[] = [];
  const covered = new Set<string>();
  for (let seed = 1; seed < 1000 && covered.size < possible.size && seeds.length < limit; seed++) {
    const kinds = kindsOf(seed);
    if (kinds.filter((k) => !covered.has(k)).length < Math.min(3, possible.size - covered.size)) continue;
    seeds.push(seed);
    for (const k of kinds) covered.add(k);
  }
  return seeds;
}

/** The first seed whose plan gives a portal every one of `kinds`. */
export function seedWith(portal: CarrierPortal, ...kinds: PortalDrift['kinds']): number {
  for (let seed = 1; ; seed++)
    if (kinds.every((k) => planDrift(seed, 'fast', [portal]).portals[0]!.kinds.includes(k))) return seed;
}

type Name = string | RegExp | undefined;

/** The text a drifted portal shows for `name` (a label or caption), as the plan says. */
function driftedName(pairs: { from: string; to: string }[], name: Name): Name {
  if (typeof name === 'string') return reworded(pairs, name) ?? name;
  if (name instanceof RegExp) {
    const hit = pairs.find((p) => name.test(p.from));
    return hit ? hit.to : name;
  }
  return name;
}

const isShown = async (locator: Locator) =>
  (await locator.count()) > 0 && (await locator.first().isVisible());

/**
 * The page as a drift-aware driver sees it. Labels and captions go through the plan; a fill of the
 * moved field waits until the page that now holds it; a button click first answers drift's new
 * questions (a text, or No) and fills the moved field when they are on the page.
 */
export function driftedPage(page: Page, drift: PortalDrift): Page {
  const movedLabels = drift.move ? [drift.move.label, driftedName(drift.labels, drift.move.label)] : [];
  let pendingMoved: string | undefined;
  const label = (text: string) => page.getByLabel(text);

  const group = (text: string) =>
    page.getByRole('radiogroup', { name: text }).or(page.getByRole('group', { name: text }));
  async function beforeSubmit() {
    const movedText = driftedName(drift.labels, drift.move?.label) as string | undefined;
    if (movedText && pendingMoved !== undefined && (await isShown(label(movedText)))) {
      await label(movedText).fill(pendingMoved);
      pendingMoved = undefined;
    }
    for (const q of [drift.optionalQuestion, drift.requiredQuestion]) {
      if (!q) continue;
      if (q.kind === 'text' && (await isShown(label(q.text))) && !(await label(q.text).inputValue()))
        await label(q.text).fill('None');
      if (q.kind === 'yesno' && (await isShown(group(q.text))))
        await group(q.text).getByRole('radio', { name: 'No', exact: true }).check();
    }
  }

  const wrapButton = (locator: Locator): Locator =>
    new Proxy(locator, {
      get(target, prop, receiver) {
        if (prop === 'click')
          return async (...args: Parameters<Locator['click']>) => {
            await beforeSubmit();
            return target.click(...args);
          };
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  const movedField = {
    async fill(value: string) {
      const now = driftedName(drift.labels, drift.move!.label) as string;
      if (await isShown(label(now))) await label(now).fill(value);
      else pendingMoved = value;
    },
  } as unknown as Locator;

  return new Proxy(page, {
    get(target, prop, receiver) {
      if (prop === 'getByLabel')
        return (text: Name, options?: Parameters<Page['getByLabel']>[1]) => {
          if (drift.move && typeof text === 'string' && movedLabels.includes(text)) return movedField;
          const reshaped = typeof text === 'string' ? formField(target, drift, text) : undefined;
          if (reshaped) return reshaped;
          return target.getByLabel(driftedName(drift.labels, text)!, options);
        };
      if (prop === 'getByRole')
        return (role: Parameters<Page['getByRole']>[0], options: Parameters<Page['getByRole']>[1] = {}) => {
          if (role === 'button')
            return wrapButton(
              target.getByRole(role, { ...options, name: driftedName(drift.captions, options.name) }),
            );
          return target.getByRole(role, { ...options, name: driftedName(drift.labels, options.name) });
        };
      if (prop === 'locator')
        return (selector: string, options?: Parameters<Page['locator']>[1]) =>
          target.locator(
            drift.renames
              ? selector.replace(
                  /(\[name="|#|\.)(-?[_a-zA-Z][\w$-]*)/g,
                  (_m, sign: string, token: string) => `${sign}${renameToken(drift.renames!, token)}`,
                )
              : selector,
            options,
          );
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Lets a driver written for the portal as documented past web drift's banner and notice: the portal
 * remembers them as dismissed (drift-overlays.ts), as it does for a person who dismissed them.
 */
export async function passOverlays(page: Page, drift: PortalDrift): Promise<void> {
  if (drift.banner || drift.notice)
    await page.addInitScript(
      (names) => {
        // biome-ignore lint/suspicious/noDocumentCookie: what the portal's own script writes
        for (const name of names) document.cookie = `${name}=1; path=/`;
      },
      [CONSENT_COOKIE, NOTICE_COOKIE],
    );
}

/**
 * Runs a test driver's flow on a sandbox of one portal with drift `seed` or a whole plan (none when
 * undefined), the
 * driver seeing the page through the plan (`raw` is the page itself); answers what the flow answers.
 */
export async function underDrift<T>(
  portal: CarrierPortal,
  seed: number | DriftPlan | undefined,
  flow: (page: Page, harness: PortalHarness, drift: PortalDrift | undefined, raw: Page) => Promise<T>,
): Promise<T> {
  const harness = await startPortalHarness({ portals: [portal], drift: seed });
  try {
    const { page } = await harness.newPage();
    if (seed === undefined) return await flow(page, harness, undefined, page);
    const drift = portalDrift(await fetchDriftPlan(harness.sandbox), portal.id);
    await passOverlays(page, drift);
    return await flow(driftedPage(page, drift), harness, drift, page);
  } finally {
    await harness.close();
  }
}
