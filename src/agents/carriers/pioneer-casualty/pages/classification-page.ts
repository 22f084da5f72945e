// Step 2, Business Classification: ProducerNet's page around a rating vendor's widget ("RateLink
// Classification") in <iframe title="Classification">. The widget saves the classification itself and
// then enables the page's Continue; a class Pioneer does not write sends the whole window to the
// decision instead, and an ended session sends it to sign-in. The widget's frame can also fail on its
// own (5xx) while ProducerNet answers.
import type { Frame, Page } from 'playwright-core';
import { portalChanged } from '../../../errors.ts';
import { buttonFor, clickButton } from '../../../kit/buttons.ts';
import { fillForm } from '../../../kit/fill.ts';
import { type Carry, judgeFill, type PageResult } from '../../../kit/form-page.ts';
import { region } from '../../../kit/region.ts';
import { unrecorded } from '../../../kit/unrecorded.ts';
import { waitInPage } from '../../../kit/wait-in-page.ts';
import { classificationFills } from '../mapping.ts';
import { CARRIER_NAME } from './producernet.ts';
import { press, type StepContext, type StepPage } from './step-page.ts';

const onStep = (url: URL) => /\/classification$/.test(url.pathname);

/** The widget's frame, its Save button and what it shows once saved. */
const WIDGET = 'iframe[title="Classification"]';
const SAVE = 'Save Classification';
const SAVED = 'Classification saved.';

/** How long the widget may take to show its form or answer a save (Playwright's default wait). */
const WIDGET_MS = 30_000;

/** What the widget shows: its form (the Save button), its saved classification, or its refusal. */
type Shown = 'form' | 'saved' | 'refused';

export class ClassificationPage implements StepPage {
  readonly step = 'classification';
  readonly headings = ['Business Classification'];

  async complete(s: StepContext, _carry: Carry, heading: string): Promise<PageResult> {
    const page = s.portal.page;
    // The widget may already have sent the window away (its session ended as it loaded).
    if (!onStep(new URL(page.url()))) return this.left(s);
    const widget = await widgetFrame(page);
    if (widget === 'gone') return this.left(s);
    if (widget === undefined) throw portalChanged(`${heading}: no Classification widget`);
    if (widget === 'several') throw portalChanged(`${heading}: shows no single Classification widget`);

    const ready = await firstOf(s, widget, ['form', 'saved']);
    if (ready === 'left') return this.left(s);
    // A draft found again may already hold its classification (saved before its session ended): it was
    // saved from this same submission, so Continue takes it as it is.
    if (ready === 'form') {
      const form = region(widget, 'form');
      const fills = classificationFills(s.ctx.submission, s.line);
      const refusal = judgeFill(await fillForm(form, fills), heading, CARRIER_NAME);
      if (refusal) return { kind: 'rejected', message: refusal };
      // Pressed where a page script finds it in the frame, else by Playwright's click, which waits for it.
      await clickButton(await buttonFor(form, 'continue', [SAVE], heading), WIDGET_MS);
      const after = await firstOf(s, widget, ['saved', 'refused']);
      if (after === 'left') return this.left(s);
      if (after === 'refused') {
        const message = await refusalOf(widget);
        return {
          kind: 'rejected',
          message: message || 'The classification widget refused the classification.',
        };
      }
    }
    // Continue is enabled by the widget's message to the page: one still disabled is left to Playwright's
    // click, which waits for it.
    return press(s, heading, 'Continue', 'continue');
  }

  /** The widget sent the window to the decision (or to sign-in, which is thrown as the session ended). */
  private async left(s: StepContext): Promise<PageResult> {
    s.screen = await s.portal.current();
    return { kind: 'next' };
  }
}

/**
 * The widget's frame, found without a selector query or an element handle (decision 0016): the one `iframe[title="Classification"]` of the page, counted by a page
 * script, is the child frame whose own page script finds it as its `frameElement` (or, a frame of
 * another origin, whose element Playwright's handle finds it to be). Undefined when the page has none,
 * 'several' when it has more than one, 'gone' when the window left the step meanwhile.
 */
