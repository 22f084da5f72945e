// The signals' windows: cores busy and CPU pressure from the readers' differences over the window, the
// page actions timed in it (then forgotten), and the event loop's delay measured for real.
import { describe, expect, it } from 'vitest';
import { createActionTimings } from '../agents/action-timings.ts';
import { median, startSeatSignals } from './seat-signals.ts';

describe('seat signals', () => {
  it('measures each window from the differences of what the readers say', async () => {
    let t = 0;
    let cpu = { busy: 0, total: 0 };
    let waitUs: number | undefined = 0;
    const timings = createActionTimings();
    const signals = startSeatSignals({
      timings,
      now: () => t,
      cpuTimes: () => cpu,
      cpuWaitUs: () => waitUs,
    });
    try {
      t = 1000;
      cpu = { busy: 1500, total: 2000 };
      waitUs = 250_000;
      timings.record('screenshot', 40);
      timings.record('screenshot', 60);
      timings.record('context', 90);
      await new Promise((resolve) => setTimeout(resolve, 60)); // a few of the event loop's timers
      const first = signals.sample();
      expect(first).toMatchObject({
        ms: 1000,
        cpuBusy: 0.75,
        cpuPressure: 0.25,
        actions: { screenshot: [40, 60], context: [90] },
      });
      expect(first.eventLoop?.meanMs).toBeGreaterThanOrEqual(0);
      expect(first.eventLoop?.p99Ms).toBeGreaterThanOrEqual(first.eventLoop?.meanMs ?? 0);
      // The next window holds only what came after: no actions, and no pressure where the kernel says none.
      t = 3000;
      cpu = { busy: 1700, total: 4000 };
      waitUs = undefined;
      const second = signals.sample();
      expect(second).toMatchObject({ ms: 2000, cpuBusy: 0.1, cpuPressure: undefined, actions: {} });
      // Sampled at once: no timer fired in it, so no delay is claimed.
      expect(second.eventLoop).toBeUndefined();
    } finally {
      signals.stop();
    }
  });

  it('takes the median of an odd and of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
