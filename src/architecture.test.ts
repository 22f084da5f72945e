// The dependency rule of docs/architecture.md, checked on the tree: `domain/` is pure (it imports only
// itself, `errors.ts` and libraries, never api/, store/, agents/ or another layer), agents never reach
// into api/, and SQL lives in `store/` alone (pg-boss's own schema aside, it is not ours).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of a file, resolved to a path relative to src/ ("../test/…" when outside). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.relative(src, path.resolve(path.dirname(file), s)));
}

const layerOf = (relative: string) => relative.split(path.sep)[0]!;

/** Statements in string literals: what a query would send. Upper case, as this codebase writes SQL. */
const SQL =
  /\b(SELECT\s[\s\S]*?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)|ALTER\s+TABLE|pg_notify|LISTEN\s+\w)/;
const STRINGS = /`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g;

function sqlOutsideStore(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const relative = path.relative(src, file);
    if (['store', 'queue'].includes(layerOf(relative)) || file.endsWith('.test.ts')) continue;
    for (const literal of readFileSync(file, 'utf8').match(STRINGS) ?? []) {
      if (SQL.test(literal)) found.push(`${relative}: ${literal.slice(0, 60).replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

describe('the dependency rule', () => {
  const files = sourceFiles(src);

  it('keeps domain/ free of api/, store/, agents/ and every other layer', () => {
    const allowed = (target: string) =>
      layerOf(target) === 'domain' ||
      target === 'errors.ts' ||
      target.startsWith(`..${path.sep}test${path.sep}fixtures`);
    const offending = files
      .filter((f) => layerOf(path.relative(src, f)) === 'domain')
      .flatMap((f) =>
        relativeImports(f)
          .filter((target) => !allowed(target))
          .map((target) => `${path.relative(src, f)} → ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('keeps agents/ out of api/', () => {
    const offending = files
      .filter((f) => layerOf(path.relative(src, f)) === 'agents')
      .flatMap((f) =>
        relativeImports(f)
          .filter((t) => layerOf(t) === 'api')
          .map((t) => `${f} → ${t}`),
      );
    expect(offending).toEqual([]);
  });

  it("keeps the engine blind to the sandbox: only the composition root starts it, nothing reads drift's words", () => {
    const intoSandbox = (f: string) =>
      relativeImports(f)
        .filter((t) => t.startsWith(`..${path.sep}sandbox${path.sep}`))
        .map((t) => `${path.relative(src, f)} → ${t}`);
    const engine = files.filter((f) => !f.endsWith('.test.ts') && path.relative(src, f) !== 'main.ts');
    expect(engine.flatMap(intoSandbox)).toEqual([]);
    expect(intoSandbox(path.join(src, 'main.ts'))).toEqual([
      `main.ts → ${path.join('..', 'sandbox', 'server.ts')}`,
      `main.ts → ${path.join('..', 'sandbox', 'server.ts')}`,
    ]);
    // The held-out wording drift tests the kit on: no file under src/, tests included, may read it.
    const words = /drift-(words|held-out)\.ts$/;
    const readers = files.filter((f) => relativeImports(f).some((t) => words.test(t)));
    expect(readers.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('keeps SQL in store/', () => {
    expect(sqlOutsideStore(files)).toEqual([]);
  });

  it('would notice a breach: an import into api/ from domain, and a query written in a route', () => {
    const fixture = path.join(src, 'domain', 'x.ts');
    expect(
      path.relative(src, path.resolve(path.dirname(fixture), '../api/schemas/views.ts')).split(path.sep)[0],
    ).toBe('api');
    expect(SQL.test('`SELECT id FROM jobs WHERE status = $1`')).toBe(true);
    expect(SQL.test("'UPDATE jobs SET status = $2'")).toBe(true);
    expect(SQL.test("'Select a carrier from the list'")).toBe(false);
  });
});
