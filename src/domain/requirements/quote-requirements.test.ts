// The requirements answer holds to the rules a run pauses by: for every carrier quoted from its definition
// and every line it writes, the questions and fields it lists as not given are exactly those the flow asks
// a person for (carrier-definition/asks.ts, which the runs' pauses are checked against), on a body with
// everything and on one with the building facts left out; and a question answered under `answers` is given.
import { describe, expect, it } from 'vitest';
import { bakeryBody } from '../../../test/fixtures/bakery.ts';
import { fullLinesBody } from '../../../test/fixtures/quote-request.ts';
import { carrierCatalog } from '../../carrier-definitions/built-in.ts';
import { askedOf } from '../carrier-definition/asks.ts';
import { carrierWarnings } from '../carriers/carrier-warnings.ts';
import type { Line } from '../lines.ts';
import { usToday } from '../quote-request/dates.ts';
import { withDerivedFields } from '../quote-request/derive-flat-fields.ts';
import type { Submission } from '../quote-request/model/submission.ts';
import { normalizeSubmission } from '../quote-request/normalize-submission.ts';
import { flowNeeds } from './flow-needs.ts';
import { lineFieldNeeds } from './line-needs.ts';
import { quoteRequirements } from './quote-requirements.ts';

const now = new Date('2026-03-10T15:00:00Z');
const today = '2026-03-10';
const catalog = carrierCatalog((host) => `http://${host}.localhost`);
const full = normalizeSubmission(fullLinesBody({}, now)) as unknown as Record<string, unknown>;
const noBuilding = { ...full, businessOwners: { buildingOwned: true } };
/** Two locations with their buildings, losses, owners: the parts a schedule fills. */
const bakery = normalizeSubmission(bakeryBody(now)) as unknown as Record<string, unknown>;

describe('the requirements of a definition flow against what it asks', () => {
  for (const carrier of catalog.filter((c) => c.flow)) {
    for (const line of Object.keys(carrier.lines) as Line[]) {
      it(`${carrier.id} ${line}`, () => {
        for (const body of [full, noBuilding, bakery]) {
          const asked = askedOf(carrier.flow!, line, body, today);
          const needs = flowNeeds(carrier.flow!, line, body, today);
          const open = [
            ...needs.fields.filter((f) => !f.given && f.applies).map((f) => `field ${f.label}`),
            ...needs.questions.filter((q) => !q.given && q.applies).map((q) => q.id),
          ];
          const byFlow = asked.map((a) =>
            a.id.startsWith(`${carrier.id}:`) && a.id.split(':').length >= 3 ? `field ${a.label}` : a.id,
          );
          expect(open.sort()).toEqual(byFlow.sort());
        }
      });
    }
  }

  it("never lists a field a schedule fills instead: Bluebonnet's flat Total Insured Value with locations", () => {
    const bluebonnet = catalog.find((c) => c.id === 'bluebonnet')!;
    const paths = (body: Record<string, unknown>) =>
      flowNeeds(bluebonnet.flow!, 'bop', body, today).fields.map((f) => f.field);
    expect(paths(full)).toContain('input.propertyValue');
    const { propertyValue: _, ...input } = bakery.input as Record<string, unknown>;
    expect(paths({ ...bakery, input })).not.toContain('input.propertyValue');
  });

  it('marks a question answered under `answers`, and lists every question the flow may ask', () => {
    const larkspur = catalog.find((c) => c.id === 'larkspur-mutual')!;
    const body = { ...full, answers: { 'history.priorCancellation': false } };
    const needs = flowNeeds(larkspur.flow!, 'gl', body, today);
    expect(needs.questions.map((q) => [q.id, q.given])).toEqual([
      ['history.lossesPast3Years', false],
      ['history.priorCancellation', true],
    ]);
  });

  it('takes a part half written (an underlying policy without its limits) and lists what it lacks', () => {
    const body = structuredClone(full) as Record<string, unknown> & {
      linesRequested: Line[];
      carrierIds: string[];
    };
    const umbrella = body.umbrella as { underlyingPolicies: Record<string, unknown>[] };
    delete umbrella.underlyingPolicies[0]!.limits;
    body.carrierIds = catalog.map((c) => c.id);
    const result = quoteRequirements({ carriers: catalog, body, credential: () => 'configured', now });
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    const fields = result.value.sections.flatMap((s) => s.fields);
    expect(fields.find((f) => f.field === 'umbrella.underlyingPolicies[0].limits')).toMatchObject({
      createRequires: true,
      needed: true,
      given: false,
    });
    expect(result.value.complete).toBe(false);
  });

  it('skips nothing for a lacking fact and says which are undecided', () => {
    const result = quoteRequirements({
      carriers: catalog,
      body: { linesRequested: ['bop'], carrierIds: ['larkspur-mutual'], input: { industryCode: '448140' } },
      credential: () => 'configured',
      now,
    });
    expect(result.ok && result.value.jobs).toEqual([
      {
        carrierId: 'larkspur-mutual',
        line: 'bop',
        dispatched: true,
        appetiteUndecided: ['input.state', 'input.annualRevenue', 'input.numberOfEmployees'],
        questionsListed: true,
      },
    ]);
  });
});

