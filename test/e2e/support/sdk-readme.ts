// The SDK README's TypeScript blocks as files a partner's project could hold: each block's imports, then
// what the fragment takes from around it (the create body, an Express app), then the block itself. The
// SDK package test type-checks them against the installed package with the examples.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codeBlocks } from './doc-blocks.ts';

/** What each `ts` block of sdk/README.md uses without declaring, in the README's order. */
const CONTEXT = [
  // "A first quote": the body it creates with.
  "import type { CreateQuoteRequestBody } from '@quoting-service/sdk';\ndeclare const body: CreateQuoteRequestBody;",
  // "Webhooks": a receiver's Express app and its own store.
  [
    'declare const express: { raw(options: { type: string }): unknown };',
    'type Handler = (',
    '  req: { body: Buffer; headers: Record<string, string | string[] | undefined> },',
    '  res: { status(code: number): { end(): void } },',
    ') => void;',
    'declare const app: { post(path: string, parser: unknown, handler: Handler): void };',
    'declare function save(result: unknown): void;',
  ].join('\n'),
];

/** Writes `readme-<n>.ts` per block into `folder`; the file names, for a tsconfig's `files`. */
export async function writeReadmeBlocks(folder: string): Promise<string[]> {
  const blocks = (await codeBlocks('sdk/README.md')).filter((b) => b.lang === 'ts');
  if (blocks.length !== CONTEXT.length)
    throw new Error(`sdk/README.md has ${blocks.length} ts blocks; give each its context here`);
  return Promise.all(
    blocks.map(async (block, i) => {
      const lines = block.text.trimEnd().split('\n');
      const imports = lines.filter((l) => l.startsWith('import '));
      const body = lines.filter((l) => !l.startsWith('import '));
      const name = `readme-${i + 1}.ts`;
      await writeFile(
        path.join(folder, name),
        [`// sdk/README.md, line ${block.line}`, ...imports, CONTEXT[i], ...body, 'export {};', ''].join(
          '\n',
        ),
      );
      return name;
    }),
  );
}
