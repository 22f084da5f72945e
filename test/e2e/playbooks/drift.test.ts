// Drift over 20 seeds on every sandbox portal (decision 0012): each playbook on portals it has not seen
// (labels reworded, fields reordered and moved, ids and names renamed, captions changed, questions
// added, pages slower) either quotes the undrifted premium with no person, pauses for a person with
// `missing_information`, or fails `portal_changed` naming what it did not recognise. Never another
// premium, never a quote where the undrifted portal gave none, never another failure. The counts are
// printed here and by `npm run bench -- drift` (docs/performance.md).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DriftKind } from '../../../sandbox/core/drift.ts';
import { launchChromium } from '../../../src/agents/chromium.ts';
import { DRIFT_CASES, driftRun, tally } from '../support/drift.ts';

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * Form drift left out here: labels from the held-out list. The kit meets many of them by asking a
 * person with its proposal (one click, then learned), which this test's person, who answers nothing,
 * counts as a pause; `npm run bench -- drift` measures every kind, and with `--confirm` a person who
 * confirms once. docs/performance.md has every figure.
 */
const NOT_YET: DriftKind[] = ['unseenLabels'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ flavor: 'headless-shell' });
});
afterAll(async () => {
  await browser?.close();
});

test(`every portal under ${SEEDS.length} drift seeds: the same premium, a person asked, or portal_changed with evidence`, async () => {
  const { baseline, results } = await driftRun({ seeds: SEEDS, browser, concurrency: 3, without: NOT_YET });
  for (const c of DRIFT_CASES) {
    const before = baseline.get(c.carrierId)!;
    // The whole outcome on failure: what the portal said when the undrifted run did not quote.
    expect(
      before.kind === 'outcome' ? before.outcome : before,
      `${c.carrierId} quotes undrifted`,
    ).toMatchObject({
      kind: 'quoted',
    });
  }
  const all = tally(results);
  console.log(
    `drift: ${all.pairs} (seed, portal) pairs: ${all.quotedNoPerson} quoted with no person (${Math.round(all.share * 100)} %), ` +
      `${all.paused} paused for a person, ${all.changed} portal_changed, ${all.violations.length} violations`,
  );
  expect(all.pairs).toBe(SEEDS.length * DRIFT_CASES.length);
  expect(all.violations.map((v) => `seed ${v.seed} ${v.carrierId}: ${JSON.stringify(v.verdict)}`)).toEqual(
    [],
  );
  expect(all.share).toBeGreaterThanOrEqual(0.7);
  for (const r of results) {
    if (r.verdict.kind === 'changed')
      expect(r.verdict.evidence).toMatch(
        /no control|no button|no field|not recognised|unexpected page|shows no/i,
      );
    if (r.verdict.kind === 'paused') expect(r.verdict.labels.length).toBeGreaterThan(0);
  }
  // 126 flows: 9 to 12 minutes in the suite on most AMD EPYC machines of this kind, over 15 on the
  // slowest (2026-11-28, docs/performance.md "What a page fault costs").
}, 1_800_000);
