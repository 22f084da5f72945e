// Optional fields a form keeps behind a disclosure: a closed `<details>`, or a button with
// `aria-expanded="false"` whose controlled region holds form controls, none of them required. A person opens them to see
// what they hold; so does the kit, before reading a form, by a click of Playwright's mouse on the
// summary or button where a page script sees the click land. A combobox's or menu's own expander is
// not a disclosure (it controls a list, not fields).
import type { Frame, Locator, Page } from 'playwright-core';
import { evaluateIn } from './region.ts';
import { unrecorded } from './unrecorded.ts';

type Root = Page | Frame | Locator;

/** Runs in the page (self-contained): where to click to open the first closed disclosure under `base`. */
function closedDisclosure(base: Element): { x: number; y: number; what: string } | null {
  // Optional fields only: a fold holding required ones is a step of the form (an accordion's section),
  // which the portal opens in its own order.
  const holdsFields = (e: Element | null) =>
    e !== null &&
    e.querySelector('input:not([type="hidden"]), select, textarea') !== null &&
    e.querySelector('[required], [aria-required="true"], .req, .required') === null;
  const toggles: Element[] = [];
  for (const d of base.querySelectorAll('details:not([open])')) {
    const summary = d.querySelector(':scope > summary');
    if (summary && holdsFields(d)) toggles.push(summary);
  }
  for (const b of base.querySelectorAll('button[aria-expanded="false"][aria-controls]')) {
    if (b.getAttribute('role') === 'combobox' || b.getAttribute('aria-haspopup')) continue;
    const region = document.getElementById(b.getAttribute('aria-controls') ?? '');
    if (holdsFields(region)) toggles.push(b);
  }
  for (const t of toggles) {
    if (!(t as HTMLElement).checkVisibility?.()) continue;
    t.scrollIntoView({ block: 'center', inline: 'center' });
    const box = t.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 40);
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === t || t.contains(hit)))
      return { x, y, what: (t.textContent ?? '').replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** Where to click to open the first closed disclosure under root, as `closedDisclosure` finds it. */
async function nextDisclosure(root: Root) {
  if ('mainFrame' in root || 'childFrames' in root)
    return unrecorded(root, () =>
      (root as Page | Frame).evaluate(`(${closedDisclosure})(document.body)`),
    ) as Promise<ReturnType<typeof closedDisclosure>>;
  const read = await unrecorded(root, () => evaluateIn(root, closedDisclosure));
  return read ? read.value : unrecorded(root, () => root.evaluate(closedDisclosure));
}

/** Opens every closed disclosure of form fields under `root` (at most ten); the captions it opened. */
export async function openDisclosures(root: Root): Promise<string[]> {
  const page = 'mainFrame' in root ? root : 'page' in root ? root.page() : root;
  const opened: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const at = await nextDisclosure(root).catch(() => null);
    if (!at) break;
    await (page as Page).mouse.click(at.x, at.y);
    opened.push(at.what);
  }
  return opened;
}
