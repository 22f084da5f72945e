// Kit control: the address check a continue may open (`dialog:` on a screen). The dialog (by its name)
// shows the address the portal suggests and the one typed, each in a region of its own; the suggestion
// is taken when it is the same place written the postal way (same state, same 5-digit ZIP: USPS
// abbreviations, upper case, a ZIP+4), else the address is kept as entered: a suggestion that moves the
// business elsewhere is not the agent's to accept. Whichever button is pressed saves the screen.
import type { AddressDialogDefinition } from '../../../domain/carrier-definition/app-controls-schema.ts';
import { portalChanged } from '../../errors.ts';
import { buttonFor } from '../../kit/buttons.ts';
import { region } from '../../kit/region.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { DefinedPortal, Press } from '../portal.ts';

/** "… WA 98101-2314" and "… WA 98101": the same state and 5-digit ZIP. */
export function samePlace(suggested: string, entered: string): boolean {
  const place = (text: string) => /\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?\s*$/.exec(text)?.slice(1).join(' ');
  const where = place(suggested);
  return where !== undefined && where === place(entered);
}

interface Read {
  shown: boolean;
  suggested?: string;
  entered?: string;
}

/**
 * Runs in the page (self-contained): whether a dialog named `name` shows, and the text of the
 * `<address>` (else the whole text) of each region named so in it.
 */
function readDialog([name, suggested, entered]: [string, string, string]): Read {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (e: Element) => {
    const ids = (e.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.length > 0) return norm(ids.map((id) => document.getElementById(id)?.textContent).join(' '));
    return norm(e.getAttribute('aria-label'));
  };
  const shown = (e: Element) => (e as HTMLElement).checkVisibility?.() ?? true;
  const has = (e: Element, words: string) => nameOf(e).toLowerCase().includes(words.toLowerCase());
  const dialog = [...document.querySelectorAll('[role="dialog"], dialog')].find(
    (d) => shown(d) && has(d, name),
  );
  if (!dialog) return { shown: false };
  const address = (words: string) => {
    const part = [...dialog.querySelectorAll('section, [role="region"]')].find(
      (e) => shown(e) && has(e, words),
    );
    return part ? norm((part.querySelector('address') ?? part).textContent) : undefined;
  };
  return { shown: true, suggested: address(suggested), entered: address(entered) };
}

/** Answers the dialog when it shows (a no-op when it does not), pressing its choice with `press`. */
export async function answerAddressDialog(
  portal: DefinedPortal,
  spec: AddressDialogDefinition,
  press: Press,
): Promise<void> {
  const args: [string, string, string] = [spec.name, spec.suggested.region, spec.entered.region];
  const read = await unrecorded(portal.page, () => portal.page.evaluate(readDialog, args));
  if (!read.shown) return;
  if (read.suggested === undefined || read.entered === undefined)
    throw portalChanged(`"${spec.name}" shows no "${spec.suggested.region}" or "${spec.entered.region}"`);
  const choice = samePlace(read.suggested, read.entered) ? spec.suggested : spec.entered;
  const dialog = region(portal.page, '[role="dialog"], dialog');
  await press(await buttonFor(dialog, 'continue', [choice.press], spec.name));
}
