// The suite's order (test/setup/longest-first.ts): test/durations.json names the test files as the
// sequencer looks them up, from the checkout's root. Named from elsewhere (a clone's path, as once
// happened), no file matched, every file took its project's typical time, and the 190 s drift test
// started 590 s into the suite instead of first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { expectedSeconds } from './setup/longest-first.ts';

const root = path.resolve(import.meta.dirname, '..');
const durations: Record<string, number> = JSON.parse(
  readFileSync(path.join(root, 'test/durations.json'), 'utf8'),
);

it('names files of this checkout, which the sequencer finds by their path', () => {
  const outside = Object.keys(durations).filter((file) => file.startsWith('..') || path.isAbsolute(file));
  expect(outside, 'run `node scripts/test-durations.mjs <the clone CI ran in>`').toEqual([]);
  const missing = Object.keys(durations).filter((file) => !existsSync(path.join(root, file)));
  expect(missing, 'run `node scripts/test-durations.mjs <the clone CI ran in>`').toEqual([]);
  const [longest, seconds] = Object.entries(durations).sort(([, a], [, b]) => b - a)[0]!;
  expect(seconds).toBeGreaterThan(60);
  expect(expectedSeconds('browser', path.join(root, longest))).toBe(seconds);
});
