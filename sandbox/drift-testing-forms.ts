// Form drift for a portal's own test driver (drift-testing.ts `driftedPage`): a field the driver asks
// for by its label found as the plan reshaped it: the three phone inputs filled from one number, the
// three date selects chosen from one date, a placeholder-only input by its placeholder, a field beside
// a decoy by its whole label (the decoy's label holds the same words), a collapsed group opened first.
import type { Locator, Page } from 'playwright-core';
import { type DriftPlan, type PortalDrift, renameToken, reworded } from './core/drift.ts';
import { DECOYS, DISCLOSURES, UNSEEN_LABELS } from './core/drift-held-out.ts';
import { normalizeText } from './core/drift-words.ts';
import type { CarrierPortal } from './core/types.ts';

const same = (a: string | undefined, b: string) => a !== undefined && normalizeText(a) === normalizeText(b);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The whole text, as a label prints it (perhaps with a trailing ':' or '*'). */
const whole = (text: string) => new RegExp(`^\\s*${escaped(text)}[\\s:*]*$`, 'i');

/** A control by its name as the drifted page has it. */
const named = (page: Page, drift: PortalDrift, name: string) =>
  page.locator(`[name="${drift.renames ? renameToken(drift.renames, name) : name}"]`);

const ACTIONS = new Set(['fill', 'check', 'uncheck', 'setChecked', 'selectOption', 'click', 'type', 'press']);

/** The locator, with `before` awaited ahead of each action on it. */
export function actingAfter(locator: Locator, before: () => Promise<void>): Locator {
  return new Proxy(locator, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (typeof prop === 'string' && ACTIONS.has(prop))
        return async (...args: unknown[]) => {
          await before();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return value.bind(target);
    },
  });
}

/** Year, month and day of a date written ISO or US style (slashes or dashes). */
function dateOf(value: string): [string, string, string] {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (iso) return [iso[1]!, iso[2]!.padStart(2, '0'), iso[3]!.padStart(2, '0')];
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value.trim());
  if (!us) throw new Error(`not a date: ${value}`);
  return [us[3]!, us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')];
}

/** Opens the plan's collapsed group when it is on the page and closed. */
async function openCollapsed(page: Page, drift: PortalDrift) {
  if (!drift.collapsed) return;
  const summary = page.locator('summary', { hasText: drift.collapsed.summary });
  if ((await summary.count()) === 0 || !(await summary.first().isVisible())) return;
  const open = await summary.first().evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  if (!open) await summary.first().click();
}

/**
 * The field a driver asks for by `text` (the label as documented), as form drift reshaped it; undefined
 * when form drift leaves it alone.
 */
export function formField(page: Page, drift: PortalDrift, text: string): Locator | undefined {
  const now = reworded(drift.labels, text) ?? text;
  const collapsed = drift.collapsed?.fields.some((f) => same(f.label, text));
  const before = () => (collapsed ? openCollapsed(page, drift) : Promise.resolve());
  let field: Locator | undefined;
  if (drift.splitPhone && same(drift.splitPhone.label, text)) {
    const name = drift.splitPhone.name;
    field = {
      async fill(value: string) {
        const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
        await named(page, drift, `${name}__area`).fill(digits.slice(0, 3));
        await named(page, drift, `${name}__exchange`).fill(digits.slice(3, 6));
        await named(page, drift, `${name}__line`).fill(digits.slice(6, 10));
      },
    } as unknown as Locator;
  } else if (drift.dateSelects && same(drift.dateSelects.label, text)) {
    const name = drift.dateSelects.name;
    field = {
      async fill(value: string) {
        const [year, month, day] = dateOf(value);
        await named(page, drift, `${name}__month`).selectOption(month);
        await named(page, drift, `${name}__day`).selectOption(day);
        await named(page, drift, `${name}__year`).selectOption(year);
      },
    } as unknown as Locator;
  } else if (drift.placeholderOnly?.some((label) => same(label, text)))
    field = page.getByPlaceholder(now, { exact: true });
  else if (drift.decoy && same(drift.decoy.beside.label, text)) field = page.getByLabel(whole(now));
  else if (collapsed) field = page.getByLabel(now);
  return field && actingAfter(field, before);
}

