// Waiting for a page's own readiness without Playwright's page script, which `waitForFunction`
// installs in every document it polls (decision 0016): here the condition is polled by a plain page
// script that answers once, when it holds or when the time is up. As with `waitForFunction`, a
// document that goes away meanwhile is waited on in the next one, and a condition that throws fails
// the wait.
import { errors, type Frame, type Page } from 'playwright-core';
import { unrecorded } from './unrecorded.ts';

export interface WaitInPageOptions {
  timeoutMs: number;
  /** Between two checks in the page (default 50 ms). */
  pollMs?: number;
}

/** The expression that polls `fn(arg)` in the page and answers `{ value }` once it is truthy, else null. */
function polling(fn: (arg: never) => unknown, arg: unknown, waitMs: number, pollMs: number): string {
  return `new Promise((resolve, reject) => {
    const check = ${fn};
    const arg = ${arg === undefined ? 'undefined' : JSON.stringify(arg)};
    const end = Date.now() + ${Math.max(0, Math.round(waitMs))};
    const next = () => {
      let value;
      try {
        value = check(arg);
      } catch (error) {
        reject(error);
        return;
      }
      if (value) resolve({ value });
      else if (Date.now() >= end) resolve(null);
      else setTimeout(next, ${pollMs});
    };
    next();
  })`;
}

/** Whether `error` says the document went away while a page script ran (a navigation, a reload). */
const documentGone = (error: unknown) =>
  /Execution context was destroyed|Cannot find context with specified id/.test(
    (error as Error)?.message ?? '',
  );

/**
 * Waits until `fn(arg)` (self-contained, `arg` JSON) is truthy in `frame` and answers that value (as
 * JSON); throws Playwright's `TimeoutError` after `timeoutMs`, as `waitForFunction` does.
 */
export async function waitInPage<R, A = undefined>(
  frame: Page | Frame,
  fn: (arg: A) => R,
  arg: A,
  options: WaitInPageOptions,
): Promise<Awaited<R>> {
  const end = Date.now() + options.timeoutMs;
  const pollMs = options.pollMs ?? 50;
  for (;;) {
    const left = end - Date.now();
    try {
      const found = (await unrecorded(frame, () =>
        frame.evaluate(polling(fn as never, arg, left, pollMs)),
      )) as { value: Awaited<R> } | null;
      if (found) return found.value;
    } catch (error) {
      if (!documentGone(error) || Date.now() >= end) throw error;
      continue;
    }
    if (Date.now() >= end)
      throw new errors.TimeoutError(`waiting for the page: still not ready after ${options.timeoutMs} ms`);
  }
}
