// Hot reload: a definition changed while the watcher runs is in force for the next read (its new hash),
// an edit that does not validate is refused with its mistakes logged and the previous version kept.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtInCarriersDir, catalogOf } from './built-in.ts';
import { contentHash } from './read.ts';
import { type DefinitionWatcher, watchDefinitions } from './watch.ts';

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('watching the carrier definitions', () => {
  let dir: string;
  let watcher: DefinitionWatcher | undefined;
  const logged: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log = {
    info: (fields: Record<string, unknown>, message: string) =>
      logged.push({ level: 'info', message, fields }),
    error: (fields: Record<string, unknown>, message: string) =>
      logged.push({ level: 'error', message, fields }),
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'carriers-'));
    cpSync(builtInCarriersDir, dir, { recursive: true });
    logged.length = 0;
  });
  afterEach(() => {
    watcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const summitFile = () => path.join(dir, 'summit-mutual.yaml');
  const summit = () => watcher!.current().find((d) => d.id === 'summit-mutual')!;

  it('reloads a changed file: the next read has the new hash and content', async () => {
    watcher = watchDefinitions({ dir, log, debounceMs: 30 });
    expect(watcher.current()).toHaveLength(7);
    const before = summit();
    const held = catalogOf(watcher.current(), (h) => h).find((c) => c.id === 'summit-mutual')!;
    let changes = 0;
    watcher.onChange(() => changes++);

    const edited = readFileSync(summitFile(), 'utf8').replace(
      'businessTypesAsked: [other]',
      'businessTypesAsked: [other]\n    maxDaysAhead: 45',
    );
    writeFileSync(summitFile(), edited);
    await until(() => summit().hash !== before.hash);

    expect(summit().hash).toBe(contentHash(Buffer.from(edited)));
    const next = catalogOf(watcher.current(), (h) => h).find((c) => c.id === 'summit-mutual')!;
    expect(next.lines.bop?.requirements.maxDaysAhead).toBe(45);
    expect(next.definition?.hash).toBe(summit().hash);
    // What a running job took stays what it was.
    expect(held.lines.bop?.requirements.maxDaysAhead).toBe(60);
    expect(held.definition?.hash).toBe(before.hash);
    expect(changes).toBeGreaterThanOrEqual(1);
    expect(logged.some((l) => l.level === 'info' && /summit-mutual reloaded/.test(l.message))).toBe(true);
  });

  it('keeps the previous version of a file whose edit does not validate, naming every mistake', async () => {
    watcher = watchDefinitions({ dir, log, debounceMs: 30 });
    const before = summit();
    const broken = readFileSync(summitFile(), 'utf8')
      .replace('name: Summit Mutual Insurance\n', '')
      .replace('maxEmployees: 100', 'maxEmployees: many')
      .replace('field: input.bopCoverageLimit', 'field: input.bopLimit');
    writeFileSync(summitFile(), broken);
    await until(() => logged.some((l) => l.level === 'error'));

    expect(summit().hash).toBe(before.hash);
    expect(watcher.current()).toHaveLength(7);
    const refusal = logged.find((l) => l.level === 'error')!;
    expect(refusal.message).toMatch(/summit-mutual.yaml refused; the previous version stays in force/);
    expect(refusal.fields.keptHash).toBe(before.hash);
    expect(refusal.fields.errors).toEqual(
      expect.arrayContaining([
        '/name: is required',
        '/lineDefaults/appetite/maxEmployees: must be integer',
        '/lines/bop/requirements/options/0/field: names no field of the submission: input.bopLimit',
      ]),
    );

    // Fixed again: the fixed version is in force.
    const fixed = broken
      .replace('maxEmployees: many', 'maxEmployees: 90')
      .replace('input.bopLimit', 'input.bopCoverageLimit')
      .replace('listOrder:', 'name: Summit Mutual Insurance\nlistOrder:');
    writeFileSync(summitFile(), fixed);
    await until(() => summit().hash === contentHash(Buffer.from(fixed)));
    expect(summit().definition.lineDefaults?.appetite?.maxEmployees).toBe(90);
  });

  it('offers no carrier whose only file is refused at start, and drops a removed one', () => {
    writeFileSync(path.join(dir, 'bluebonnet.yaml'), 'id: bluebonnet\n');
    watcher = watchDefinitions({ dir, log, watch: false });
    expect(watcher.current().map((d) => d.id)).not.toContain('bluebonnet');
    expect(logged.find((l) => l.level === 'error')?.fields.errors).toEqual(
      expect.arrayContaining(['/name: is required', '/lines: is required']),
    );
    rmSync(path.join(dir, 'cascade-commercial.yaml'));
    watcher.reload();
    expect(watcher.current().map((d) => d.id)).not.toContain('cascade-commercial');
  });
});
