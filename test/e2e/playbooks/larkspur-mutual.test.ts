// Larkspur Mutual quoted from its definition alone (carriers/larkspur-mutual.yaml, decision 0034), in
// real Chromium against Quote Studio: a GL and a BOP bindable quote at the portal's documented formula
// (each through the runtime's verify step, which runPlaybookDirectly runs), an indication, a referral,
// and declines for appetite and underwriting. Sign-in, retries and a changed portal:
// larkspur-mutual-sessions.test.ts.
import { describe, expect, it } from 'vitest';
import { rateBop, rateGl } from '../../../sandbox/portals/larkspur/rating.ts';
import {
  answering,
  carrier,
  coverageYear,
  denverStore,
  ID,
  playbook,
  quoteOf,
  useQuoteStudio,
} from './larkspur-run.ts';

const { run } = useQuoteStudio();

describe('Larkspur Mutual from its definition: quotes at the documented formula', () => {
  it('is the playbook the registry builds from the definition, on its two lines', () => {
    expect(playbook.carrierId).toBe(ID);
    expect(playbook.lines).toEqual(['gl', 'bop']);
    expect(carrier.definition?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('quotes GL bindable, signing in with the authenticator code, with its letter', async () => {
    const body = denverStore('Champa Street Outfitters LLC');
    const result = await run('gl', body);
    const quote = quoteOf(result.outcome);
    const expected = rateGl({
      state: 'CO',
      classCode: '10100',
      grossSales: 850_000,
      payroll: 980_000,
      limits: '1000000/2000000',
      deductible: '0',
      yearsInBusiness: coverageYear(body) - 2012,
    });
    // 850 × 0.85 × 1.00 × 1.00 × 1.05 × 0.93 = $706, plus the $75 fee.
    expect(quote.annualPremium).toBe(expected.annualPremium);
    expect(quote.annualPremium).toBe(781);
    expect(quote).toMatchObject({
      quoteType: 'bindable',
      namedInsured: 'Champa Street Outfitters LLC',
      limits: '1000000/2000000',
      policyStartDate: body.input.policyStartDate,
      premiumBreakdown: [
        { label: 'General liability', amount: 706 },
        { label: 'Policy fee', amount: 75 },
      ],
    });
    expect(quote.quoteNumber).toMatch(/^LMQ-GL-\d{6}$/);
    expect(result.portalReference).toMatch(/^LK-\d{6}$/);
    expect(result.steps.slice(0, 3)).toEqual(['login', 'mfa', 'new-submission']);
    expect(result.steps).toEqual(
      expect.arrayContaining(['business', 'location', 'liability', 'eligibility', 'review', 'quote']),
    );
    expect(result.documents.map((d) => d.name)).toEqual(['larkspur-quote-letter.html']);
    expect(result.documents[0]!.data.toString()).toContain(quote.quoteNumber);
  });

  it('quotes BOP bindable at the formula, the closest offered terms filed', async () => {
    const body = denverStore('Champa Street Home Goods LLC', { input: { deductible: '750' } });
    const result = await run('bop', body);
    const quote = quoteOf(result.outcome);
    const expected = rateBop({
      state: 'CO',
      classCode: 'R-100',
      grossSales: 600_000,
      buildingLimit: 0,
      contentsLimit: 150_000,
      construction: 'masonry_noncombustible',
      sprinklered: true,
      limits: '1000000/2000000',
      deductible: '500',
    });
    expect(quote.annualPremium).toBe(expected.annualPremium);
    expect(quote).toMatchObject({ quoteType: 'bindable', deductible: '500', limits: '1000000/2000000' });
    // The runtime's verify step passed (runPlaybookDirectly runs it): the $500 quoted against the $750
    // asked is what the definition's `filed` says was filed, never less cover or more out of pocket.
  });

  it('returns an indication for a business under three years old', async () => {
    const body = denverStore('Champa Street Startup LLC');
    const result = await run('gl', {
      ...body,
      input: { ...body.input, yearEstablished: coverageYear(body) - 1 },
    });
    const quote = quoteOf(result.outcome);
    expect(quote.quoteType).toBe('indication');
    expect(quote.bindableMarker).toBeUndefined();
    expect(quote.annualPremium).toBe(
      rateGl({
        state: 'CO',
        classCode: '10100',
        grossSales: 850_000,
        payroll: 980_000,
        limits: '1000000/2000000',
        deductible: '0',
        yearsInBusiness: 1,
      }).annualPremium,
    );
  });
});

describe('Larkspur Mutual from its definition: referrals and declines', () => {
  it('refers two losses, in the portal’s words', async () => {
    const result = await run('gl', denverStore('Champa Street Two Losses LLC'), {
      answers: answering({ 'history.lossesPast3Years': '2' }),
    });
    expect(result.outcome).toMatchObject({ kind: 'referred' });
    expect((result.outcome as { message: string }).message).toMatch(
      /^Referred to a Larkspur underwriter: two losses/,
    );
  });

  it('declines roofing for appetite', async () => {
    const body = denverStore('Champa Street Roofing LLC', {
      generalLiability: { classCode: '91560', exposureBasis: 'payroll', exposure: 400_000 },
    });
    const result = await run('gl', body);
    expect(result.outcome).toEqual({
      kind: 'declined',
      appetite: true,
      message: 'Larkspur Mutual does not write roofing operations.',
    });
  });

  it('declines a business cancelled by its insurer for underwriting', async () => {
    const result = await run('bop', denverStore('Champa Street Cancelled LLC'), {
      answers: answering({ 'history.priorCancellation': true }),
    });
    expect(result.outcome).toMatchObject({ kind: 'declined', appetite: false });
  });
});
