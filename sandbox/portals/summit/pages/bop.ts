// Businessowners steps: Location & Building (Building.aspx) and Coverages (Coverages.aspx).
import type { FastifyInstance } from 'fastify';
import type { SummitApp } from '../app.ts';
import { esc, type Option, radioListRow, readForm, selectRow, textRow, YES_NO } from '../html.ts';
import {
  CONSTRUCTION_TYPES,
  LIABILITY_LIMITS,
  MEDICAL_EXPENSE,
  PROPERTY_DEDUCTIBLES,
  STATE_NAMES,
} from '../reference.ts';
import { registerStepPage, type StepPage } from '../step-page.ts';
import type { BopCoverageData, BuildingData, FieldError, FormValues } from '../types.ts';
import { parseMoney, parseWholeNumber } from '../validate.ts';
import {
  parsePremises,
  premisesForm,
  premisesPostback,
  readPremises,
  renderPremises,
} from './bop-premises.ts';

const INTERESTS: Option[] = [
  { value: 'O', text: 'Owner' },
  { value: 'T', text: 'Tenant' },
];
const MAX_TIV = 10_000_000;
const BUILDING_FIELDS = [
  'ddlInterest',
  'txtBuildingLimit',
  'txtBPPLimit',
  'ddlConstruction',
  'txtYearBuilt',
  'txtSqFt',
  'rblSprinklered',
];

export const buildingPage: StepPage<BuildingData> = {
  key: 'building',
  read: (body) => readPremises(body, readForm(body, BUILDING_FIELDS)),
  toForm: ({ building: b }): FormValues => ({
    ...premisesForm(b?.others),
    ...(b
      ? {
          ddlInterest: b.interest === 'owner' ? 'O' : 'T',
          txtBuildingLimit: b.buildingLimit.toLocaleString('en-US'),
          txtBPPLimit: b.bppLimit ? b.bppLimit.toLocaleString('en-US') : '',
          ddlConstruction: b.construction,
          txtYearBuilt: String(b.yearBuilt),
          txtSqFt: String(b.squareFeet),
          rblSprinklered: b.sprinklered ? 'Y' : 'N',
        }
      : {}),
  }),
  postback: premisesPostback,
  parse(form, { now }) {
    const errors: FieldError[] = [];
    const fail = (field: string, message: string) => errors.push({ field, message });
    const v = (id: string) => (form[id] ?? '').trim();
    if (!INTERESTS.some((o) => o.value === v('ddlInterest')))
      fail('ddlInterest', "Applicant's Interest is required.");
    const building = parseMoney(v('txtBuildingLimit'));
    const bpp = v('txtBPPLimit') ? parseMoney(v('txtBPPLimit')) : 0;
    if (!v('txtBuildingLimit')) fail('txtBuildingLimit', 'Building Limit is required.');
    else if (building === undefined)
      fail('txtBuildingLimit', 'Building Limit must be a whole dollar amount.');
    else if (building === 0 && v('ddlInterest') === 'O')
      fail(
        'txtBuildingLimit',
        'Building Limit must be greater than $0 when the applicant owns the building.',
      );
    if (bpp === undefined)
      fail('txtBPPLimit', 'Business Personal Property Limit must be a whole dollar amount.');
    if (building !== undefined && bpp !== undefined) {
      if (building + bpp === 0)
        fail('txtBuildingLimit', 'Enter a Building Limit or a Business Personal Property Limit.');
      if (building + bpp > MAX_TIV)
        fail(
          'txtBuildingLimit',
          'Total insured value over $10,000,000 cannot be quoted in AgentLink. Please contact your underwriter.',
        );
    }
    if (!CONSTRUCTION_TYPES.some((o) => o.value === v('ddlConstruction')))
      fail('ddlConstruction', 'Construction Type is required.');
    const year = parseWholeNumber(v('txtYearBuilt'));
    const thisYear = now.getUTCFullYear();
    if (!v('txtYearBuilt')) fail('txtYearBuilt', 'Year Built is required.');
    else if (year === undefined || year < 1800 || year > thisYear)
      fail('txtYearBuilt', `Year Built must be a 4-digit year between 1800 and ${thisYear}.`);
    const area = parseWholeNumber(v('txtSqFt'));
    if (!v('txtSqFt')) fail('txtSqFt', 'Total Square Feet is required.');
    else if (!area || area > 500_000)
      fail('txtSqFt', 'Total Square Feet must be a whole number between 1 and 500,000.');
    if (!['Y', 'N'].includes(v('rblSprinklered')))
      fail('rblSprinklered', 'Indicate whether the building is fully sprinklered.');
    const premises = parsePremises(form, thisYear);
    errors.push(...premises.errors);
    if (errors.length) return { errors };
    return {
      errors,
      data: {
        interest: v('ddlInterest') === 'O' ? 'owner' : 'tenant',
        buildingLimit: building ?? 0,
        bppLimit: bpp ?? 0,
        construction: v('ddlConstruction'),
        yearBuilt: year ?? 0,
        squareFeet: area ?? 0,
        sprinklered: v('rblSprinklered') === 'Y',
        ...(premises.rows.length ? { others: premises.rows } : {}),
      },
    };
  },
  save: (draft, data) => {
    draft.building = data;
  },
  render(form, errors, { draft }) {
    const a = draft.applicant;
    const address = a ? `${a.address}, ${a.city}, ${STATE_NAMES[a.state] ?? a.state} ${a.zip}` : '';
    const o = (extra: object = {}) => ({ errors, ...extra });
    return `<h2 class="section">Location 1</h2><table class="form">
<tr><td class="lbl">Premises Address:</td><td class="ctl" id="ctl00_MainContent_lblPremises">${esc(address)} <span class="hint">(from the mailing address)</span></td></tr>
${selectRow("Applicant's Interest", 'ddlInterest', INTERESTS, form, o({ required: true }))}
</table><h2 class="section">Property Values</h2><table class="form">
${textRow('Building Limit', 'txtBuildingLimit', form, o({ required: true, maxlength: 15, size: 15, hint: '($, replacement cost)' }))}
${textRow('Business Personal Property Limit', 'txtBPPLimit', form, o({ maxlength: 15, size: 15, hint: '($, leave blank if none)' }))}
</table><h2 class="section">Building Characteristics</h2><table class="form">
${selectRow('Construction Type', 'ddlConstruction', CONSTRUCTION_TYPES, form, o({ required: true }))}
${textRow('Year Built', 'txtYearBuilt', form, o({ required: true, maxlength: 4, size: 5, hint: '(YYYY)' }))}
${textRow('Total Square Feet', 'txtSqFt', form, o({ required: true, maxlength: 7, size: 8 }))}
${radioListRow('Is the building fully sprinklered?', 'rblSprinklered', YES_NO, form, o({ required: true }))}
</table>${renderPremises(form, errors, a)}`;
  },
};

