// What a person did on a job's page while holding it (docs/decisions/0030-learning-from-a-take-over.md):
// the controls set (read as the kit reads them: collect-controls.ts, so a label learned is the label the
// kit later looks for) and the buttons pressed, in order, with no time. A password field, or one the page
// marks `current-password` or `one-time-code`, is recorded as set, never its value.
//
// The recorder is a script in an isolated world of the page (CDP `Page.createIsolatedWorld` for the
// document shown, `Page.addScriptToEvaluateOnNewDocument` with a world name for later ones): the page's own
// scripts share its DOM but never see its globals, its listeners or its binding (`Runtime.addBinding` named
// for that world only). Listeners are on the window in the capture phase, so a page that stops an event's
// propagation is still recorded. Everything is removed when the hold ends; a new hold gets a new world.
import type { CDPSession, Page } from 'playwright-core';
import type { TakeOverEvent } from '../../domain/learn-from-take-over.ts';
import { collectControls } from '../kit/collect-controls.ts';
import { parseTakeOverEvent, type TakeOverRecording } from './take-over-events.ts';

export type { TakeOverRecording } from './take-over-events.ts';

export interface TakeOverRecorder {
  /** Records a tab the person opened, too. */
  follow(page: Page): Promise<void>;
  /** Stops recording everywhere and answers what was recorded. */
  stop(): Promise<TakeOverRecording>;
}

let holds = 0;

/** The page's heading as a person reads it: its first h1, else h2, a `heading` role, a legend. */
function headingScript(): string {
  const read = () => {
    for (const selector of ['h1', 'h2', '[role="heading"]', 'legend']) {
      for (const e of document.querySelectorAll(selector)) {
        const text = (e.textContent ?? '').replace(/\s+/g, ' ').trim();
        const shown = (e as HTMLElement).checkVisibility ? (e as HTMLElement).checkVisibility() : true;
        if (text && shown) return text;
      }
    }
    return '';
  };
  return `(${read.toString()})`;
}

/** The recorder's page script for `binding`: self-contained, run in the isolated world. */
function recorderScript(binding: string): string {
  const install = (name: string, collect: typeof collectControls, heading: () => string) => {
    const g = globalThis as unknown as Record<string, unknown>;
    if (g.__qsRecorderOn) return;
    g.__qsRecorderOn = true;
    const send = (event: Record<string, unknown>) => {
      const call = g[name];
      if (typeof call !== 'function') return;
      (call as (payload: string) => void)(
        JSON.stringify({ ...event, url: location.href, heading: heading() }),
      );
    };
    const secret = (e: Element) =>
      (e instanceof HTMLInputElement && e.type === 'password') ||
      /\b(current-password|new-password|one-time-code)\b/.test(e.getAttribute('autocomplete') ?? '');
    const controlOf = (target: EventTarget | null): Element | undefined => {
      if (!(target instanceof Element)) return undefined;
      const c = target.closest('input, select, textarea');
      return c ?? undefined;
    };
    const report = (c: Element) => {
      if (secret(c)) {
        const labelled =
          (c as HTMLInputElement).labels?.[0]?.textContent ?? c.getAttribute('aria-label') ?? '';
        const code = /\bone-time-code\b/.test(c.getAttribute('autocomplete') ?? '');
        send({
          type: 'set',
          label: (labelled || c.getAttribute('name') || '').replace(/\s+/g, ' ').trim(),
          control: 'password',
          secret: true,
          secretKind: code ? 'code' : 'password',
        });
        return;
      }
      const { info, elements } = collect(document.body, true) as {
        info: {
          ref: number;
          label: string;
          type: string;
          kind: string;
          value: string;
          choices?: string[];
          choiceValues?: string[];
          optionRefs?: number[];
          parts?: { ref: number }[];
        }[];
        elements: Element[];
      };
      const at = elements.indexOf(c);
      if (at < 0) return;
      const read = info.find(
        (i) => i.ref === at || i.optionRefs?.includes(at) || i.parts?.some((p) => p.ref === at),
      );
      if (!read) return;
      const control = read.kind === 'checkbox' ? 'checkbox' : read.type;
      const value = read.kind === 'checkbox' ? String(read.value === 'true') : read.value;
      // A drop-down's chosen option by its value too (a class code behind its description), and what
      // was offered: a draft definition (teaching a carrier by hand) binds or asks by them.
      const chosen = read.choiceValues?.[read.choices?.indexOf(value) ?? -1];
      send({
        type: 'set',
        label: read.label,
        control,
        value,
        ...(read.choices?.length ? { choices: read.choices } : {}),
        ...(chosen !== undefined && chosen !== value ? { optionValue: chosen } : {}),
      });
    };
    // Typing settles into one value per control: sent when the control changes or the typing pauses
    // (and at the end of the hold), never per key.
    const pending = new Map<Element, number>();
    const settle = (c: Element) => {
      const timer = pending.get(c);
      if (timer !== undefined) clearTimeout(timer);
      pending.delete(c);
      report(c);
    };
    g.__qsRecorderFlush = () => {
      for (const c of [...pending.keys()]) settle(c);
    };
    addEventListener(
      'input',
      (event) => {
        const c = controlOf(event.target);
        if (!c) return;
        const timer = pending.get(c);
        if (timer !== undefined) clearTimeout(timer);
        pending.set(c, setTimeout(() => settle(c), 400) as unknown as number);
      },
      true,
    );
    addEventListener(
      'change',
      (event) => {
        const c = controlOf(event.target);
        if (c) settle(c);
      },
      true,
    );
    addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element)) return;
        const button = event.target.closest(
          'button, a[href], input[type="submit"], input[type="button"], input[type="image"], [role="button"], [role="link"]',
        );
        if (!button) return;
        const caption =
          button.getAttribute('aria-label') ||
          (button instanceof HTMLInputElement ? button.value || button.alt : button.textContent) ||
          button.getAttribute('title') ||
          '';
        // Anything set and not yet sent was set before the press.
        (g.__qsRecorderFlush as () => void)();
        const link = button.matches('a[href], [role="link"]');
        send({
          type: 'press',
          caption: caption.replace(/\s+/g, ' ').trim(),
          ...(link ? { link: true } : {}),
        });
      },
      true,
    );
  };
  return `(${install.toString()})(${JSON.stringify(binding)}, ${collectControls.toString()}, ${headingScript()})`;
}

