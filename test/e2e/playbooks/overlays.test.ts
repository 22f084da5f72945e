// Layers over working portals (decision 0020): every sandbox portal with a cookie banner across the lower
// third of every page and a "scheduled maintenance" notice dialog over the first page after sign-in,
// nothing else changed. Each playbook quotes, in one attempt (no retry, no `portal_unavailable` because
// a working page speaks of maintenance), and its log says it took both away. Neither layer goes by
// itself, so a quote means the kit took them away rather than waited them out.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DriftPlan, PortalDrift } from '../../../sandbox/core/drift.ts';
import { BANNERS, NOTICES } from '../../../sandbox/core/drift-held-out.ts';
import { portals } from '../../../sandbox/portals/index.ts';
import { type Sandbox, startSandbox } from '../../../sandbox/server.ts';
import { launchChromium } from '../../../src/agents/chromium.ts';
import { DRIFT_CASES, runCase } from '../support/drift.ts';

const banner = BANNERS[0]!;
const notice = NOTICES.find((n) => n.maintenance)!;

const layersOnly = (carrierId: string): PortalDrift => ({
  carrierId,
  kinds: ['banner', 'notice'],
  labels: [],
  reorder: null,
  renames: null,
  move: null,
  captions: [],
  optionalQuestion: null,
  requiredQuestion: null,
  slowRender: null,
  banner,
  notice,
});

let browser: Browser;
let sandbox: Sandbox;
beforeAll(async () => {
  browser = await launchChromium({ flavor: 'headless-shell' });
  const plan: DriftPlan = { seed: 0, profile: 'fast', portals: portals.map((p) => layersOnly(p.id)) };
  sandbox = await startSandbox({ port: 0, profile: 'fast', drift: plan });
});
afterAll(async () => {
  await sandbox?.close();
  await browser?.close();
});

test.each(DRIFT_CASES.map((c) => [c.carrierId, c] as const))(
  '%s quotes under a cookie banner and a maintenance notice, taking both away',
  async (_id, c) => {
    const taken: string[] = [];
    const seen = await runCase(sandbox, browser, c, (message, fields) => {
      if (message === 'Took away a layer over the page') taken.push(String(fields?.layer));
    });
    expect(seen.kind === 'outcome' ? seen.outcome.kind : seen).toBe('quoted');
    expect(taken.some((t) => t.includes(banner.text))).toBe(true);
    expect(taken.some((t) => t.startsWith(`${notice.title}:`))).toBe(true);
  },
);
