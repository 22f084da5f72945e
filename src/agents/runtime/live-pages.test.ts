// The live view's bookkeeping without a browser: a stand-in DevTools session records what is sent and
// emits frames as Chromium would. One screencast for many watchers, stopped with the last; sign-in
// steps and secrets hidden, frames drawn before the next step dropped; acknowledgements paced.
import { EventEmitter } from 'node:events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createLivePages, defaultScreencast, type LiveEvent } from './live-pages.ts';

function fakePage() {
  const sent: { method: string; at: number }[] = [];
  const session = Object.assign(new EventEmitter(), {
    async send(method: string) {
      sent.push({ method, at: Date.now() });
      return {};
    },
  });
  const page = { context: () => ({ newCDPSession: async () => session }), isClosed: () => false };
  let id = 0;
  const frame = (drawnAt = Date.now()) =>
    session.emit('Page.screencastFrame', {
      data: '/9j/frame',
      sessionId: ++id,
      metadata: { timestamp: drawnAt / 1000 },
    });
  return {
    page: page as unknown as Page,
    sent,
    frame,
    count: (m: string) => sent.filter((s) => s.method === m).length,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('live pages', () => {
  it('runs one screencast for every watcher of a page, from the first to the last', async () => {
    const live = createLivePages();
    const { page, frame, count } = fakePage();
    const attached = live.attach('job_1', page);
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const stopA = live.watch('job_1', (e) => a.push(e));
    const stopB = live.watch('job_1', (e) => b.push(e));
    await settle();
    expect(live.screencasts()).toBe(1);
    expect(count('Page.startScreencast')).toBe(1);
    attached.step('new-submission');
    frame();
    for (const seen of [a, b]) expect(seen.filter((e) => e.type === 'frame')).toHaveLength(1);
    expect(b.at(-2)).toEqual({
      type: 'state',
      state: { running: true, step: 'new-submission', hidden: false, paused: false },
    });
    // The agent waits for a person in control of the page (docs/decisions/0028-take-over.md).
    attached.pause(true);
    expect(b.at(-1)).toEqual({
      type: 'state',
      state: { running: true, step: 'new-submission', hidden: false, paused: true },
    });
    stopA();
    expect(live.screencasts()).toBe(1);
    stopB();
    expect(live.screencasts()).toBe(0);
    expect(count('Page.stopScreencast')).toBe(1);
  });

  it('sends nothing of sign-in or a step that handled a secret, nor frames drawn before the next step', async () => {
    const live = createLivePages();
    const { page, frame } = fakePage();
    const attached = live.attach('job_2', page);
    const seen: LiveEvent[] = [];
    live.watch('job_2', (e) => seen.push(e));
    await settle();
    attached.step('login');
    frame();
    const hiddenAt = Date.now();
    attached.step('quote');
    frame(hiddenAt - 50); // drawn during sign-in, arriving late
    attached.hide(); // a code asked for in this step
    frame();
    expect(seen.filter((e) => e.type === 'frame')).toHaveLength(0);
    expect(seen.filter((e) => e.type === 'state').map((e) => e.type === 'state' && e.state.hidden)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    attached.step('outcome');
    frame();
    expect(seen.filter((e) => e.type === 'frame')).toHaveLength(1);
    attached.detach();
    expect(seen.at(-1)).toEqual({
      type: 'state',
      state: { running: false, step: null, hidden: false, paused: false },
    });
  });

  it('acknowledges frames no faster than its pace allows', async () => {
    const live = createLivePages({ ...defaultScreencast, maxFps: 20 });
    const { page, frame, sent } = fakePage();
    live.attach('job_3', page).step('quote');
    live.watch('job_3', () => undefined);
    await settle();
    const started = Date.now();
    for (let i = 0; i < 4; i++) frame();
    await new Promise((r) => setTimeout(r, 250));
    const acks = sent.filter((s) => s.method === 'Page.screencastFrameAck').map((s) => s.at - started);
    expect(acks).toHaveLength(4);
    expect(acks[3]).toBeGreaterThanOrEqual(140); // 3 × 50 ms after the first, give or take a timer tick
  });

  it("shows a tab a person in control opened, and the try's page again after", async () => {
    const live = createLivePages();
    const own = fakePage();
    const tab = fakePage();
    const attached = live.attach('job_4', own.page);
    attached.step('business');
    const stop = live.watch('job_4', () => undefined);
    await settle();
    expect(own.count('Page.startScreencast')).toBe(1);
    attached.show(tab.page);
    await settle();
    expect(live.page('job_4')).toBe(tab.page);
    expect(own.count('Page.stopScreencast')).toBe(1);
    expect(tab.count('Page.startScreencast')).toBe(1);
    attached.show(own.page);
    await settle();
    expect(live.page('job_4')).toBe(own.page);
    expect(tab.count('Page.stopScreencast')).toBe(1);
    expect(own.count('Page.startScreencast')).toBe(2);
    expect(live.screencasts()).toBe(1);
    stop();
    attached.detach();
  });
});
