// The sections of AgentDesk's long form as the kit's wizard pages, each recognised by its title ("Section
// N of M: <title>") and recorded under its step: what to put in it (the mapping's fields, questions a
// person answers), filled by the kit, then Save & Continue by the kit's form page. Last comes the form
// with every section complete, which Save & Continue sends on to Get Rates.
import type { CommercialAuto } from '../../../../domain/quote-request/model/lines/commercial-auto.ts';
import type { Fill } from '../../../kit/fill.ts';
import { type Carry, fillPage, finishPage, type PageResult } from '../../../kit/form-page.ts';
import type { WizardPage } from '../../../kit/wizard.ts';
import type { PlaybookContext } from '../../../playbook.ts';
import {
  applicantFields,
  autoCoverageFields,
  type BluebonnetLine,
  bopCoverageFields,
  cyberControlFields,
  cyberCoverageFields,
  driverFields,
  locationFields,
  operationsFields,
  totalInsuredValue,
  vehicleFields,
} from '../mapping.ts';
import type { AgentDesk } from './agentdesk.ts';
import { formPage, matchRows, type ScheduleNoun } from './application-page.ts';
import {
  answerAll,
  autoUnderwriting,
  bopUnderwriting,
  buildingQuestions,
  cyberUnderwriting,
  legalEntityQuestion,
  paymentCardsQuestion,
} from './underwriting.ts';

export interface StepContext<L extends BluebonnetLine = BluebonnetLine> {
  desk: AgentDesk;
  ctx: PlaybookContext<L>;
}

export type Section<L extends BluebonnetLine = BluebonnetLine> = WizardPage<StepContext<L>>;

/** The heading the wizard knows the form by once every section is complete. */
export const ALL_COMPLETE = 'All sections are complete';

/** Fills the open section (fields carried from earlier sections too), then saves it. */
async function fillAndSave(s: StepContext, carry: Carry, where: string, fills: Fill[]): Promise<PageResult> {
  const page = formPage(s.desk, s.ctx, where);
  const refusal = await fillPage(page, fills, carry);
  return refusal ? { kind: 'rejected', message: refusal } : finishPage(page, carry);
}

/** A section filled with what `fills` gives for the job. */
function section<L extends BluebonnetLine>(
  headings: string[],
  step: string,
  fills: (s: StepContext<L>) => Fill[] | Promise<Fill[]>,
): Section<L> {
  return {
    headings,
    step,
    // A context on line L is one on a Bluebonnet line (TypeScript cannot tell for an open L).
    complete: async (s, carry) => fillAndSave(s as StepContext, carry, headings[0]!, await fills(s)),
  };
}

/** A schedule's section: one row per vehicle or driver first (each Add posts the form), then the rows. */
function schedule(
  title: string,
  step: string,
  noun: ScheduleNoun,
  rows: (auto: CommercialAuto) => { count: number; fills: Fill[] },
): Section<'auto'> {
  return {
    headings: [title],
    step,
    async complete(s, carry) {
      const { count, fills } = rows(s.ctx.submission.commercialAuto);
      const refused = await matchRows(s.desk, noun, title, count);
      if (refused) return { kind: 'rejected', message: refused };
      return fillAndSave(s, carry, title, fills);
    },
  };
}

const input = (s: StepContext) => s.ctx.submission.input;

/** The sections every line's form starts with. */
const COMMON: Section[] = [
  section(['Applicant Information'], 'applicant', async (s) => [
    ...applicantFields(input(s)),
    ...(await answerAll(s.ctx, [legalEntityQuestion(input(s))])),
  ]),
  section(['Business Location', 'Mailing Address'], 'location', (s) => locationFields(input(s))),
  section(['Business Operations'], 'operations', (s) => operationsFields(input(s))),
];

const BOP: Section<'bop'>[] = [
  section(['Building & Property'], 'property', async (s: StepContext<'bop'>) => {
    const bop = s.ctx.submission.businessOwners;
    return [
      ...(await answerAll(s.ctx, buildingQuestions(bop))),
      totalInsuredValue(input(s), bop?.buildingOwned, bop?.buildingValue),
    ];
  }),
  section(['Coverages & Deductibles'], 'coverages', (s) => bopCoverageFields(input(s))),
  section(['Underwriting Questions'], 'underwriting', (s: StepContext<'bop'>) =>
    answerAll(s.ctx, bopUnderwriting(input(s), s.ctx.submission.businessOwners)),
  ),
];

const AUTO: Section<'auto'>[] = [
  schedule('Vehicle Schedule', 'vehicles', 'vehicle', ({ vehicles }) => ({
    count: vehicles.length,
    fills: vehicleFields(vehicles),
  })),
  schedule('Driver Schedule', 'drivers', 'driver', ({ drivers }) => ({
    count: drivers.length,
    fills: driverFields(drivers),
  })),
  section(['Auto Coverages'], 'coverages', (s: StepContext<'auto'>) =>
    autoCoverageFields(s.ctx.submission.commercialAuto),
  ),
  section(['Underwriting Questions'], 'underwriting', (s: StepContext<'auto'>) =>
    answerAll(s.ctx, autoUnderwriting(s.ctx.submission.commercialAuto)),
  ),
];

const CYBER: Section<'cyber'>[] = [
  section(['Data & Security Controls'], 'security-controls', async (s: StepContext<'cyber'>) => {
    const cyber = s.ctx.submission.cyber;
    return [...cyberControlFields(cyber), ...(await answerAll(s.ctx, [paymentCardsQuestion(cyber)]))];
  }),
  section(['Cyber Coverage'], 'coverages', (s: StepContext<'cyber'>) =>
    cyberCoverageFields(s.ctx.submission.cyber),
  ),
  section(['Underwriting Questions'], 'underwriting', (s: StepContext<'cyber'>) =>
    answerAll(s.ctx, cyberUnderwriting(s.ctx.submission.cyber)),
  ),
];

/** Every section complete (a draft found again after its last save): Save & Continue goes to Get Rates. */
const REVIEW: Section = {
  headings: [ALL_COMPLETE],
  step: 'review',
  async complete(s) {
    const submitted = await formPage(s.desk, s.ctx, ALL_COMPLETE).submit();
    return submitted.moved ? { kind: 'next' } : { kind: 'rejected', message: submitted.errors.join(' ') };
  },
};

/** Each line's form, section by section. */
export const SECTIONS: { [L in BluebonnetLine]: Section<L>[] } = {
  bop: [...COMMON, ...BOP, REVIEW],
  auto: [...COMMON, ...AUTO, REVIEW],
  cyber: [...COMMON, ...CYBER, REVIEW],
};