/**
 * A plan that gives one portal every form kind its spec allows and nothing else: held-out wording for
 * each label that has one, the decoy of `decoy` kind, every placeholder-only label, the split phone,
 * the date selects and the first optional group collapsed.
 */
export function everyFormKind(portal: CarrierPortal, decoy: keyof typeof DECOYS = 'zip'): DriftPlan {
  const spec = portal.drift!;
  const form = spec.form ?? {};
  const beside = form.decoys?.find((d) => d.kind === decoy);
  const group = form.optional?.[0];
  const drift: PortalDrift = {
    carrierId: portal.id,
    kinds: [],
    labels: [...new Set(spec.labels)].flatMap((from) => {
      const to = Object.entries(UNSEEN_LABELS).find(([k]) => same(k, from))?.[1][0];
      return to ? [{ from, to }] : [];
    }),
    reorder: null,
    renames: null,
    move: null,
    captions: [],
    optionalQuestion: null,
    requiredQuestion: null,
    slowRender: null,
    banner: null,
    notice: null,
    decoy: beside ? { ...DECOYS[decoy][0]!, beside: { name: beside.name, label: beside.label } } : null,
    placeholderOnly: form.placeholders ?? [],
    splitPhone: form.phone ?? null,
    dateSelects: form.date ?? null,
    collapsed: group ? { summary: DISCLOSURES[0]!, fields: group } : null,
  };
  drift.kinds = [
    ...(drift.labels.length ? (['unseenLabels'] as const) : []),
    ...(drift.decoy ? (['decoy'] as const) : []),
    ...(drift.placeholderOnly?.length ? (['placeholderOnly'] as const) : []),
    ...(drift.splitPhone ? (['splitPhone'] as const) : []),
    ...(drift.dateSelects ? (['dateSelects'] as const) : []),
    ...(drift.collapsed ? (['collapsed'] as const) : []),
  ];
  return { seed: 0, profile: 'fast', portals: [drift] };
}

/**
 * The drifted page, with the first submit of the page that shows the decoy made with the decoy filled
 * (`value`): `refused()` tells whether the portal refused it with the decoy's message; the decoy is
 * then emptied and the page submitted again, so the flow goes on.
 */
export function tryingDecoyOnce(page: Page, raw: Page, drift: PortalDrift, value: string) {
  const decoy = drift.decoy!;
  let refused: boolean | undefined;
  const field = raw.getByLabel(decoy.label, { exact: true });
  const submit = (button: Locator): Locator =>
    new Proxy(button, {
      get(target, prop, receiver) {
        if (prop === 'click')
          return async (...args: Parameters<Locator['click']>) => {
            if (refused === undefined && (await field.isVisible())) {
              await field.fill(value);
              await target.click(...args);
              const message = raw.getByText(decoy.message).first();
              refused = await message
                .waitFor({ timeout: 5_000 })
                .then(() => true)
                .catch(() => false);
              if (!refused) return;
              // Leaving the field first lets a form that clears the field's message on change settle.
              await field.fill('');
              await field.blur();
            }
            return target.click(...args);
          };
        const member = Reflect.get(target, prop, receiver);
        return typeof member === 'function' ? member.bind(target) : member;
      },
    });
  const wrapped = new Proxy(page, {
    get(target, prop, receiver) {
      if (prop === 'getByRole')
        return (role: Parameters<Page['getByRole']>[0], options?: Parameters<Page['getByRole']>[1]) =>
          role === 'button' ? submit(target.getByRole(role, options)) : target.getByRole(role, options);
      const member = Reflect.get(target, prop, receiver);
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
  return { page: wrapped, refused: () => refused === true };
}
