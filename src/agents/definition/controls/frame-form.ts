// Kit control: a form inside a frame (`frame:` of a screen), a vendor's widget the page embeds. The frame
// is found by its title; its fields are filled there and its own save button pressed; then the first of
// these decides: the frame shows it saved (the page's continue is pressed), its alert (the refusal, in
// its words), the window leaves the screen (a decline or an ended session: the page it went to is read),
// or the frame's own document answers 5xx (the portal unavailable). A frame that already shows itself
// saved (a draft found again) is taken as it is.
import type { Frame } from 'playwright-core';
import type { ScreenDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { portalChanged, portalUnavailable } from '../../errors.ts';
import { buttonFor, clickButton } from '../../kit/buttons.ts';
import { type Fill, fillForm } from '../../kit/fill.ts';
import { judgeFill, type PageResult } from '../../kit/form-page.ts';
import { region } from '../../kit/region.ts';
import { waitInPage } from '../../kit/wait-in-page.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';

type FrameForm = NonNullable<ScreenDefinition['frame']>;
type Shown = 'form' | 'saved' | 'refused';
const WAIT_MS = 30_000;

/** Runs in the frame: the first of `wanted` it shows ('' for none). */
function frameShows({ wanted, save, saved }: { wanted: Shown[]; save: string; saved: string }): Shown | '' {
  const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e: Element) =>
    e.closest('[aria-hidden="true"]') === null && e.checkVisibility({ visibilityProperty: true } as never);
  const all = [...document.querySelectorAll('body *')];
  const named = (e: Element) =>
    clean(e.getAttribute('aria-label') ?? (e as HTMLInputElement).value ?? e.textContent);
  const shows: Record<Shown, () => boolean> = {
    form: () =>
      all.some(
        (e) =>
          (e.tagName === 'BUTTON' || e.getAttribute('role') === 'button') &&
          (named(e) === save || clean(e.textContent) === save) &&
          shown(e),
      ),
    saved: () => all.some((e) => clean(e.textContent) === saved && shown(e)),
    refused: () =>
      all.some((e) => e.getAttribute('role') === 'alert' && clean(e.textContent) !== '' && shown(e)),
  };
  return wanted.find((w) => shows[w]()) ?? '';
}

/** Runs in the frame: its alert's words. */
const refusalIn = () =>
  [...document.querySelectorAll('[role=alert]')]
    .map((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');

/** The child frame whose element has the title (asked of each frame, no element handle: decision 0016). */
async function frameOf(portal: DefinedPortal, title: string): Promise<Frame | undefined> {
  const frames = portal.page.mainFrame().childFrames();
  const found = await Promise.all(
    frames.map((f) =>
      f.evaluate((t) => window.frameElement?.getAttribute('title') === t, title).catch(() => false),
    ),
  );
  return frames.find((_, i) => found[i]);
}

/** The first of `wanted` the frame shows, 'left' when the window leaves the screen; a frame's 5xx thrown. */
async function firstOf(portal: DefinedPortal, frame: Frame, form: FrameForm, wanted: Shown[], url: string) {
  const page = portal.page;
  if (portal.frameStatus >= 500)
    throw portalUnavailable(
      `${portal.definition.name}'s ${form.name ?? form.title} answered HTTP ${portal.frameStatus}`,
    );
  const waits: Promise<Shown | 'left' | number>[] = [
    page.waitForURL((u) => u.href !== url, { waitUntil: 'domcontentloaded' }).then(() => 'left' as const),
    page
      .waitForResponse(
        (r) => r.request().isNavigationRequest() && r.frame() !== page.mainFrame() && r.status() >= 500,
      )
      .then((r) => r.status()),
    waitInPage(
      frame,
      frameShows,
      { wanted, save: form.save, saved: form.saved },
      { timeoutMs: WAIT_MS },
    ).then(
      (key) => key as Shown,
      (error: unknown) => (frame.isDetached() ? new Promise<never>(() => undefined) : Promise.reject(error)),
    ),
  ];
  for (const wait of waits) wait.catch(() => undefined);
  const first = await Promise.race(waits).catch((error: unknown) => {
    throw portalChanged(`${portal.nav.path()}: the "${form.title}" frame never showed its form`, error);
  });
  if (typeof first === 'number')
    throw portalUnavailable(`${portal.definition.name}'s ${form.name ?? form.title} answered HTTP ${first}`);
  return first;
}

/** Fills and saves the frame's form; undefined when saved (the page's continue is next), else the result. */
export async function saveFrameForm(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  form: FrameForm,
  fills: Fill[],
  where: string,
): Promise<PageResult | undefined> {
  const url = portal.page.url();
  // The window went elsewhere (a decline, or sign-in: the navigator's check throws the session ended).
  const left = async (): Promise<PageResult> => {
    await portal.nav.settle();
    portal.arrived();
    return { kind: 'next' };
  };
  const frame = await frameOf(portal, form.title);
  if (!frame) {
    if (portal.page.url() !== url) return left();
    throw portalChanged(`${where}: no "${form.title}" frame`);
  }
  const ready = await firstOf(portal, frame, form, ['form', 'saved'], url);
  if (ready === 'left') return left();
  if (ready === 'saved') return undefined;
  const root = region(frame, 'body');
  const refusal = judgeFill(await fillForm(root, fills), where, portal.definition.name);
  if (refusal) return { kind: 'rejected', message: refusal };
  ctx.log(`${where}: saving the "${form.title}" frame`);
  await clickButton(await buttonFor(root, 'continue', [form.save], where), WAIT_MS);
  const after = await firstOf(portal, frame, form, ['saved', 'refused'], url);
  if (after === 'left') return left();
  if (after === 'refused')
    return {
      kind: 'rejected',
      message: (await frame.evaluate(refusalIn)) || `The "${form.title}" frame refused the form`,
    };
  return undefined;
}
