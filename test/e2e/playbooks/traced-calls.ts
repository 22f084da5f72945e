// The Playwright calls a trace records of a flow: a trace the test starts on the page's context before
// the playbook runs, read back once it stops. The agent's reads of a page (page scripts that change
// nothing) must not be among them, only what it does (kit/unrecorded.ts, decision 0015): each recorded
// call costs a DOM snapshot before and after it in every job's trace.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface TracedCalls {
  /** Stops the trace and returns its calls in order, as `Class.method` (e.g. `Page.mouseClick`). */
  stop(): Promise<string[]>;
}

async function traceCalls(page: Page): Promise<TracedCalls> {
  const context = page.context();
  await context.tracing.start({ screenshots: false, snapshots: true });
  return {
    async stop() {
      const dir = await mkdtemp(path.join(tmpdir(), 'traced-calls-'));
      try {
        const file = path.join(dir, 'trace.zip');
        await context.tracing.stop({ path: file });
        const entries = unzipSync(await readFile(file));
        const calls: string[] = [];
        for (const [name, bytes] of Object.entries(entries)) {
          if (!name.endsWith('.trace')) continue;
          for (const line of strFromU8(bytes).split('\n')) {
            if (!line.includes('"type":"before"')) continue;
            const event = JSON.parse(line) as { class: string; method: string };
            calls.push(`${event.class}.${event.method}`);
          }
        }
        return calls;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A flow to trace: `prepare` goes to the test's run (before the playbook), `check` after it. */
export function tracedFlow() {
  let traced: TracedCalls | undefined;
  return {
    prepare: async (page: Page) => {
      traced = await traceCalls(page);
    },
    /** The trace holds the agent's typing and clicks, and no page script run on a page or frame. */
    async check() {
      const calls = await traced!.stop();
      expect(calls).toEqual(expect.arrayContaining(['Page.keyboardInsertText', 'Page.mouseClick']));
      expect(calls.filter((call) => /^(Page|Frame)\.evaluate/.test(call))).toEqual([]);
    },
  };
}
