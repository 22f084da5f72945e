// Reads the agent makes of a page, kept out of the attempt's trace. Playwright records every call in a
// trace with a DOM snapshot before and after it, page scripts included, and an agent reads far more
// often than it acts (an Ironclad flow: 63 page scripts among 119 calls). Measured
// (docs/performance.md, "Evidence"), a traced flow cost 1.55 × an untraced one, most of it those
// snapshots. Reads run here as one internal Playwright call, as Playwright's own helpers do: not
// recorded, so a trace shows what the agent did (navigations, clicks, typing, choices), each with the
// page before and after it, and ends with the page as it was when the try failed (trace-window.ts).
import type { Frame, JSHandle, Locator, Page } from 'playwright-core';

/** What Playwright's client objects hold: a call run inside is internal, like the rest of its zone. */
interface ApiCalls {
  _wrapApiCall?<T>(fn: () => Promise<T>, options: { internal: boolean }): Promise<T>;
}

/**
 * `read()`, whose Playwright calls on `on` (a page, frame, locator or handle) and anything else in it
 * are not recorded in a trace. Only for calls that change nothing on the page. Should a Playwright
 * release drop the internal call, reads are recorded like any call (kit.test.ts notices).
 */
export function unrecorded<T>(on: Page | Frame | Locator | JSHandle, read: () => Promise<T>): Promise<T> {
  const owner = on as unknown as ApiCalls;
  return typeof owner._wrapApiCall === 'function' ? owner._wrapApiCall(read, { internal: true }) : read();
}
