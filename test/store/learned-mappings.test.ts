// Learned mappings in the store: learning is idempotent per agency, carrier, screen and label (compared
// normalised), another field replaces the active one, a job sees its agency's own and the carrier-wide
// ones (its own winning), never another agency's, and withdrawal and promotion keep their record.
import { afterEach, describe, expect, it } from 'vitest';
import { mappingKey } from '../../src/domain/learned-mappings.ts';
import { insertAgency } from '../../src/store/agencies.ts';
import {
  activeMappingsFor,
  findAgencyMapping,
  learnMapping,
  listAgencyMappings,
  listCarrierMappings,
  promoteMapping,
  withdrawMapping,
} from '../../src/store/learned-mappings.ts';
import { acceptProposal, proposeMapping, rejectProposal } from '../../src/store/mapping-proposals.ts';
import { insertUser } from '../../src/store/users.ts';
import { backend, createTestDb, type TestDb } from '../helpers/db.ts';

describe(`learned mappings (${backend})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setUp() {
    t = await createTestDb();
    const { db } = t;
    const agency = await insertAgency(db, 'Learning Agency');
    const other = await insertAgency(db, 'Other Agency');
    const user = await insertUser(db, {
      agencyId: agency.id,
      email: 'confirmer@learning.test',
      role: 'agent',
      passwordHash: 'x',
    });
    const base = { carrierId: 'summit-mutual', screen: 'Business details', confirmedBy: user!.id };
    return { db, agency, other, user: user!, base };
  }

  it('compares labels and screens normalised', () => {
    expect(mappingKey('  Workforce   size *')).toBe('workforce size');
    expect(mappingKey('WORKFORCE size:')).toBe('workforce size');
    expect(mappingKey('Workforce size: *')).toBe('workforce size');
    expect(mappingKey('Workforce sizes')).not.toBe('workforce size');
  });

  it('learns once per screen and label, replaces on another field, and records who confirmed', async () => {
    const { db, agency, user, base } = await setUp();
    const first = await learnMapping(db, {
      ...base,
      agencyId: agency.id,
      label: 'Workforce size',
      field: 'input.numberOfEmployees',
    });
    expect(first).toMatchObject({
      agencyId: agency.id,
      label: 'Workforce size',
      field: 'input.numberOfEmployees',
      confirmedBy: user.id,
      confirmedByName: 'confirmer@learning.test',
      withdrawnAt: null,
    });
    expect(first.confirmedAt).toBeInstanceOf(Date);
    // The same confirmation, written differently: the same mapping.
    const again = await learnMapping(db, {
      ...base,
      screen: 'business DETAILS',
      agencyId: agency.id,
      label: 'workforce size:*',
      field: 'input.numberOfEmployees',
    });
    expect(again.id).toBe(first.id);
    expect(await listAgencyMappings(db, agency.id)).toHaveLength(1);

    const replaced = await learnMapping(db, {
      ...base,
      agencyId: agency.id,
      label: 'Workforce Size',
      field: 'input.fullTimeEmployees',
    });
    expect(replaced.id).not.toBe(first.id);
    const listed = await listAgencyMappings(db, agency.id);
    expect(listed.map((m) => [m.id, m.withdrawnReason])).toEqual([
      [replaced.id, null],
      [first.id, 'replaced'],
    ]);
    expect(listed[1]).toMatchObject({ withdrawnBy: user.id });
    expect((await activeMappingsFor(db, agency.id, 'summit-mutual')).map((m) => m.field)).toEqual([
      'input.fullTimeEmployees',
    ]);
  });

  it("serves a job its agency's own and the carrier-wide mappings, never another agency's", async () => {
    const { db, agency, other, base } = await setUp();
    const own = await learnMapping(db, {
      ...base,
      agencyId: agency.id,
      label: 'Workforce size',
      field: 'input.numberOfEmployees',
    });
    await learnMapping(db, {
      ...base,
      agencyId: agency.id,
      label: 'Yearly sales',
      field: 'input.annualRevenue',
    });
    await learnMapping(db, {
      ...base,
      carrierId: 'harborline',
      agencyId: agency.id,
      label: 'Staff',
      field: 'x',
    });
    expect(await activeMappingsFor(db, other.id, 'summit-mutual')).toEqual([]);
    expect(await findAgencyMapping(db, other.id, own.id)).toBeUndefined();

    // The other agency learns the same label otherwise; an operator promotes it to the carrier.
    const theirs = await learnMapping(db, {
      ...base,
      agencyId: other.id,
      label: 'workforce size',
      field: 'input.fullTimeEmployees',
    });
    const promoted = await promoteMapping(db, theirs.id, 'operator');
    expect(promoted).toMatchObject({ agencyId: null, promotedFrom: theirs.id, confirmedBy: 'operator' });
    // The agency's own still wins on that label; the carrier-wide one serves every other agency.
    const mine = await activeMappingsFor(db, agency.id, 'summit-mutual');
    expect(mine.map((m) => [m.label, m.field]).sort()).toEqual([
      ['Workforce size', 'input.numberOfEmployees'],
      ['Yearly sales', 'input.annualRevenue'],
    ]);
    const third = await insertAgency(db, 'Third Agency');
    expect((await activeMappingsFor(db, third.id, 'summit-mutual')).map((m) => m.id)).toEqual([promoted!.id]);
    // Withdrawn by the agency, its own gives way to the carrier-wide one.
    await withdrawMapping(db, own.id, { actor: 'usr_x', reason: 'withdrawn' });
    expect(
      (await activeMappingsFor(db, agency.id, 'summit-mutual')).find((m) => m.label === 'workforce size')?.id,
    ).toBe(promoted!.id);
    expect((await listCarrierMappings(db, 'summit-mutual')).length).toBe(4);
    // Only an active agency mapping can be promoted.
    expect(await promoteMapping(db, own.id, 'operator')).toBeUndefined();
    expect(await promoteMapping(db, promoted!.id, 'operator')).toBeUndefined();
  });

  it('withdraws once, keeping the evidence, and lists by carrier newest first', async () => {
    const { db, agency, base } = await setUp();
    const a = await learnMapping(db, { ...base, agencyId: agency.id, label: 'A', field: 'input.a' });
    const b = await learnMapping(db, {
      ...base,
      carrierId: 'harborline',
      agencyId: agency.id,
      label: 'B',
      field: 'input.b',
    });
    const withdrawn = await withdrawMapping(db, a.id, {
      actor: 'system',
      reason: 'portal_refused',
      evidence: { jobId: 'job_1', message: 'Workforce size must be at least 20' },
    });
    expect(withdrawn).toMatchObject({
      withdrawnBy: 'system',
      withdrawnReason: 'portal_refused',
      evidence: { jobId: 'job_1', message: 'Workforce size must be at least 20' },
    });
    expect(withdrawn?.withdrawnAt).toBeInstanceOf(Date);
    expect(await withdrawMapping(db, a.id, { actor: 'system', reason: 'quote_mismatch' })).toBeUndefined();
    expect((await listAgencyMappings(db, agency.id)).map((m) => m.id)).toEqual([b.id, a.id]);
    expect((await listAgencyMappings(db, agency.id, { carrierId: 'harborline' })).map((m) => m.id)).toEqual([
      b.id,
    ]);
  });

  it('keeps take-over proposals waiting (never applied) until accepted; a rejected one is withdrawn', async () => {
    const { db, agency, other, user, base } = await setUp();
    const proposal = {
      agencyId: agency.id,
      carrierId: base.carrierId,
      screen: 'Territory confirmation',
      jobId: 'job_1',
      proposedBy: user.id,
    };
    const zip = await proposeMapping(db, {
      ...proposal,
      kind: 'field',
      label: 'Zip/Postal',
      field: 'input.zipCode',
      observed: { value: '78701', url: 'https://portal.test/t' },
    });
    expect(zip).toMatchObject({
      state: 'proposed',
      kind: 'field',
      source: 'take_over',
      jobId: 'job_1',
      proposedByName: 'confirmer@learning.test',
      observed: { value: '78701' },
    });
    // The same proposal again teaches nothing new; another field for the same label may wait beside it.
    expect(
      await proposeMapping(db, { ...proposal, kind: 'field', label: 'zip/postal:', field: 'input.zipCode' }),
    ).toBe(undefined);
    const city = await proposeMapping(db, {
      ...proposal,
      kind: 'field',
      label: 'Zip/Postal',
      field: 'input.city',
    });
    expect(city).toBeDefined();
    const lodge = await proposeMapping(db, { ...proposal, kind: 'continue', label: 'Lodge', field: '' });
    expect(await activeMappingsFor(db, agency.id, base.carrierId)).toEqual([]);

    // Another agency cannot accept or reject it.
    expect(await acceptProposal(db, other.id, zip!.id, user.id)).toBeUndefined();
    expect(await rejectProposal(db, other.id, zip!.id, user.id)).toBeUndefined();

    const accepted = await acceptProposal(db, agency.id, zip!.id, user.id);
    expect(accepted).toMatchObject({ state: 'active', confirmedBy: user.id, withdrawnAt: null });
    expect(await acceptProposal(db, agency.id, lodge!.id, user.id)).toMatchObject({ state: 'active' });
    const active = await activeMappingsFor(db, agency.id, base.carrierId);
    expect(active.map((m) => [m.kind, m.label, m.field]).sort()).toEqual([
      ['continue', 'Lodge', ''],
      ['field', 'Zip/Postal', 'input.zipCode'],
    ]);
    expect(await activeMappingsFor(db, other.id, base.carrierId)).toEqual([]);

    // Accepting the other field for the label replaces the active one; a continue action replaces the
    // screen's other one.
    expect(await acceptProposal(db, agency.id, city!.id, user.id)).toMatchObject({ state: 'active' });
    expect((await findAgencyMapping(db, agency.id, zip!.id))?.withdrawnReason).toBe('replaced');
    const file = await proposeMapping(db, { ...proposal, kind: 'continue', label: 'File it', field: '' });
    await acceptProposal(db, agency.id, file!.id, user.id);
    expect((await activeMappingsFor(db, agency.id, base.carrierId)).map((m) => m.label).sort()).toEqual([
      'File it',
      'Zip/Postal',
    ]);

    const waiting = await proposeMapping(db, {
      ...proposal,
      kind: 'field',
      label: 'Suburb',
      field: 'input.city',
    });
    const rejected = await rejectProposal(db, agency.id, waiting!.id, user.id);
    expect(rejected).toMatchObject({ withdrawnReason: 'rejected', withdrawnBy: user.id, state: 'proposed' });
    expect(await acceptProposal(db, agency.id, waiting!.id, user.id)).toBeUndefined();
    expect((await activeMappingsFor(db, agency.id, base.carrierId)).some((m) => m.label === 'Suburb')).toBe(
      false,
    );
  });
});