async function widgetFrame(page: Page): Promise<Frame | 'several' | 'gone' | undefined> {
  return unrecorded(page, async () => {
    const left = () => !onStep(new URL(page.url()));
    const count = await page
      .evaluate((css) => document.querySelectorAll(css).length, WIDGET)
      .catch((error: unknown) => {
        if (left()) return -1;
        throw error;
      });
    if (count < 0 || (count === 0 && left())) return 'gone';
    if (count === 0) return undefined;
    if (count > 1) return 'several';
    const frames = page.mainFrame().childFrames();
    const found = await Promise.all(
      frames.map((frame) =>
        frame.evaluate((css) => window.frameElement?.matches(css) === true, WIDGET).catch(() => false),
      ),
    );
    const widgets = frames.filter((_, i) => found[i]);
    if (widgets.length === 1) return widgets[0];
    // A frame of another origin does not see its element: Playwright's handle to each frame's element
    // (its page script installed for the preview) says which it is.
    for (const frame of frames) {
      const element = await frame.frameElement().catch(() => undefined);
      if (!element) continue;
      const isWidget = await element
        .evaluate((e, css) => (e as Element).matches(css), WIDGET)
        .catch(() => false);
      await element.dispose().catch(() => undefined);
      if (isWidget) return frame;
    }
    return left() ? 'gone' : 'several';
  });
}

/**
 * Runs in the widget (self-contained): the first of `wanted` it shows, '' for none. As Playwright's
 * selectors found them: the button named exactly "Save Classification", the text exactly "Classification
 * saved.", an alert; each shown (a box of some size, not hidden).
 */
function widgetShows({ wanted, save, saved }: { wanted: Shown[]; save: string; saved: string }): Shown | '' {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e: Element) => {
    const box = e.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(e).visibility === 'visible' &&
      e.closest('[aria-hidden="true"]') === null
    );
  };
  const roleOf = (e: Element) => (e.getAttribute('role') ?? '').trim().split(/\s+/)[0] ?? '';
  const isButton = (e: Element) => {
    const role = roleOf(e);
    if (role) return role === 'button';
    return (
      e.tagName === 'BUTTON' ||
      (e instanceof HTMLInputElement && ['button', 'submit', 'reset', 'image'].includes(e.type))
    );
  };
  const nameOf = (e: Element) =>
    clean(e.getAttribute('aria-label') ?? (e instanceof HTMLInputElement ? e.value : e.textContent));
  const all = [...document.querySelectorAll('body *')];
  const shows: Record<Shown, () => boolean> = {
    form: () => all.some((e) => isButton(e) && nameOf(e) === save && shown(e)),
    saved: () => all.some((e) => clean(e.textContent) === saved && shown(e)),
    refused: () => all.some((e) => roleOf(e) === 'alert' && shown(e)),
  };
  return wanted.find((want) => shows[want]()) ?? '';
}

/** The widget's alert items, each whitespace-collapsed, joined: its refusal in its words. One page script. */
function refusalOf(widget: Frame): Promise<string> {
  return unrecorded(widget, () =>
    widget.evaluate(() => {
      const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const alerts = [...document.querySelectorAll('[role]')].filter(
        (e) =>
          (e.getAttribute('role') ?? '').trim().split(/\s+/)[0] === 'alert' &&
          e.closest('[aria-hidden="true"]') === null &&
          e.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions),
      );
      return alerts
        .flatMap((alert) => [...alert.querySelectorAll('li')].map((li) => clean(li.textContent)))
        .join(' ');
    }),
  );
}

/**
 * Waits for the first of `wanted` the widget shows (polled by a page script in its frame, across the
 * frame's own navigations), or for the window to leave the step (maybe before this was called), or for
 * the widget's frame to answer 5xx (thrown). The waits that lose are left to time out; their failures
 * are ignored. A frame taken away with its page (the window left) waits no more: the window's leaving
 * answers.
 */
async function firstOf(s: StepContext, widget: Frame, wanted: Shown[]): Promise<Shown | 'left'> {
  const { portal } = s;
  const page = portal.page;
  const failed = portal.widgetFailed();
  if (failed) throw failed;
  const shows = waitInPage(
    widget,
    widgetShows,
    { wanted, save: SAVE, saved: SAVED },
    { timeoutMs: WIDGET_MS },
  )
    .catch((error: unknown) => {
      if (widget.isDetached()) return new Promise<never>(() => undefined);
      throw error;
    })
    .then((key) => ({ key: key as Shown }));
  const waits: Promise<{ key: Shown | 'left' } | { status: number }>[] = [
    page
      .waitForURL((url) => !onStep(url), { waitUntil: 'domcontentloaded' })
      .then(() => ({ key: 'left' as const })),
    page
      .waitForResponse(
        (r) => r.request().isNavigationRequest() && r.frame() !== page.mainFrame() && r.status() >= 500,
      )
      .then((r) => ({ status: r.status() })),
    shows,
  ];
  for (const wait of waits) wait.catch(() => undefined);
  let first: { key: Shown | 'left' } | { status: number };
  try {
    first = await Promise.race(waits);
  } catch (error) {
    throw portalChanged(`${portal.nav.path()}: the expected content never appeared`, error);
  }
  if ('status' in first) throw portal.widgetFailed(first.status)!;
  return first.key;
}
