// The fenced code blocks of a Markdown document, and each document's blocks as one bash script that
// marks where each block starts, so a failing block is named by its document and line.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface CodeBlock {
  doc: string;
  /** The line of the opening fence, 1-based. */
  line: number;
  lang: string;
  text: string;
}

const root = path.resolve(import.meta.dirname, '../../..');

export async function codeBlocks(doc: string): Promise<CodeBlock[]> {
  const lines = (await readFile(path.join(root, doc), 'utf8')).split('\n');
  const blocks: CodeBlock[] = [];
  let open: { line: number; lang: string; body: string[] } | undefined;
  lines.forEach((text, i) => {
    const fence = /^```(\S*)\s*$/.exec(text);
    if (!open && fence) open = { line: i + 1, lang: fence[1] ?? '', body: [] };
    else if (open && text === '```') {
      blocks.push({ doc, line: open.line, lang: open.lang, text: `${open.body.join('\n')}\n` });
      open = undefined;
    } else open?.body.push(text);
  });
  if (open) throw new Error(`${doc}:${open.line}: a code block is not closed`);
  return blocks;
}

export const runnable = (block: CodeBlock) => block.lang === 'sh' || block.lang === 'bash';

export const marker = (block: CodeBlock) => `::block ${block.doc}:${block.line}::`;

/** One script: strict mode, then each block after an echoed marker, in the document's order. */
export function script(blocks: CodeBlock[]): string {
  return ['set -euo pipefail', ...blocks.flatMap((b) => [`echo '${marker(b)}'`, b.text])].join('\n');
}

/** The output of each block, by its marker, from a script's output. */
export function outputByBlock(blocks: CodeBlock[], output: string): Map<CodeBlock, string> {
  const found = new Map<CodeBlock, string>();
  blocks.forEach((block, i) => {
    const start = output.indexOf(marker(block));
    if (start < 0) return;
    const next = blocks[i + 1] ? output.indexOf(marker(blocks[i + 1]!)) : -1;
    found.set(block, output.slice(start + marker(block).length, next < 0 ? undefined : next).trim());
  });
  return found;
}
