// Step 2, Coverage: the class (a combobox that searches as you type), the effective date (a date
// field with its calendar), and the line's limits, deductibles and questions. The class is the
// submission's own when Cascade lists it; else the portal's search by NAICS code lists Cascade's classes
// for the business: one is taken, several are a person's choice (never ours), none is Cascade refusing
// the business. Everything a person must supply for the step is asked in one pause, and what the other
// locations' fieldsets need that the request lacks in one more (missing information, parts.ts).
import { type Fill, fillForm } from '../../../kit/fill.ts';
import {
  type Carry,
  type FormPage,
  fillPage,
  finishPage,
  judgeFill,
  type PageResult,
} from '../../../kit/form-page.ts';
import { CARRIER_NAME, type CascadeLine, classCodeOf, codeOfOption, termsFor } from '../mapping.ts';
import { firstBuildingBpp, firstBuildingLimit, otherLocations } from '../parts.ts';
import { fillOtherLocations } from './parts-page.ts';
import { answer, CYBER_WORDING, coverageQuestionnaire } from './questions.ts';
import { type CascadePage, CONTINUE, formPage, type StepContext } from './wizard-page.ts';

const CLASS = 'Class code';

/** Drop-downs picked by value (Cascade's values are our spellings); radios and texts by what they show. */
const BY_VALUE = new Set([
  'Limits (each occurrence / aggregate)',
  'Property damage deductible',
  'Liability limits (each occurrence / aggregate)',
  'Property deductible',
  'Construction type',
  'Aggregate limit',
  'Retention',
  'Records with personal information',
]);

export class CoveragePage implements CascadePage {
  readonly headings = ['Coverage'];
  readonly step = 'coverage';

  async complete(s: StepContext, carry: Carry): Promise<PageResult> {
    const { ctx } = s;
    const page = formPage(s, this.headings[0]!, CONTINUE);
    const known = classCodeOf(ctx.line, ctx.submission);
    const options = known ? [] : await classesForIndustry(page, ctx.submission.input.industryCode);
    if (!known && options.length === 0) {
      // A search the portal could not answer (maintenance, an outage) lists nothing either.
      await s.portal.screen();
      return {
        kind: 'rejected',
        message: `${CARRIER_NAME} lists no class code for NAICS ${ctx.submission.input.industryCode}.`,
      };
    }
    const single = options.length === 1 ? options[0] : undefined;
    const provisional = known ?? codeOfOption(single ?? '') ?? '';
    const answers = await answer(ctx, coverageQuestionnaire(ctx.line, ctx.submission, provisional, options));
    const classCode = known ?? codeOfOption(answers.classOption ?? single ?? '');
    if (!classCode) return { kind: 'rejected', message: `${CARRIER_NAME}: no class code was chosen.` };

    // What the other locations' fieldsets need that the request lacks: asked as missing information.
    const gaps = ctx.line === 'bop' ? otherLocations(ctx.submission) : undefined;
    const locations = gaps
      ? gaps.complete(
          gaps.questions.length > 0 ? await ctx.answerQuestions(gaps.questions, 'missing_information') : {},
        )
      : [];

    const terms = termsFor(ctx.line, ctx.submission);
    s.filed = terms.filed;
    const values = { ...lineValues(ctx.line, ctx.submission), ...terms.values, ...answers.values };
    const { [CYBER_WORDING.pci]: pci, ...now } = values;
    const fills: Fill[] = [
      { label: CLASS, value: classCode, search: classCode, kinds: ['combobox'], offered: true },
      { label: 'Policy effective date', value: ctx.submission.input.policyStartDate },
      ...Object.entries(now).map(([label, value]) => ({
        label,
        value,
        ...(BY_VALUE.has(label) ? { byValue: true } : {}),
      })),
    ];
    const refusal = await fillPage(page, fills, carry);
    if (refusal) {
      await s.portal.screen();
      return { kind: 'rejected', message: refusal };
    }
    // Shown only once the cards question is answered Yes.
    if (pci)
      judgeFill(
        await fillForm(page.root, [{ label: CYBER_WORDING.pci, value: pci }]),
        page.where,
        CARRIER_NAME,
      );
    // Location 1's fields are filled above, while no other location's repeat their labels.
    const placed = await fillOtherLocations(s, page, locations);
    if (placed) {
      await s.portal.screen();
      return { kind: 'rejected', message: placed };
    }
    return finishPage(page, carry);
  }
}

/** The line's own values the submission holds as they are (the rest comes from terms and answers). */
function lineValues(line: CascadeLine, submission: StepContext['ctx']['submission']): Record<string, string> {
  if (line !== 'bop') return {};
  const value = firstBuildingBpp(submission);
  const buildingLimit = firstBuildingLimit(submission);
  return {
    ...(value === undefined ? {} : { 'Business personal property limit (USD)': String(Math.round(value)) }),
    ...(buildingLimit === undefined ? {} : { 'Building limit (USD)': buildingLimit }),
  };
}

/**
 * Cascade's classes for a NAICS code, as its class-code search lists them ("41677 — Consultants,
 * NOC"): typed into the combobox, which offers them; none is chosen here.
 */
async function classesForIndustry(page: FormPage, naics: string): Promise<string[]> {
  const report = await fillForm(page.root, [
    { label: CLASS, value: naics, search: naics, kinds: ['combobox'], offered: true },
  ]);
  judgeFill({ ...report, missingOptions: [] }, page.where, CARRIER_NAME);
  return (report.missingOptions[0]?.offered ?? []).filter((option) => codeOfOption(option) !== undefined);
}
