// The API guide's full-submission example is the bakery the tests create (test/fixtures/bakery.ts) on the
// day the guide's dates are written for, valid as it stands, and its CSV is the export the parse reads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCreateQuoteRequest } from '../../src/domain/quote-request/validate-create.ts';
import { bakeryBody } from '../fixtures/bakery.ts';
import { bakeryLocationsCsv } from '../fixtures/schedules.ts';
import { TEST_NOW } from '../helpers/api.ts';

const guide = await readFile(path.resolve(import.meta.dirname, '../../docs/api-guide.md'), 'utf8');
/** The first fenced block of `lang` after `heading`. */
function blockAfter(heading: string, lang: string): string {
  const rest = guide.slice(guide.indexOf(heading));
  const match = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(rest);
  if (!match) throw new Error(`no ${lang} block after ${heading}`);
  return match[1]!;
}

describe('the API guide: a full submission', () => {
  it('shows the bakery, valid on the day its dates are written for', () => {
    const body = JSON.parse(blockAfter('### A full submission', 'json'));
    expect(body).toEqual(bakeryBody(TEST_NOW));
    expect(validateCreateQuoteRequest(body, TEST_NOW).ok).toBe(true);
  });

  it("shows the bakery's locations export as the parse reads it", () => {
    expect(blockAfter('### Schedules from CSV', 'text')).toBe(bakeryLocationsCsv);
  });
});
