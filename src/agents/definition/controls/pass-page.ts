// Kit control: a page on the way that only leads on (`wizard.pass`): a rates page's button, or terms of
// use shown again mid-submission (boxes ticked, then its button), or a draft's status page under its
// heading (its link). Still on that page afterwards is a
// changed portal, with the page's own words.
import { portalChanged } from '../../errors.ts';
import { buttonFor, linkFor } from '../../kit/buttons.ts';
import { fillForm } from '../../kit/fill.ts';
import { judgeFill } from '../../kit/form-page.ts';
import { region } from '../../kit/region.ts';
import type { DefinedPortal } from '../portal.ts';

export async function passPage(
  portal: DefinedPortal,
  pass: { page: string; tick?: string[]; press: string; link?: boolean },
): Promise<void> {
  const { name } = portal.definition;
  const root = region(portal.page, portal.root);
  if (pass.tick) {
    const ticks = pass.tick.map((label) => ({ label, value: 'true' }));
    judgeFill(await fillForm(root, ticks), pass.page, name);
  }
  const link = pass.link ? await linkFor(root, pass.press, { exact: true }) : undefined;
  if (pass.link && !link) throw portalChanged(`${name} ${pass.page}: no "${pass.press}" link`);
  const kind = await portal.press(link?.link ?? (await buttonFor(root, 'continue', [pass.press], pass.page)));
  if (pass.tick && kind === pass.page)
    throw portalChanged(`${name} did not accept ${pass.page}: ${(await portal.errors()).join(' ')}`);
}
