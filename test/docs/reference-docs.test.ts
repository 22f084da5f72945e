// The reference pages in docs/reference/ are what scripts/docs-reference.ts makes from the service's own
// data (`npm run docs:reference`): a spelling, a question id or a carrier's field added in the source and
// not published fails here. And what they publish holds: every spelling listed is accepted.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePages } from '../../scripts/docs-reference.ts';
import { canonicalBusinessType } from '../../src/domain/quote-request/business-types.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the generated reference pages', () => {
  it.each(Object.entries(referencePages()))('%s is current (npm run docs:reference)', async (file, text) => {
    expect(await readFile(path.join(root, file), 'utf8')).toBe(text);
  });

  it('lists only spellings the create accepts, each under the value it stands for', () => {
    const page = referencePages()['docs/reference/business-types.md']!;
    const rows = page.split('\n').filter((l) => /^\| `[a-z_]+` \|/.test(l));
    expect(rows.length).toBe(10);
    for (const row of rows) {
      const [canonical, ...spellings] = [...row.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      for (const spelling of spellings) expect(canonicalBusinessType(spelling), spelling).toBe(canonical);
    }
  });

  it('lists per carrier the question ids its playbook asks, its own under its id', () => {
    const page = referencePages()['docs/reference/questions.md']!;
    for (const id of ['summit-mutual:other_tenants', 'bluebonnet:roof_age', 'harborline:unlisted-drivers'])
      expect(page).toContain(`\`${id}\``);
    const sections = page.split('\n## ').slice(2);
    expect(sections).toHaveLength(7);
    // A carrier quoted from its definition: the ids of its screens' questions.
    expect(sections.find((s) => s.startsWith('Larkspur Mutual'))).toMatch(
      /asks by id: `history\.lossesPast3Years`, `history\.priorCancellation`\./,
    );
    for (const section of sections) {
      const carrierId = /^[^(]+\(`([a-z-]+)`\)/.exec(section)![1]!;
      const own = /Its own questions: (.*)\./.exec(section)![1]!;
      for (const [, id] of own.matchAll(/`([^`]+)`/g)) expect(id!.startsWith(`${carrierId}:`), id).toBe(true);
    }
  });
});
