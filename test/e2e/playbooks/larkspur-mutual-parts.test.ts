// Larkspur Mutual's definition with a full submission (decision 0035) in real Chromium: the fixture's
// two-location bakery, moved to Colorado (Larkspur writes six Mountain West states, not Texas), on Quote
// Studio's schedules: the Cortez shop an other premises, its building an other building (BOP) and its
// class row an other exposure (GL), each quoted at the formula for the whole submission. What a row
// lacks is asked as missing information by its control, never guessed. The submission is read as a job
// reads it (withDerivedFields, runs/execute-job.ts).
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../src/agents/playbook.ts';
import { checkSubmission } from '../../../src/domain/quote-request/check-submission.ts';
import { usToday } from '../../../src/domain/quote-request/dates.ts';
import { withDerivedFields } from '../../../src/domain/quote-request/derive-flat-fields.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { coloradoBakeryBody } from '../../fixtures/bakery-colorado.ts';
import { larkspurBakeryBop, larkspurBakeryGl } from '../../fixtures/bakery-larkspur-mutual.ts';
import { answering, quoteOf, useQuoteStudio } from './larkspur-run.ts';
import { expectAskedAlone } from './parts-run.ts';

const studio = useQuoteStudio();

/** The bakery in Colorado as a job reads it. */
function bakery(edit: (body: ReturnType<typeof coloradoBakeryBody>) => void = () => {}): Submission {
  const now = new Date();
  const body = coloradoBakeryBody(now);
  edit(body);
  expect(checkSubmission(body, now)).toEqual({});
  return withDerivedFields(body as Submission, usToday(now));
}

/** The GL loss of last year is one loss in the past 3 years; the BOP has none. */
const LOSSES: Record<'gl' | 'bop', Answer> = { gl: '1', bop: 'None' };

async function run(line: 'gl' | 'bop', sub: Submission, more: Record<string, Answer> = {}) {
  return studio.run(line, sub, {
    answers: answering({ 'history.lossesPast3Years': LOSSES[line], ...more }),
  });
}

const stored = (reference: string | undefined) =>
  studio.harness.sandbox.state.submissions.get('larkspur-mutual', reference!)!.data as Record<string, string>;

describe('Larkspur Mutual definition: the two-location bakery', () => {
  it('files the Cortez shop and its building (BOP), quoted at the formula for both locations', async () => {
    const sub = bakery();
    const result = await run('bop', sub);
    const expected = larkspurBakeryBop(sub);
    expect(quoteOf(result.outcome).annualPremium).toBe(expected.annualPremium);
    expect(result.reasons).not.toContain('missing_information');
    expect(expected.annualPremium).toBeGreaterThan(larkspurBakeryBop(sub, { mainOnly: true }).annualPremium);
    expect(stored(result.portalReference)).toMatchObject({
      street: '410 Main Ave',
      city: 'Durango',
      building_limit: '640000',
      contents_limit: '150000',
      loc_count: '1',
      loc_1_street: '22 Market St',
      loc_1_city: 'Cortez',
      loc_1_state: 'CO',
      loc_1_zip: '81321',
      bldg_count: '1',
      bldg_1_premises: '2',
      bldg_1_building_limit: '0',
      bldg_1_contents_limit: '80000',
      bldg_1_construction: 'joisted_masonry',
      bldg_1_year_built: '1985',
      bldg_1_sprinklered: 'yes',
    });
  });

  it("files the Cortez shop's class row as an other exposure (GL), quoted at the formula", async () => {
    const sub = bakery();
    const result = await run('gl', sub);
    const expected = larkspurBakeryGl(sub);
    expect(quoteOf(result.outcome).annualPremium).toBe(expected.annualPremium);
    expect(expected.annualPremium).toBeGreaterThan(larkspurBakeryGl(sub, { mainOnly: true }).annualPremium);
    expect(stored(result.portalReference)).toMatchObject({
      gl_class: '18501',
      gross_sales: '780000',
      exp_count: '1',
      exp_1_premises: '2',
      exp_1_class: '18501',
      exp_1_sales: '370000',
    });
  });

  it("asks the Cortez building's year the request leaves out as missing information by its control", async () => {
    const sub = bakery((body) => {
      delete body.locations![1]!.buildings![0]!.yearBuilt;
    });
    const text = 'Other building 1: year of construction';
    const result = await studio.run('bop', sub, {
      answers: async (questions) =>
        Object.fromEntries(
          questions.map((q) => {
            if (q.text === text) return [q.id, '1985'];
            if (q.id === 'history.lossesPast3Years') return [q.id, 'None'];
            if (q.id === 'history.priorCancellation') return [q.id, false];
            throw new Error(`unexpected question ${q.id}: ${q.text}`);
          }),
        ),
    });
    expectAskedAlone(result, text);
    expect(quoteOf(result.outcome).annualPremium).toBe(larkspurBakeryBop(sub).annualPremium);
    expect(stored(result.portalReference).bldg_1_year_built).toBe('1985');
  });

  it('quotes a one-location request with no row: the main shop alone', async () => {
    const sub = bakery((body) => {
      body.locations = [body.locations![0]!];
      body.input.propertyValue = 150_000;
      delete body.generalLiability!.locationClassCodes;
      body.additionalInterests = [body.additionalInterests![0]!];
    });
    const bop = await run('bop', sub);
    expect(quoteOf(bop.outcome).annualPremium).toBe(larkspurBakeryBop(sub, { mainOnly: true }).annualPremium);
    expect(stored(bop.portalReference).bldg_count).toBe('0');
    const gl = await run('gl', sub);
    expect(quoteOf(gl.outcome).annualPremium).toBe(larkspurBakeryGl(sub, { mainOnly: true }).annualPremium);
  });
});
