// What the runtime needs of a browser, without one: contexts whose tracing is unavailable and whose page
// is a stub the fake playbooks only ask whether it was closed (an abort closes the context). Counts the
// contexts opened and still open, so a test sees every one closed.
import type { BrowserContext } from 'playwright-core';
import type { BrowserPool } from '../../src/agents/browser-pool.ts';

export function fakePool() {
  let opened = 0;
  let open = 0;
  const pool: BrowserPool = {
    async newContext() {
      opened += 1;
      open += 1;
      let closed = false;
      const page = { setDefaultTimeout: () => undefined, isClosed: () => closed };
      const context = {
        tracing: { start: async () => Promise.reject(new Error('no tracing in the fake pool')) },
        newPage: async () => page,
        async close() {
          if (closed) return;
          closed = true;
          open -= 1;
        },
      };
      return context as unknown as BrowserContext;
    },
    openContexts: () => open,
    close: async () => undefined,
  };
  return { pool, opened: () => opened };
}