const TERRORISM: Option[] = [
  { value: 'A', text: 'Accept' },
  { value: 'R', text: 'Reject' },
];
const COVERAGE_FIELDS = ['ddlOccAgg', 'ddlPropDeductible', 'ddlMedExp', 'rblTerrorism'];

export const coveragesPage: StepPage<BopCoverageData> = {
  key: 'coverages',
  read: (body) => readForm(body, COVERAGE_FIELDS),
  toForm: ({ coverages: c }): FormValues =>
    c
      ? {
          ddlOccAgg: c.limitCode,
          ddlPropDeductible: String(c.deductible),
          ddlMedExp: String(c.medicalExpense),
          rblTerrorism: c.terrorism ? 'A' : 'R',
        }
      : { ddlMedExp: '5000', rblTerrorism: 'A' },
  parse(form) {
    const errors: FieldError[] = [];
    const v = (id: string) => (form[id] ?? '').trim();
    if (!LIABILITY_LIMITS.some((l) => l.value === v('ddlOccAgg')))
      errors.push({ field: 'ddlOccAgg', message: 'Select the Each Occurrence / Aggregate limits.' });
    if (!PROPERTY_DEDUCTIBLES.some((d) => d.value === v('ddlPropDeductible')))
      errors.push({ field: 'ddlPropDeductible', message: 'Property Deductible is required.' });
    if (!MEDICAL_EXPENSE.some((d) => d.value === v('ddlMedExp')))
      errors.push({ field: 'ddlMedExp', message: 'Medical Expense limit is required.' });
    if (!TERRORISM.some((t) => t.value === v('rblTerrorism')))
      errors.push({
        field: 'rblTerrorism',
        message: 'Accept or reject Certified Acts of Terrorism coverage.',
      });
    if (errors.length) return { errors };
    return {
      errors,
      data: {
        limitCode: v('ddlOccAgg'),
        deductible: Number(v('ddlPropDeductible')),
        medicalExpense: Number(v('ddlMedExp')),
        terrorism: v('rblTerrorism') === 'A',
      },
    };
  },
  save: (draft, data) => {
    draft.coverages = data;
  },
  render(form, errors) {
    const o = (extra: object = {}) => ({ errors, ...extra });
    return `<h2 class="section">Business Liability</h2><table class="form">
${selectRow('Each Occurrence / Aggregate', 'ddlOccAgg', LIABILITY_LIMITS, form, o({ required: true }))}
${selectRow('Medical Expense (Any One Person)', 'ddlMedExp', MEDICAL_EXPENSE, form, o({ required: true }))}
<tr><td class="lbl">Products-Completed Operations:</td><td class="ctl">Equal to General Aggregate</td></tr>
</table><h2 class="section">Property</h2><table class="form">
${selectRow('Property Deductible', 'ddlPropDeductible', PROPERTY_DEDUCTIBLES, form, o({ required: true }))}
<tr><td class="lbl">Business Income:</td><td class="ctl">Actual Loss Sustained, 12 months (included)</td></tr>
</table><h2 class="section">Terrorism</h2><table class="form">
${radioListRow('Certified Acts of Terrorism (TRIA)', 'rblTerrorism', TERRORISM, form, o({ required: true, hint: 'Premium is shown on the quote.' }))}
</table>`;
  },
};

export function registerBopPages(fastify: FastifyInstance, app: SummitApp) {
  registerStepPage(fastify, app, buildingPage);
  registerStepPage(fastify, app, coveragesPage);
}
