// Document navigation on server-rendered portals, shared by playbooks: opening a path and clicking
// something that loads the next page, with "the portal did not answer" mapped to portalUnavailable.
import type { Locator, Page } from 'playwright-core';
import { portalUnavailable } from '../../errors.ts';

/** Opens `url`; answers the HTTP status of the document, if any. */
export async function openDocument(page: Page, url: string, portalName: string): Promise<number | undefined> {
  try {
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    return response?.status();
  } catch (error) {
    throw portalUnavailable(`${portalName} did not answer: ${(error as Error).message}`, error);
  }
}

/**
 * Clicks `target` and waits for the main frame's next document. A click whose navigation failed while
 * the portal answered 5xx (`lastStatus()`) returns normally, so the caller reads the error page.
 */
export async function pressForDocument(
  page: Page,
  target: Locator,
  portalName: string,
  lastStatus: () => number,
): Promise<void> {
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  try {
    await target.click();
    await navigated;
    await page.waitForLoadState('domcontentloaded');
  } catch (error) {
    navigated.catch(() => undefined);
    if (lastStatus() >= 500) return;
    throw portalUnavailable(`${portalName} did not answer: ${(error as Error).message}`, error);
  }
}
