// `carrier learned`: an agency's and the carrier-wide learned mappings written into the carrier's
// definition file as a diff for review; another agency's never, a withdrawn one never, and a later
// correction over an earlier mapping.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatch } from 'diff';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { learnedDiff } from '../../src/cli/carrier-learned.ts';
import { OPERATOR } from '../../src/domain/learned-mappings.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import { learnMapping, promoteMapping, withdrawMapping } from '../../src/store/learned-mappings.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

const definition = `id: larkspur-mutual
# The wizard, as written by the operator.
wizard:
  maxPages: 8
  lines:
    gl: [business]
  screens:
    business:
      headings: [About the business]
      fields:
        - { label: Named insured, value: input.businessName }
      continue: [Save and continue]
`;

describe(`carrier learned (${backend})`, () => {
  let t: TestDb | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    t = undefined;
  });

  it('writes the carrier-wide and the agency’s mappings as a diff of the file, no other agency’s', async () => {
    t = await createTestDb();
    const { db } = t;
    dir = mkdtempSync(path.join(tmpdir(), 'learned-'));
    writeFileSync(path.join(dir, 'larkspur-mutual.yaml'), definition);
    const agency = await insertAgency(db, 'Taught Agency');
    const other = await insertAgency(db, 'Other Agency');
    const base = { carrierId: 'larkspur-mutual', screen: 'About the business', confirmedBy: OPERATOR };
    const dba = await learnMapping(db, {
      ...base,
      agencyId: agency.id,
      label: 'Doing business as',
      field: 'input.dba',
    });
    await promoteMapping(db, dba.id, OPERATOR);
    await learnMapping(db, { ...base, agencyId: agency.id, label: 'FEIN', field: 'input.fein' });
    await learnMapping(db, { ...base, agencyId: other.id, label: 'Contact', field: 'input.contactName' });
    const gone = await learnMapping(db, {
      ...base,
      agencyId: agency.id,
      label: 'Phone',
      field: 'input.contactPhone',
    });
    await withdrawMapping(db, gone.id, { actor: OPERATOR, reason: 'withdrawn' });

    const carrierWide = await learnedDiff(db, { carrierId: 'larkspur-mutual', carriersDir: dir });
    expect(carrierWide.applied).toEqual(['business: "Doing business as" → input.dba']);
    const forAgency = await learnedDiff(db, {
      carrierId: 'larkspur-mutual',
      agencyId: agency.id,
      carriersDir: dir,
    });
    // The agency's own copy of the promoted mapping is the same binding: written once.
    expect(forAgency.applied).toEqual([
      'business: "Doing business as" → input.dba',
      'business: "FEIN" → input.fein',
    ]);
    expect(forAgency.patch).toContain('--- a/larkspur-mutual.yaml');
    expect(forAgency.patch).not.toContain('contactName');
    expect(forAgency.patch).not.toContain('contactPhone');
    const patched = applyPatch(definition, forAgency.patch);
    expect(patched).not.toBe(false);
    expect(patched as string).toContain('# The wizard, as written by the operator.');
    expect(parse(patched as string).wizard.screens.business.fields).toEqual([
      { label: 'Named insured', value: 'input.businessName' },
      { label: 'Doing business as', value: 'input.dba' },
      { label: 'FEIN', value: 'input.fein' },
    ]);
  });
});
