// Writes test/durations.json, the seconds each slow test file took in the last `.ci/run` (the longer
// of its PGlite and PostgreSQL runs), from the JSON reports in .ci/out/. The suite's sequencer starts
// the longest files first (test/setup/longest-first.ts), so no long file starts last and runs alone.
// Run after a CI run that added or changed slow tests: `node scripts/test-durations.mjs [checkout]`,
// where `checkout` is the clone CI ran in (default: this one). Files are named from the checkout's
// root, as the sequencer looks them up; a file outside it is refused.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const checkout = path.resolve(process.argv[2] ?? root);
const seconds = {};
for (const report of ['.ci/out/pglite.json', '.ci/out/postgres.json']) {
  const file = path.join(checkout, report);
  if (!existsSync(file)) continue;
  for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults) {
    const name = path.relative(checkout, result.name);
    if (name.startsWith('..') || path.isAbsolute(name))
      throw new Error(`${result.name} is not under ${checkout}: give the clone CI ran in`);
    const took = Math.round((result.endTime - result.startTime) / 1000);
    // Files under 5 s order themselves well enough by their project's default.
    if (took >= 5) seconds[name] = Math.max(seconds[name] ?? 0, took);
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, 'test/durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