describe("a part's field the flow never asks", () => {
  const ironclad = catalog.find((c) => c.id === 'ironclad-specialty')!;
  /** The bakery with `field` left out of one location (`main`: the primary, whose class is on the form). */
  const without = (locationId: string, ...fields: string[]) => {
    const s = structuredClone(bakery) as { locations: Record<string, unknown>[] };
    const location = s.locations.find((l) => l.id === locationId)!;
    for (const field of fields) delete location[field];
    return s as unknown as Submission;
  };
  const listedAndWarned = (s: Submission) => {
    const derive = (d: Record<string, unknown>) =>
      withDerivedFields(d as unknown as Submission, usToday(now)) as unknown as Record<string, unknown>;
    const listed = lineFieldNeeds(ironclad, 'gl', s, derive)
      .filter((n) => !n.given && n.field.startsWith('locations'))
      .map((n) => n.field);
    const warned = carrierWarnings(ironclad, 'gl', s, usToday(now))
      .map((w) => w.field)
      .filter((f) => f.startsWith('locations'));
    return { listed, warned };
  };

  it("is neither listed nor warned of: Ironclad's schedule has no row for the primary location", () => {
    expect(listedAndWarned(without('main', 'interest', 'areaOccupied'))).toEqual({ listed: [], warned: [] });
  });

  it('never leaves out a location the schedule has a row for, on a list too long to judge one by one', () => {
    const s = structuredClone(bakery) as Record<string, unknown> & {
      locations: Record<string, unknown>[];
      generalLiability: { locationClassCodes: Record<string, unknown>[] };
    };
    const other = s.locations.find((l) => l.id === 'kerrville')!;
    for (let i = 1; i <= 6; i++) {
      const { interest: _, ...copy } = structuredClone(other);
      s.locations.push({ ...copy, id: `shop-${i}` });
      s.generalLiability.locationClassCodes.push({
        locationId: `shop-${i}`,
        classCode: '10113',
        exposureBasis: 'sales',
        exposure: 10_000,
      });
    }
    const before = JSON.stringify(s);
    const { listed, warned } = listedAndWarned(s as unknown as Submission);
    const rows = s.locations.flatMap((l, i) =>
      String(l.id).startsWith('shop-') ? [`locations[${i}].interest`] : [],
    );
    expect(listed).toEqual(expect.arrayContaining(rows));
    expect(warned).toEqual(expect.arrayContaining(rows));
    // The check reads copies: the body is as it was.
    expect(JSON.stringify(s)).toBe(before);
  });

  it('is listed and warned of for a location the schedule has a row for', () => {
    const index = (bakery.locations as { id: string }[]).findIndex((l) => l.id === 'kerrville');
    const expected = [`locations[${index}].interest`, `locations[${index}].areaOccupied`];
    const { listed, warned } = listedAndWarned(without('kerrville', 'interest', 'areaOccupied'));
    expect(listed.sort()).toEqual([...expected].sort());
    expect(warned.sort()).toEqual([...expected].sort());
  });
});

describe('the required and asked fields against the create warnings', () => {
  const variants: Record<string, Submission> = {
    'everything sent': full as unknown as Submission,
    'an owner with no building facts, no FEIN, no GL claims, no subcontractors': (() => {
      const s = structuredClone(full) as unknown as Submission;
      s.businessOwners = { buildingOwned: true };
      delete s.input.fein;
      delete s.generalLiability!.claimsLastFiveYears;
      delete s.generalLiability!.subcontractorCost;
      delete s.workersComp!.usesSubcontractors;
      delete s.workersComp!.claimsLastThreeYears;
      return s;
    })(),
  };
  const asks = /a person will be asked|or the carrier will not quote/;
  for (const carrier of catalog) {
    for (const line of Object.keys(carrier.lines) as Line[]) {
      it(`${carrier.id} ${line}: what it lists as needed and missing is what the create warns of`, () => {
        for (const [name, s] of Object.entries(variants)) {
          const listed = lineFieldNeeds(carrier, line, s)
            .filter((n) => n.applies && !n.given)
            .map((n) => n.field);
          const warned = carrierWarnings(carrier, line, s, usToday(now))
            .filter((w) => asks.test(w.message) && w.field !== 'input.businessType')
            .map((w) => w.field);
          expect(listed.sort(), name).toEqual(warned.sort());
        }
      });
    }
  }
});
