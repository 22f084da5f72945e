// One Chromium per test worker, as agents launch it, shared by every test stack's browser pool in that
// worker: each pool opens its own contexts there and closes them, and the browser outlives the stacks.
// A stack used to launch its own (about 0.3 CPU-s a launch on this machine kind, docs/performance.md).
// Relaunched on next use if a test closes or kills it; it ends with the worker (Playwright closes the
// browsers it launched when its process exits).
import { keepBrowser, launchAgentBrowser } from '../../src/agents/browser-pool.ts';

export const workerBrowser = keepBrowser(() => launchAgentBrowser({ flavor: 'headless-shell' }));