interface Watched {
  page: Page;
  session: CDPSession;
  scriptId?: string;
  /** The world's execution context in the page's main frame (the latest document). */
  context?: number;
}

/** Starts recording the person's events on `page` (and on tabs passed to `follow`). */
export async function startTakeOverRecorder(page: Page): Promise<TakeOverRecorder> {
  holds += 1;
  const world = `qs-take-over-${holds}`;
  const binding = `__qsRecord${holds}`;
  const events: TakeOverEvent[] = [];
  const watched: Watched[] = [];
  const script = recorderScript(binding);

  const follow = async (target: Page) => {
    const session = await target.context().newCDPSession(target);
    const w: Watched = { page: target, session };
    watched.push(w);
    session.on('Runtime.bindingCalled', (e: { name: string; payload: string }) => {
      if (e.name !== binding) return;
      const event = parseTakeOverEvent(e.payload);
      if (event) events.push(event);
    });
    const { frameTree } = (await session.send('Page.getFrameTree')) as {
      frameTree: { frame: { id: string } };
    };
    const main = frameTree.frame.id;
    session.on(
      'Runtime.executionContextCreated',
      (e: { context: { id: number; name: string; auxData?: { frameId?: string } } }) => {
        if (e.context.name === world && e.context.auxData?.frameId === main) w.context = e.context.id;
      },
    );
    await session.send('Runtime.enable');
    await session.send('Page.enable');
    await session.send('Runtime.addBinding', { name: binding, executionContextName: world });
    const added = (await session.send('Page.addScriptToEvaluateOnNewDocument', {
      source: script,
      worldName: world,
    })) as { identifier: string };
    w.scriptId = added.identifier;
    const { executionContextId } = (await session.send('Page.createIsolatedWorld', {
      frameId: main,
      worldName: world,
    })) as { executionContextId: number };
    w.context = executionContextId;
    await session.send('Runtime.evaluate', { expression: script, contextId: executionContextId });
  };

  const inWorld = async (w: Watched, expression: string): Promise<unknown> => {
    if (w.context === undefined || w.page.isClosed()) return undefined;
    const result = (await w.session
      .send('Runtime.evaluate', { expression, contextId: w.context, returnByValue: true })
      .catch(() => undefined)) as { result?: { value?: unknown } } | undefined;
    return result?.result?.value;
  };

  await follow(page);
  const own = watched[0]!;
  const startHeading = String((await inWorld(own, `${headingScript()}()`)) ?? '');

  return {
    follow: (target) => follow(target).catch(() => undefined),
    async stop() {
      for (const w of watched) await inWorld(w, 'globalThis.__qsRecorderFlush?.()');
      const endHeading = String((await inWorld(own, `${headingScript()}()`)) ?? '');
      for (const w of watched) {
        if (w.page.isClosed()) continue;
        await w.session.send('Runtime.removeBinding', { name: binding }).catch(() => undefined);
        if (w.scriptId)
          await w.session
            .send('Page.removeScriptToEvaluateOnNewDocument', { identifier: w.scriptId })
            .catch(() => undefined);
        await w.session.detach().catch(() => undefined);
      }
      return { startHeading, endHeading, events };
    },
  };
}
