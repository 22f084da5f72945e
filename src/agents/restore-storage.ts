// A kept session's local storage restored as the portal's first page loads, not before the job starts.
// Playwright restores a context's `origins` by opening a page of each origin and writing there (about
// 0.3 s a context here: docs/decisions/0036-adaptive-seats.md, "Starting a job"); an init script does
// the same in the first document of each origin, before any of the portal's scripts run, at no cost
// before the job's first step. Once an origin has loaded, its items leave the script (and each tab marks
// an origin written in its sessionStorage, which lives as long as the tab and is never kept, for the
// moment between), so no later page of the session overwrites what the portal wrote since: later tabs
// start from what the session holds then, as with Playwright's restore.
import type { BrowserContext } from 'playwright-core';

/** One origin's local storage, as Playwright's storage state holds it. */
export interface OriginStorage {
  origin: string;
  localStorage: { name: string; value: string }[];
}

/** Runs in each new document: writes the kept items of its own origin, once per tab. */
function writeKeptItems(kept: OriginStorage[]): void {
  const mark = '__agent_kept_storage_restored';
  try {
    const mine = kept.find((o) => o.origin === location.origin);
    if (!mine || sessionStorage.getItem(mark)) return;
    for (const item of mine.localStorage) localStorage.setItem(item.name, item.value);
    sessionStorage.setItem(mark, '1');
  } catch {
    // An opaque origin (about:blank, a sandboxed frame) has no storage of its own to restore.
  }
}

/**
 * Restores `origins` in `context` as its pages first load each origin; resolves once the script is in
 * place (before the agent opens a page). The script goes away when every origin has loaded once.
 */
export async function restoreLocalStorage(context: BrowserContext, origins: OriginStorage[]): Promise<void> {
  let pending = origins.filter((o) => o.localStorage.length > 0);
  if (pending.length === 0) return;
  let script = await context.addInitScript(writeKeptItems, pending);
  // Once an origin has loaded, no tab writes its kept items again: the script is replaced by one
  // holding the origins still to load (added before the old one goes, so none loads without it).
  let replacing = Promise.resolve();
  const loaded = (url: string) => {
    const origin = URL.parse(url)?.origin;
    if (!pending.some((o) => o.origin === origin)) return;
    pending = pending.filter((o) => o.origin !== origin);
    const left = pending;
    replacing = replacing
      .then(async () => {
        const previous = script;
        if (left.length > 0) script = await context.addInitScript(writeKeptItems, left);
        await previous.dispose();
      })
      .catch(() => undefined);
  };
  context.on('page', (page) => page.on('domcontentloaded', () => loaded(page.url())));
}
