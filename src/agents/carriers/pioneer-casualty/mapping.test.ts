// The Pioneer mapping, questions and extraction without a browser: formats, the layout-2 street split,
// what the submission answers itself, follow-ups, and the decision page's numbers.
import { describe, expect, it } from 'vitest';
import { fullLinesBody, validCreateBody } from '../../../../test/fixtures/quote-request.ts';
import type { Submission } from '../../../domain/quote-request/model/submission.ts';
import { outcomeOf, quoteOf } from './extract.ts';
import { applicantFills, dateParts, experienceModText, splitStreet, umbrellaFills } from './mapping.ts';
import type { OutcomeView } from './pages/outcome-page.ts';
import { buildingQuestionnaire, matchChoice } from './pages/questions.ts';
import { type PageQuestion, underwritingQuestionnaire } from './pages/underwriting-questions.ts';

const asSubmission = (body: Submission) => body;

describe('Pioneer mapping', () => {
  it('splits a street for layout 2 so ProducerNet saves the same address', () => {
    expect(splitStreet('412 Court Avenue, Suite 200')).toEqual({
      number: '412',
      name: 'Court Avenue',
      suite: 'Suite 200',
    });
    expect(splitStreet('600 Congress Ave')).toEqual({ number: '600', name: 'Congress Ave', suite: '' });
  });

  it('formats dates for the selects and the experience mod', () => {
    expect(dateParts('03/01/2026')).toEqual({ month: '03', day: '01', year: '2026' });
    expect(experienceModText(0.95)).toBe('0.95');
    expect(experienceModText(undefined)).toBe('1.00');
    expect(experienceModText(0.875)).toBe('0.875');
  });

  it("knows each applicant field by both layouts' labels, the street whole or in parts", () => {
    const fills = applicantFills(asSubmission(validCreateBody()), 'LLC (Limited Liability Company)');
    expect(fills[0]).toMatchObject({ group: 'Proposed Effective Date', label: 'Month', byValue: true });
    expect(fills.find((f) => f.label === 'Named Insured')).toMatchObject({
      also: ['Insured Name'],
      value: 'Lone Star Smokehouse LLC',
    });
    const street = fills.filter((f) => f.either === 'street').map((f) => [f.label, f.value]);
    expect(street).toEqual([
      ['Street Address', '600 Congress Ave'],
      ['Street Number', '600'],
      ['Street Name', 'Congress Ave'],
      ['Suite / Unit', ''],
    ]);
  });

  it('schedules the underlying policies by line, picking options by value', () => {
    const fills = umbrellaFills(asSubmission(fullLinesBody()), 1);
    const value = (label: string) => fills.find((f) => f.label === label)?.value;
    expect(value('Umbrella Limit')).toBe('2000000');
    expect(value('General Liability Limits')).toBe('1000000/2000000');
    expect(value('Auto Liability Limit')).toBe('1000000');
    expect(value('Number of Owned Vehicles')).toBe('1');
    expect(value('Employers Liability Carrier')).toBe('Texas Mutual');
  });
});

