// The dependency rule of docs/architecture.md, checked on the tree, and each check run once over a
// planted breach so a check that has gone blind fails too. A rule is a function of the source files
// (path under src/ → text): the tree as it is must give no breach, the tree with one planted file must
// give exactly the planted one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(src);

type Tree = ReadonlyMap<string, string>;

function readTree(dir: string, base = dir): Map<string, string> {
  const tree = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') {
      for (const [file, text] of readTree(full, base)) tree.set(file, text);
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name)) {
      tree.set(path.relative(base, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  }
  return tree;
}

/** Every relative import of a file, as a path relative to src/ ("../sandbox/…" when outside). */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)));
}

/** Every package an import names (`pg`, `@electric-sql/pglite`, …). */
function packagesOf(text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^.'][^']*)'/g)].map((m) => m[1]!);
}

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : file);
const isTest = (file: string) => file.endsWith('.test.ts');

/** Each import of a file in `folder` whose target `allowed` refuses, as "file → target". */
function importsOutside(tree: Tree, folder: string, allowed: (target: string) => boolean, tests = false) {
  return [...tree]
    .filter(([file]) => folderOf(file) === folder && (tests || !isTest(file)))
    .flatMap(([file, text]) =>
      importsOf(file, text)
        .filter((target) => !allowed(target))
        .map((target) => `${file} → ${target}`),
    );
}

const within =
  (...places: string[]) =>
  (target: string) =>
    places.some((place) => (place.endsWith('.ts') ? target === place : folderOf(target) === place));

/** Statements in string literals: what a query would send. Upper case, as this codebase writes SQL. */
const SQL =
  /\b(SELECT\s[\s\S]*?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)|ALTER\s+TABLE|pg_notify|LISTEN\s+\w)/;
