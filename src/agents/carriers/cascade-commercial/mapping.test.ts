import { describe, expect, it } from 'vitest';
import { washingtonOffice } from '../../../../test/fixtures/quote-request.ts';
import {
  businessValues,
  classCodeOf,
  closestLimit,
  closestRetention,
  entityOf,
  glExposure,
  knownLossHistory,
  termsFor,
} from './mapping.ts';
import { sameAddress } from './pages/business-page.ts';
import { coverageQuestionnaire, lossQuestionnaire } from './pages/questions.ts';

const office = () => washingtonOffice('Rainier Advisory LLC', 'CASCADE-UNIT');

describe('Cascade mapping', () => {
  it('quotes the closest option: never less cover, never more retained', () => {
    const limits = ['500000/1000000', '1000000/2000000', '2000000/4000000'];
    expect(closestLimit('1000000/2000000', limits)).toBe('1000000/2000000');
    expect(closestLimit('750000/1500000', limits)).toBe('1000000/2000000');
    expect(closestLimit('5000000/10000000', limits)).toBe('2000000/4000000');
    expect(closestRetention('3000', ['1000', '2500', '5000', '10000', '25000'])).toBe('2500');
    expect(closestRetention('250', ['500', '1000', '2500', '5000'])).toBe('500');
  });

  it('files each line on the option values Cascade offers, saying where they differ from the request', () => {
    const sub = office();
    sub.cyber!.aggregateLimit = 1_500_000;
    sub.cyber!.retention = 7500;
    expect(termsFor('cyber', sub)).toEqual({
      filed: { limits: '2000000', deductible: '5000' },
      values: {
        'Aggregate limit': '2000000',
        Retention: '5000',
        'Records with personal information': 'under100k',
      },
    });
    expect(termsFor('bop', office()).filed).toEqual({ limits: '1000000/2000000', deductible: '1000' });
    expect(termsFor('gl', office()).values['Property damage deductible']).toBe('0');
  });

  it('writes the business as Cascade asks it; an entity it has no word for is left to a person', () => {
    const sub = office();
    expect(businessValues(sub, entityOf(sub)!)).toMatchObject({
      entity: 'Limited liability company',
      revenue: '850000',
      state: 'WA',
      zip: '98101',
    });
    sub.input.businessType = 'other';
    expect(entityOf(sub)).toBeUndefined();
  });

  it('takes the GL class for every line when Cascade lists it, else leaves it to the NAICS search', () => {
    const sub = office();
    expect(classCodeOf('bop', sub)).toBe('41677');
    sub.generalLiability!.classCode = '16910';
    expect(classCodeOf('gl', sub)).toBe('16910');
    expect(classCodeOf('cyber', sub)).toBeUndefined();
  });

  it('sends the GL exposure on the basis Cascade rates the class on, or asks for it', () => {
    const sub = office();
    sub.generalLiability = { ...sub.generalLiability!, exposureBasis: 'payroll', exposure: 520_000 };
    expect(glExposure(sub, '41677')).toEqual({ basis: 'sales', amount: '850000' });
    const units = coverageQuestionnaire('gl', sub, '60010', []);
    expect(units.questions).toEqual([
      {
        id: 'cascade-commercial:gl_exposure_units',
        text: 'Exposure for class 60010: number of units',
        type: 'integer',
      },
    ]);
    expect(units.read({ 'cascade-commercial:gl_exposure_units': '24' }).values.Exposure).toBe('24');
  });

  it('knows a loss history of none from the submission, else asks the line’s losses', () => {
    expect(knownLossHistory('gl', office())).toEqual({ count: '0', incurred: '0', open: false });
    expect(knownLossHistory('cyber', office())).toEqual({ count: '0', incurred: '0', open: false });
    const asked = lossQuestionnaire('bop', office());
    expect(asked.questions.map((q) => q.id)).toEqual([
      'cascade-commercial:losses_past_3_years_bop',
      'cascade-commercial:total_incurred_past_3_years_bop',
      'cascade-commercial:open_claims_bop',
    ]);
    const none = asked.read({
      'cascade-commercial:losses_past_3_years_bop': '0',
      'cascade-commercial:total_incurred_past_3_years_bop': '5000',
      'cascade-commercial:open_claims_bop': true,
    });
    expect(none).toEqual({ count: '0', incurred: '0', open: false });
  });

  it('asks the cyber answers the submission lacks in one list, PCI only after cards', () => {
    const sub = office();
    sub.cyber = {
      ...sub.cyber!,
      acceptsPaymentCards: undefined,
      securityControls: { mfa: true, encryption: true, backups: true },
    };
    const questionnaire = coverageQuestionnaire('cyber', sub, '41677', []);
    expect(questionnaire.questions.map((q) => [q.id, q.when?.questionId])).toEqual([
      ['cascade-commercial:accepts_payment_cards', undefined],
      ['cascade-commercial:pci_compliant', 'cascade-commercial:accepts_payment_cards'],
      ['cascade-commercial:edr', undefined],
      ['cascade-commercial:security_training', undefined],
      ['cascade-commercial:incident_response_plan', undefined],
    ]);
    const values = questionnaire.read({
      'cascade-commercial:accepts_payment_cards': false,
      'cascade-commercial:edr': true,
      'cascade-commercial:security_training': false,
      'cascade-commercial:incident_response_plan': true,
    }).values;
    expect(values['Does the business accept payment cards?']).toBe('No');
    expect(values['Is the business PCI DSS compliant?']).toBeUndefined();
    expect(values['Do employees complete security awareness training every year?']).toBe('No');
  });

  it('takes the standardized address only when it is the same place written the postal way', () => {
    expect(
      sameAddress(
        '1201 THIRD AVE STE 400 SEATTLE, WA 98101-2314',
        '1201 Third Avenue, Suite 400 Seattle, WA 98101',
      ),
    ).toBe(true);
    expect(sameAddress('1 MAIN ST BELLEVUE, WA 98004-1111', '1 Main Street Seattle, WA 98101')).toBe(false);
  });
});
