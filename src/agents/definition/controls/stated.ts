// Kit control: what a screen states once filled (`stated:` of a screen, stated-schema.ts), read in the
// screen's region (the one element whose text the pattern matches, none of its children on its own) and
// compared with the submission's value; a statement that differs refuses our data in the definition's
// words before the screen is saved. A screen that states nothing is left to the portal's own checks.
import type { ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import { evaluateFor } from '../scope.ts';

/** Runs in the page (self-contained): the first group of the one element whose text matches. */
function statement([root, pattern]: [string, string]): string | undefined {
  const re = new RegExp(pattern);
  const norm = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
  const says = (e: Element) => re.test(norm(e));
  const found = [...document.querySelectorAll(`${root} *`)].filter(
    (e) => says(e) && ![...e.children].some(says),
  );
  return found.length === 1 ? re.exec(norm(found[0]!))?.[1] : undefined;
}

/** The refusal of the first statement that differs from the submission's value, else undefined. */
export async function checkStated(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  screen: ScreenDefinition,
): Promise<string | undefined> {
  for (const s of screen.stated ?? []) {
    const args: [string, string] = [portal.root, s.text];
    const stated = await unrecorded(portal.page, () => portal.page.evaluate(statement, args));
    const value = evaluateFor(ctx, s.value);
    if (stated === undefined || value === undefined) continue;
    if (stated.trim().toLowerCase() !== value.toLowerCase())
      return s.refusal
        .replaceAll('{stated}', stated.trim().toLowerCase())
        .replaceAll('{value}', value.toLowerCase());
  }
  return undefined;
}