const STRINGS = /`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g;

/** Comments: line comments and blocks (a `//` inside a string, as in a URL, is not one). */
function commentsOf(text: string): string[] {
  const comments: string[] = [];
  for (const m of text.matchAll(
    /(`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g,
  )) {
    if (m[2]) comments.push(m[2]);
  }
  return comments;
}

/** A repository path a comment names exists: a file, a folder, or the start of a file's name (decision numbers). */
function existsInRepo(cited: string): boolean {
  const clean = cited.replace(/[.,;:)]+$/, '');
  if (existsSync(path.join(root, clean))) return true;
  const dir = path.join(root, path.dirname(clean));
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(path.basename(clean)));
}

const CITED_PATH = /\b(?:docs|src|test|sandbox|sdk|bench|web|scripts)\/[\w@./-]*\w/g;
const CITED_ELSEWHERE = /\b(?:issue|brief)\s*[#§]?\s*\d+/gi;

const rules: Record<string, (tree: Tree) => string[]> = {
  /** domain/ imports only itself, errors.ts and libraries (its tests also read test fixtures and the built-in carriers). */
  domain: (tree) => [
    ...importsOutside(tree, 'domain', within('domain', 'errors.ts')),
    ...importsOutside(
      tree,
      'domain',
      (t) =>
        within('domain', 'errors.ts')(t) ||
        t.startsWith('../test/fixtures/') ||
        t === 'carrier-definitions/built-in.ts',
      true,
    ).filter((breach) => isTest(breach.split(' → ')[0]!)),
  ],
  /** carrier-definitions/ (reading definition files) imports only itself, domain/ and errors.ts. */
  definitions: (tree) =>
    importsOutside(tree, 'carrier-definitions', within('carrier-definitions', 'domain', 'errors.ts')),
  /** store/ imports only itself, domain/, errors.ts and ids.ts. */
  store: (tree) => importsOutside(tree, 'store', within('store', 'domain', 'errors.ts', 'ids.ts')),
  /** Only store/ opens a database: no other folder imports a driver. */
  drivers: (tree) =>
    [...tree]
      .filter(([file]) => folderOf(file) !== 'store' && !isTest(file))
      .flatMap(([file, text]) =>
        packagesOf(text)
          .filter((p) => p === 'pg' || p.startsWith('@electric-sql/pglite'))
          .map((p) => `${file} → ${p}`),
      ),
  /** No SQL outside store/ (pg-boss's own schema in queue/ aside). */
  sql: (tree) =>
    [...tree]
      .filter(([file]) => !['store', 'queue'].includes(folderOf(file)) && !isTest(file))
      .flatMap(([file, text]) =>
        (text.match(STRINGS) ?? [])
          .filter((literal) => SQL.test(literal))
          .map((literal) => `${file}: ${literal.slice(0, 60).replace(/\s+/g, ' ')}`),
      ),
  /** vault/ imports only itself, store/, domain/ and the root's config, errors and ids: it is handed the rest. */
  vault: (tree) =>
    importsOutside(tree, 'vault', within('vault', 'store', 'domain', 'config.ts', 'errors.ts', 'ids.ts')),
  /**
   * agents/ imports only itself, domain/, store/, errors.ts, ids.ts and the built-in carrier definitions
   * (a playbook's mapping reads its carrier's): never api/, runs/ or a use case.
   */
  agents: (tree) =>
    importsOutside(
      tree,
      'agents',
      (t) =>
        within('agents', 'domain', 'store', 'errors.ts', 'ids.ts')(t) ||
        t === 'carrier-definitions/built-in.ts',
    ),
  /** api/ and cli/ are the top: only the composition root (service.ts) imports api/, nothing imports cli/. */
  top: (tree) =>
    [...tree]
      .filter(([file]) => !isTest(file))
      .flatMap(([file, text]) =>
        importsOf(file, text)
          .filter((t) => folderOf(t) !== folderOf(file))
          .filter((t) => folderOf(t) === 'cli' || (folderOf(t) === 'api' && file !== 'service.ts'))
          .map((t) => `${file} → ${t}`),
      ),
  /** No route file imports another: app.ts and app-routes/index.ts register them. */
  routes: (tree) =>
    [...tree]
      .filter(([file]) => /^api\/(routes|app-routes)\/[^/]+\.ts$/.test(file) && !isTest(file))
      .filter(([file]) => file !== 'api/app-routes/index.ts')
      .flatMap(([file, text]) =>
        importsOf(file, text)
          .filter((t) => /^api\/(routes|app-routes)\//.test(t))
          .map((t) => `${file} → ${t}`),
      ),
  /** The engine is blind to the sandbox: only the composition root starts it, nothing reads drift's words. */
  sandbox: (tree) =>
    [...tree].flatMap(([file, text]) =>
      importsOf(file, text)
        .filter(
          (t) =>
            /\/drift-(words|held-out)\.ts$/.test(t) ||
            (t.startsWith('../sandbox/') && file !== 'service.ts' && !isTest(file)),
        )
        .map((t) => `${file} → ${t}`),
    ),
  /** A comment cites only what is in the repository: paths that exist, no "issue N" or "brief §N". */
  citations: (tree) =>
    [...tree].flatMap(([file, text]) =>
      commentsOf(text).flatMap((comment) => [
        ...[...comment.matchAll(CITED_PATH)]
          .map((m) => m[0])
          .filter((cited) => !existsInRepo(cited))
          .map((cited) => `${file}: ${cited}`),
        ...[...comment.matchAll(CITED_ELSEWHERE)].map((m) => `${file}: ${m[0]}`),
      ]),
    ),
};

/** One planted breach per rule: a file added to (or replacing one of) the tree, and what must be reported. */
const planted: Record<keyof typeof rules, { file: string; text: string; reported: string }> = {
  domain: {
    file: 'domain/planted.ts',
    text: "import { buildApp } from '../api/app.ts';",
    reported: 'domain/planted.ts → api/app.ts',
  },
  definitions: {
    file: 'carrier-definitions/planted.ts',
    text: "import { findJob } from '../store/jobs.ts';",
    reported: 'carrier-definitions/planted.ts → store/jobs.ts',
  },
  store: {
    file: 'store/planted.ts',
    text: "import type { Vault } from '../vault/vault.ts';",
    reported: 'store/planted.ts → vault/vault.ts',
  },
  drivers: { file: 'runs/planted.ts', text: "import pg from 'pg';", reported: 'runs/planted.ts → pg' },
  sql: {
    file: 'api/routes/planted.ts',
    text: 'const q = `SELECT id FROM jobs WHERE status = $1`;',
    reported: 'api/routes/planted.ts: `SELECT id FROM jobs WHERE status = $1`',
  },
  vault: {
    file: 'vault/planted.ts',
    text: "import { createSecretBox } from '../webhooks/secret-box.ts';",
    reported: 'vault/planted.ts → webhooks/secret-box.ts',
  },
  agents: {
    file: 'agents/kit/planted.ts',
    text: "import { resultView } from '../../api/views.ts';",
    reported: 'agents/kit/planted.ts → api/views.ts',
  },
  top: {
    file: 'quotes/planted.ts',
    text: "import type { ResultViewT } from '../api/schemas/views.ts';",
    reported: 'quotes/planted.ts → api/schemas/views.ts',
  },
  routes: {
    file: 'api/routes/planted.ts',
    text: "import { webhookDeliveryRoutes } from './webhook-deliveries.ts';",
    reported: 'api/routes/planted.ts → api/routes/webhook-deliveries.ts',
  },
  sandbox: {
    file: 'runs/planted.ts',
    text: "const { startSandbox } = await import('../../sandbox/server.ts');",
    reported: 'runs/planted.ts → ../sandbox/server.ts',
  },
  citations: {
    file: 'runs/planted.ts',
    text: '// Measured (docs/performance-notes.md), as brief §6 and issue 11 say.\nconst url = "https://x.test/docs/none";',
    reported: 'runs/planted.ts: docs/performance-notes.md',
  },
};

describe('the dependency rule', () => {
  const tree = readTree(src);

  for (const [name, rule] of Object.entries(rules)) {
    it(`holds on the tree: ${name}`, () => {
      expect(rule(tree)).toEqual([]);
    });

    it(`notices a planted breach: ${name}`, () => {
      const breach = planted[name]!;
      const found = rule(new Map([...tree, [breach.file, breach.text]]));
      expect(found).toContain(breach.reported);
      expect(found.every((line) => line.startsWith(breach.file))).toBe(true);
    });
  }

  it('cites nothing absent in test/, bench/ and sandbox/ comments either', () => {
    for (const folder of ['test', 'bench', 'sandbox']) {
      const files = new Map([...readTree(path.join(root, folder))].map(([f, t]) => [`${folder}/${f}`, t]));
      expect(rules.citations!(files)).toEqual([]);
    }
  });

  it('reads "brief §6" and "issue 11" as citations, and a URL in a string as no comment', () => {
    const { file, text } = planted.citations!;
    const found = rules.citations!(new Map([[file, text]]));
    expect(found).toEqual([
      'runs/planted.ts: docs/performance-notes.md',
      'runs/planted.ts: brief §6',
      'runs/planted.ts: issue 11',
    ]);
  });

  it('reads a query as SQL and a sentence as none', () => {
    expect(SQL.test("'UPDATE jobs SET status = $2'")).toBe(true);
    expect(SQL.test("'Select a carrier from the list'")).toBe(false);
  });
});
