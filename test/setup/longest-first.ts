// The suite's order: project by project, the e2e files first, then the app's and the browser files,
// then the store's and the unit files, and within a project the longest files first, so that no long
// file starts last and runs alone. Durations are the last CI run's (test/durations.json, `node
// scripts/test-durations.mjs`); a file not listed there takes its project's typical time. Measured on
// one machine (docs/performance.md, "The suite"): the longest files first whatever their project put
// the drift test, the CLI's process-spawning tests and the PostgreSQL suite's e2e files on the two
// cores at once, and the suite took 1077 s against 892 s in project order (one run each).
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

/** Earlier in the suite for a larger number: the project's typical time orders the projects. */
const projectRank = (project: string) => typical[project] ?? 1;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (spec: TestSpecification) => expectedSeconds(spec.project.name, spec.moduleId);
    const rank = (spec: TestSpecification) => projectRank(spec.project.name);
    return [...files].sort((a, b) => rank(b) - rank(a) || cost(b) - cost(a));
  }
}
