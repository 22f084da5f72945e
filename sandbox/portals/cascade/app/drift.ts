// Layout drift (SANDBOX_DRIFT) in the React app: the server puts this portal's part of the plan in the
// shell (#drift-plan). Field components reword their labels and questions, buttons their captions,
// each section's fields render in the plan's order, and class and control names are renamed on the
// rendered page as the drifted style sheet names them; text fields the plan names keep their wording
// only as a placeholder. Without a plan nothing changes.
import { Children, type ReactNode } from 'react';
import type { PortalDrift } from '../../../core/drift.ts';

const plan: PortalDrift | null = JSON.parse(document.getElementById('drift-plan')?.textContent || 'null');

const normalize = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:*]+$/, '')
    .toLowerCase();
const reworded = (pairs: { from: string; to: string }[], text: string) =>
  pairs.find((p) => normalize(p.from) === normalize(text))?.to ?? text;

/** A field label or question as the drifted portal words it. */
export const driftLabel = (text: string) => (plan ? reworded(plan.labels, text) : text);

/** Whether form drift leaves this text field with only a placeholder (no visible label). */
export const driftPlaceholderOnly = (label: string) =>
  plan?.placeholderOnly?.some((l) => normalize(l) === normalize(label)) ?? false;

/** A button caption as the drifted portal prints it. */
export const driftCaption = (text: string) => (plan ? reworded(plan.captions, text) : text);

/** Whether drift moved the field with this key off its first page. */
export const driftMoved = (key: string) => plan?.move?.key === key;

/** A stable rank for a field: a hash of the plan's salt and its key (FNV-1a). */
function rank(salt: number, key: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}:${key}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** A section's fields in the plan's order (by their keys, else their ids); as given without a reorder. */
export function driftOrder(fields: ReactNode): ReactNode[] {
  const rows = Children.toArray(fields);
  if (!plan?.reorder || rows.length < 2) return rows;
  const keyOf = (row: ReactNode) =>
    typeof row === 'object' && row !== null && 'props' in row
      ? String((row.props as { id?: string }).id ?? row.key)
      : String(row);
  const salt = plan.reorder.salt;
  const order = [...rows].sort((a, b) => rank(salt, keyOf(a)) - rank(salt, keyOf(b)));
  return order.every((row, i) => row === rows[i]) ? [...order.slice(1), order[0]] : order;
}

function rename(token: string): string {
  const { prefix, alphabet } = plan!.renames!;
  return (
    prefix +
    token.replace(/[a-zA-Z]/g, (c) => {
      const lower = c.toLowerCase();
      const swapped = alphabet[lower.charCodeAt(0) - 97]!;
      return c === lower ? swapped : swapped.toUpperCase();
    })
  );
}

/**
 * Renames every class and control name under `root` as the drifted style sheet has them, now and
 * whenever the app renders (before the browser paints): the app's own code never reads either.
 */
export function renameAsRendered(root: Element): void {
  const renames = plan?.renames;
  if (!renames) return;
  const fresh = (token: string) => token.trim() !== '' && !token.startsWith(renames.prefix);
  const renameOne = (el: Element) => {
    const classes = el.getAttribute('class');
    if (classes?.split(/\s+/).some(fresh))
      el.setAttribute(
        'class',
        classes
          .split(/(\s+)/)
          .map((t) => (fresh(t) ? rename(t) : t))
          .join(''),
      );
    const name = el.getAttribute('name');
    if (name && fresh(name)) el.setAttribute('name', rename(name));
  };
  const renameTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    renameOne(node);
    for (const el of node.querySelectorAll('[class], [name]')) renameOne(el);
  };
  renameTree(root);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') renameOne(record.target as Element);
      else for (const node of record.addedNodes) renameTree(node);
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'name'] });
}
