// Records every playbook step: name, timing, outcome, and a screenshot with password fields masked.
import type { Page } from 'playwright-core';
import type { Queryable } from '../../store/db.ts';
import { insertStep } from '../../store/job-steps.ts';
import { devtools } from '../browser-pool.ts';
import { unrecorded } from '../kit/unrecorded.ts';
import type { ArtifactStore } from './artifacts.ts';
import type { Redactor } from './redactor.ts';

export { listSteps, type StepRecord } from '../../store/job-steps.ts';

export interface StepRecorderOptions {
  db: Queryable;
  artifacts: ArtifactStore;
  redactor: Redactor;
  page: Page;
  jobId: string;
  attempt: number;
  /** Screenshots cost CPU; benchmarks can turn them off. */
  screenshots?: boolean;
  /**
   * Told how long each screenshot took, and of which step (a page action with no portal time in it:
   * the worker's seats).
   */
  onScreenshot?(ms: number, step: string): void;
}

/** The tag of the boxes laid over secrets while a screenshot is taken. */
const MASK_TAG = 'x-agent-screenshot-mask';

/**
 * Lays a grey box over every password field and anything marked data-secret (in the page and its open
 * shadow roots, as a Playwright locator finds them); the number of boxes.
 */
function coverSecrets(tag: string): number {
  const secrets: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const e of root.querySelectorAll('input[type=password], [data-secret]')) secrets.push(e);
    for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
  };
  walk(document);
  if (secrets.length === 0) return 0;
  const host = document.createElement(tag);
  const boxes = host.attachShadow({ mode: 'closed' });
  for (const secret of secrets) {
    const r = secret.getBoundingClientRect();
    const box = document.createElement('div');
    box.style.cssText = `position:fixed;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height}px;background:#444;z-index:2147483647;pointer-events:none`;
    boxes.append(box);
  }
  document.documentElement.append(host);
  return secrets.length;
}

/**
 * A screenshot of the page as shown (JPEG), every password field and anything marked data-secret
 * covered. Taken through the page's DevTools session, not page.screenshot: Playwright's own prepares
 * every frame, waits for fonts and masks through its page script, about half again the CPU (measured,
 * docs/performance.md "Evidence"), and records itself in the trace. Not recorded in the trace either.
 */
export function maskedScreenshot(page: Page, timeoutMs = 5000): Promise<Buffer> {
  const shot = unrecorded(page, async () => {
    const cdp = await devtools(page);
    const covered = await page.evaluate(coverSecrets, MASK_TAG);
    try {
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: 60 });
      return Buffer.from(data, 'base64');
    } finally {
      // Even after the timeout below: a page that was busy (a dialog open) gets its boxes removed.
      if (covered > 0)
        await page.evaluate((tag) => {
          for (const host of document.querySelectorAll(tag)) host.remove();
        }, MASK_TAG);
    }
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no screenshot within ${timeoutMs} ms`)), timeoutMs);
  });
  shot.catch(() => undefined);
  return Promise.race([shot, late]).finally(() => clearTimeout(timer));
}

export function createStepRecorder(options: StepRecorderOptions) {
  const { db, artifacts, redactor, page, jobId, attempt } = options;
  let seq = 0;

  async function screenshot(name: string): Promise<string | null> {
    if (options.screenshots === false || page.isClosed()) return null;
    try {
      const taking = performance.now();
      const data = await maskedScreenshot(page);
      options.onScreenshot?.(performance.now() - taking, name);
      const artifact = await artifacts.save({
        jobId,
        attempt,
        kind: 'screenshot',
        name: `${String(++seq).padStart(2, '0')}-${name}.jpg`,
        contentType: 'image/jpeg',
        data,
      });
      return artifact.id;
    } catch {
      return null; // a page mid-navigation cannot always be captured; the step still counts
    }
  }

  return async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const startedAt = new Date();
    let outcome: 'ok' | 'error' = 'ok';
    let error: string | null = null;
    try {
      return await fn();
    } catch (err) {
      outcome = 'error';
      error = redactor.redact(err instanceof Error ? err.message : String(err)).slice(0, 2000);
      throw err;
    } finally {
      const shot = await screenshot(name);
      await insertStep(db, jobId, {
        name,
        attempt,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        outcome,
        error,
        screenshot: shot,
      });
    }
  };
}
