// The requirements operation against a real run (decision 0038), in real Chromium on the sandbox portals:
// Larkspur Mutual's GL for the Denver store: left unanswered, the run pauses for exactly the questions the
// operation listed; answered up front under `answers` (for another client, so nothing remembered serves
// it), the same request runs to its quote with no pause at all. Then per carrier (Ironclad GL, Bluebonnet
// BOP, Pioneer BOP and WC, Summit BOP, Harborline GL and WC, Cascade GL and BOP for a two-location bakery
// whose parts lack a value each), a partial body: the fields and questions the operation lists,
// given exactly those (the fields in the body, the questions under `answers`), and the run quoted with
// no pause for missing information. One stack and browser for every case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { westernBakeryBody } from '../fixtures/bakery-west.ts';
import { denverGlStore, illinoisStore, texasOffice } from '../fixtures/quote-request.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack, waitForQuote, wireMailCodes } from '../helpers/stack.ts';
import { answersFor, createAndStart, type JobView, playPerson, type Question } from './support/person.ts';

type Needs = {
  sections: {
    fields: { field: string; given: boolean; needed: boolean }[];
    questions: (Question & { given: boolean; needed: boolean })[];
  }[];
  complete: boolean;
};

describe(`what the requirements listed, against a run (${backend})`, () => {
  let stack: Stack;
  beforeAll(async () => {
    // Cascade's and Ironclad's codes e-mailed to the service: no job pauses for a code either.
    ({ stack } = await startStack({ concurrency: 1, smtp: true }));
    await wireMailCodes(stack);
  }, 120_000);
  afterAll(() => stack?.close());

  const requirements = async (body: unknown): Promise<Needs> => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/v1/quotes/requirements',
      headers: stack.headers,
      payload: body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const open = (needs: Needs) => ({
    fields: needs.sections.flatMap((s) => s.fields).filter((f) => f.needed && !f.given),
    questions: needs.sections.flatMap((s) => s.questions).filter((q) => q.needed && !q.given),
  });
  let listed: Question[] = [];

  it('pauses for exactly the questions it listed when the body leaves them unanswered', async () => {
    const body = denverGlStore('Champa Outfitters LLC', 'REQ-RUN-1');
    const needs = open(await requirements(body));
    expect(needs.fields).toEqual([]);
    listed = needs.questions;
    expect(listed.map((q) => q.id)).toEqual(['history.lossesPast3Years', 'history.priorCancellation']);
    const id = await createAndStart(stack, body);
    const { quote, asked } = await playPerson(stack, id, { timeoutMs: 180_000 });
    expect(
      asked
        .flat()
        .map((q) => q.id)
        .sort(),
    ).toEqual(listed.map((q) => q.id).sort());
    expect((quote.jobs as JobView[]).map((j) => j.status)).toEqual(['success']);
  }, 240_000);

  it('runs to its quote with no pause once the body answers everything listed', async () => {
    const body = { ...denverGlStore('Champa Outfitters LLC', 'REQ-RUN-2'), answers: answersFor(listed) };
    expect((await requirements(body)).complete).toBe(true);
    const id = await createAndStart(stack, body);
    const seen = new Set<string>();
    const quote = await waitForQuote(
      stack,
      id,
      (q) => {
        for (const job of q.jobs) seen.add(job.status);
        return q.status !== 'in_progress' && q.status !== 'pending';
      },
      180_000,
    );
    expect((quote.jobs as JobView[]).map((j) => [j.status, j.errorMessage])).toEqual([
      ['success', undefined],
    ]);
    expect([...seen]).not.toContain('action_required');
    const events = await stack.app.inject({
      method: 'GET',
      url: `/v1/quotes/${id}/events`,
      headers: stack.headers,
    });
    const types = (events.json().data.events as { type: string }[]).map((e) => e.type);
    expect(types).not.toContain('quote.action_required');
    expect(types).toContain('quote.completed');
  }, 240_000);

  /** What a partner's form fills for each field the operation may list (a value the portal takes). */
  const FIELD_VALUES: Record<string, unknown> = {
    'generalLiability.subcontractorCost': 0,
    'generalLiability.claimsLastFiveYears': 0,
    'businessOwners.roofUpdatedYear': 2016,
    'businessOwners.occupiedPercent': 100,
    'businessOwners.burglarAlarm': 'central_station',
    'workersComp.usesSubcontractors': false,
    'workersComp.claimsLastThreeYears': 0,
    'workersComp.priorCarrier': 'EMC Insurance',
    'locations[].buildings[].sprinklered': true,
    'lossHistory[].amountReserved': 0,
  };
  /** Sets the listed field, a path such as `locations[1].buildings[0].sprinklered`, in the body. */
  const withField = (body: Record<string, unknown>, path: string) => {
    const value = FIELD_VALUES[path.replace(/\[\d+\]/g, '[]')];
    if (value === undefined) throw new Error(`no value for the listed field ${path}`);
    const steps = path.split('.').flatMap((part) => {
      const [, key, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(part)!;
      return index === undefined ? [key!] : [key!, Number(index)];
    });
    let node = body as Record<string | number, unknown>;
    for (const step of steps.slice(0, -1)) {
      node[step] ??= {};
      node = node[step] as Record<string | number, unknown>;
    }
    node[steps.at(-1)!] = value;
  };
  /** The partial body for one carrier's lines: the other lines' objects left out. */
  const partial = (body: Record<string, unknown>, carrierId: string, lines: string[]) => {
    const objects: Record<string, string> = {
      bop: 'businessOwners',
      gl: 'generalLiability',
      wc: 'workersComp',
    };
    for (const [line, key] of Object.entries(objects)) if (!lines.includes(line)) delete body[key];
    return { ...body, carrierIds: [carrierId], linesRequested: lines };
  };

  const cases: [string, string[], () => Record<string, unknown>][] = [
    ['ironclad-specialty', ['gl'], () => texasOffice('Congress Ledger CPAs LLC', 'REQ-IRONCLAD')],
    ['bluebonnet', ['bop'], () => texasOffice('Capitol Books CPAs LLC', 'REQ-BLUEBONNET')],
    ['pioneer-casualty', ['bop', 'wc'], () => illinoisStore('Wacker Hardware LLC', 'REQ-PIONEER')],
    ['summit-mutual', ['bop'], () => texasOffice('Lady Bird Tax CPAs LLC', 'REQ-SUMMIT')],
    ['harborline', ['gl', 'wc'], () => texasOffice('Barton Springs CPAs LLC', 'REQ-HARBORLINE')],
    // Parts a run asks for by their place: the Portland shop's building without its sprinklers, the
    // loss without its reserve.
    [
      'cascade-commercial',
      ['gl', 'bop'],
      () => {
        const body = westernBakeryBody();
        delete body.locations![1]!.buildings![0]!.sprinklered;
        delete body.lossHistory!.find((l) => l.line === 'gl')!.amountReserved;
        return body as unknown as Record<string, unknown>;
      },
    ],
  ];
  for (const [carrierId, lines, bodyOf] of cases) {
    it(`${carrierId} (${lines.join(', ')}): given what the operation lists, the run quotes with no pause`, async () => {
      const body = partial(bodyOf(), carrierId, lines);
      const needs = open(await requirements(body));
      expect(needs.fields.length + needs.questions.length).toBeGreaterThan(0);
      for (const f of needs.fields) withField(body, (f as { field: string }).field);
      const answered = { ...body, answers: answersFor(needs.questions) };
      expect((await requirements(answered)).complete).toBe(true);
      const id = await createAndStart(stack, answered);
      const seen = new Set<string>();
      const { quote, asked } = await playPerson(stack, id, {
        timeoutMs: 240_000,
        onPoll: (q) => {
          for (const job of q.jobs) seen.add(job.status);
        },
      });
      expect(asked.flat().map((q) => q.id)).toEqual([]);
      expect([...seen]).not.toContain('action_required');
      expect((quote.jobs as JobView[]).map((j) => [j.lineOfBusiness, j.status, j.errorMessage])).toEqual(
        lines.map((line) => [line, 'success', undefined]),
      );
    }, 300_000);
  }
});
