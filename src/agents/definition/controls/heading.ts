// Kit control: a screen's title where no element holds it alone (`wizard.headingPattern`): the texts the
// wizard's `heading` selector picks (`main p`), the first the pattern matches, named by its first group
// that matched ("Section 4 of 7: Vehicle Schedule" → "Vehicle Schedule"; "All sections are complete").
import type { WizardDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { unrecorded } from '../../kit/unrecorded.ts';
import type { DefinedPortal } from '../portal.ts';

/** Runs in the page: the first group that matched in the first text `css` selects that `pattern` matches. */
function titleIn([css, pattern]: [string, string]): string {
  const re = new RegExp(pattern);
  for (const element of document.querySelectorAll(css)) {
    const match = re.exec((element.textContent ?? '').replace(/\s+/g, ' ').trim());
    if (match) return match.slice(1).find((group) => group !== undefined) ?? match[0];
  }
  return '';
}

/** The screen's heading as the definition reads it ('' for none). */
export function readHeading(portal: DefinedPortal, wizard: WizardDefinition): Promise<string> {
  const css = wizard.heading ?? 'main h1';
  if (!wizard.headingPattern) return portal.text(css);
  const args: [string, string] = [css, wizard.headingPattern];
  return unrecorded(portal.page, () => portal.page.evaluate(titleIn, args));
}
