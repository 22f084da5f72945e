// Kit control: an outcome page that holds the quote until a person acts (`extract.held`: Cascade's
// "Loss runs required" above $10,000, with its upload). The agent has nothing true to upload and must
// not refer what a person holding the documents would rather complete, so it does neither: the job ends
// referred to a person, in the definition's words around the portal's own (`{words}`: the innermost
// element saying them), naming the submission (`{submission}`) and where it waits (`{url}`). A retry of
// the job opens that submission again and reads what the portal issued meanwhile.
import { portalChanged } from '../../errors.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { PlaybookContext, PlaybookOutcome } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';

/** Runs in the page: the text of the innermost element whose words match `pattern` ('' for none). */
function saying(pattern: string): string {
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const re = new RegExp(pattern, 'i');
  const says = (e: Element) => re.test(norm(e.textContent));
  const found = [...document.body.querySelectorAll('*')].find(
    (e) => says(e) && ![...e.children].some(says) && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(e.tagName),
  );
  return norm(found?.textContent ?? null);
}

/** The held outcome whose heading the page shows, as the job's outcome; undefined for any other page. */
export async function heldOutcome(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  heading: string,
): Promise<PlaybookOutcome | undefined> {
  const held = portal.definition.extract.held?.find((h) => new RegExp(h.heading).test(heading));
  if (!held) return undefined;
  const words = await unrecorded(portal.page, () => portal.page.evaluate(saying, held.words));
  if (!words) throw portalChanged(`${heading}: no request to read`);
  const url = portal.page.url().split('#')[0]!;
  const submission = ctx.portalReference ? `submission ${ctx.portalReference}` : 'the submission';
  const message = held.message
    .replaceAll('{words}', words)
    .replaceAll('{submission}', submission)
    .replaceAll('{url}', url);
  return { kind: 'referred', message };
}
