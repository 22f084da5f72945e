// The documents a partner reads point only where a partner can go: every relative link resolves to a
// file of the repository (and a heading of it, when it names one), and no list is referenced by a path
// in the service's domain source or by a document outside the repository.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  'sdk/README.md',
  'docs/integration-guide.md',
  'docs/api-guide.md',
  'docs/webhooks.md',
  'docs/sandbox-carriers.md',
  'docs/reference/README.md',
  'docs/reference/business-types.md',
  'docs/reference/questions.md',
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');

const anchors = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => slug(l.replace(/^#+ /, '')));

describe('the documents a partner reads', () => {
  it.each(DOCS)('%s: every relative link resolves, to a heading when it names one', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    for (const link of links) {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const file = target ? path.resolve(path.dirname(path.join(root, doc)), target) : path.join(root, doc);
      expect(existsSync(file), `${doc}: ${link}`).toBe(true);
      if (anchor && file.endsWith('.md')) expect(anchors(file), `${doc}: ${link}`).toContain(anchor);
    }
  });

  it.each(DOCS)('%s: names no list by a domain source path or a document outside the repository', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    expect(text).not.toMatch(/src\/domain\/|partner-interface-v1|\.\.\/shared/);
  });
});
