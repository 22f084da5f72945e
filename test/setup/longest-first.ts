// The suite's order: the longest test files first, across projects, so that the three workers end
// together instead of one long file (the drift test, the multi-process test) starting last and running
// alone. Durations are the last CI run's (test/durations.json, `node scripts/test-durations.mjs`); a
// file not listed there takes its project's typical time. Vitest's own order runs project after
// project, largest file first, which on a clean clone (no cache) started the 280 s drift test at 540 s
// and left e2e for the end (docs/performance.md, "The suite").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
const known: Record<string, number> = JSON.parse(
  readFileSync(path.join(root, 'test/durations.json'), 'utf8'),
);

/** Seconds a file not in durations.json is expected to take, by project. */
const typical: Record<string, number> = { e2e: 30, browser: 15, app: 15, db: 3, unit: 0 };

export const expectedSeconds = (project: string, file: string): number =>
  known[path.relative(root, file)] ?? typical[project] ?? 1;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (spec: TestSpecification) => expectedSeconds(spec.project.name, spec.moduleId);
    return [...files].sort((a, b) => cost(b) - cost(a));
  }
}