describe('Pioneer questions', () => {
  it('asks the replacement cost as a follow-up of ownership and ignores it for a tenant', () => {
    const body = validCreateBody();
    delete body.businessOwners;
    const questionnaire = buildingQuestionnaire(asSubmission(body), ['Frame', 'Joisted Masonry']);
    expect(questionnaire.questions[1]).toMatchObject({
      id: 'pioneer-casualty:building_replacement_cost',
      when: { questionId: 'pioneer-casualty:building_owned', answer: true },
    });
    const building = questionnaire.read({
      'pioneer-casualty:building_owned': false,
      'building.constructionType': 'frame',
      'building.yearBuilt': '1998',
      'building.squareFeet': '4,200 sq ft',
      'building.sprinklered': 'yes',
    });
    expect(building).toEqual({
      owned: false,
      buildingValue: '',
      construction: 'Frame',
      yearBuilt: '1998',
      squareFeet: '4200',
      sprinklered: true,
    });
  });

  it('matches loss counts given in other words', () => {
    const choices = ['None', '1', '2', '3 or more'];
    expect(matchChoice('0', choices)).toBe('None');
    expect(matchChoice('no losses', choices)).toBe('None');
    expect(matchChoice('2', choices)).toBe('2');
    expect(matchChoice('5', choices)).toBe('3 or more');
  });

  it('answers from the submission what it knows and asks the rest', () => {
    const body = validCreateBody({
      businessOwners: { burglarAlarm: 'central_station', occupiedPercent: 100 },
      workersComp: { claimsLastThreeYears: 4, usesSubcontractors: false, priorCarrier: 'EMC Insurance' },
    });
    const shown: PageQuestion[] = [
      {
        text: 'Is the premises protected by a central station burglar alarm?',
        type: 'yes_no',
        required: true,
      },
      { text: 'Are there any uninsured subcontractors?', type: 'yes_no', required: true },
      {
        text: 'Number of losses in the past 3 years',
        type: 'choice',
        choices: ['None', '1', '2', '3 or more'],
        required: true,
      },
      { text: 'Current or prior carrier', type: 'text', required: false },
      { text: 'Is there a new question?', type: 'yes_no', required: true },
    ];
    const wc = underwritingQuestionnaire(asSubmission(body), 'wc', shown);
    expect(wc.questions.map((q) => q.id)).toEqual(['pioneer-casualty:is_there_a_new_question']);
    const bop = underwritingQuestionnaire(asSubmission(body), 'bop', shown);
    expect(bop.questions.map((q) => q.id)).toEqual([
      'history.lossesPast3Years',
      'pioneer-casualty:current_carrier_bop',
      'pioneer-casualty:is_there_a_new_question',
    ]);
    const text = shown.map((q) => q.text);
    expect(wc.read({ 'pioneer-casualty:is_there_a_new_question': false })).toEqual([
      { label: text[0], value: 'Yes' },
      { label: text[1], value: 'No' },
      { label: text[2], value: '3 or more', offered: true },
      { label: text[3], value: 'EMC Insurance' },
      { label: text[4], value: 'No' },
    ]);
  });
});

describe('Pioneer extraction', () => {
  it('reads the quote: money with credits negative, limits, deductible and dates in our formats', () => {
    const view: OutcomeView = {
      heading: 'Submission PN26000001',
      banner: 'Quote issued',
      message: 'This quote is bindable through 04/30/2026.',
      summary: [
        ['Quote Number', 'PCQ-BOP-1234567'],
        ['Effective Date', '03/01/2026'],
        ['Liability Limits', '$1,000,000 Occurrence / $2,000,000 Aggregate'],
        ['Property Deductible', '$2,500'],
        ['Quote Valid Through', '04/30/2026'],
      ],
      premium: [
        ['Property', '$3,093'],
        ['Protective Device Credit', '$-1,621'],
        ['Total Annual Premium', '$1,472'],
      ],
      url: 'http://pioneer.localhost/producernet/submissions/PN26000001/outcome',
    };
    expect(quoteOf(view, 'bop')).toMatchObject({
      quoteNumber: 'PCQ-BOP-1234567',
      annualPremium: 1472,
      quoteType: 'bindable',
      policyStartDate: '03/01/2026',
      limits: '1000000/2000000',
      deductible: '2500',
      quoteExpiresAt: '04/30/2026',
      premiumBreakdown: [
        { label: 'Property', amount: 3093 },
        { label: 'Protective Device Credit', amount: -1621 },
      ],
    });
  });

  it('tells a class decline found again by search from an underwriting decline', () => {
    const view = (message: string): OutcomeView => ({
      heading: 'Submission PN26000001',
      banner: 'Submission Declined',
      message,
      summary: [],
      premium: [],
      url: 'http://pioneer.localhost/producernet/submissions/PN26000001/outcome',
    });
    const options = { line: 'bop' as const, declinedAtClassification: false };
    expect(
      outcomeOf(
        view('Pioneer Casualty does not have an eligible class for NAICS 722511 (Full-Service Restaurants).'),
        options,
      ),
    ).toMatchObject({ kind: 'declined', appetite: true });
    expect(
      outcomeOf(
        view(
          'Pioneer Casualty does not write risks that manufacture products for aircraft, automotive or medical use.',
        ),
        options,
      ),
    ).toMatchObject({ kind: 'declined', appetite: false });
  });
});
