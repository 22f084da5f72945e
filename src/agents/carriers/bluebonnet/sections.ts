// What to put in each section of AgentDesk's long form, found by the section's title (the page says
// "Section N of M: <title>"), and the step name each section is recorded under.
import { portalChanged } from '../../errors.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { FieldFill } from './fill.ts';
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
} from './mapping.ts';
import type { ApplicationPage, ScheduleNoun } from './pages/application-page.ts';
import {
  answerAll,
  autoUnderwriting,
  bopUnderwriting,
  buildingQuestions,
  cyberUnderwriting,
  legalEntityQuestion,
  paymentCardsQuestion,
} from './underwriting.ts';

/** A section ready to fill: the step it is recorded under; Save & Continue is the caller's. */
export interface Section {
  step: string;
  /** Fills the open section, asking a person where it must. */
  fill(form: ApplicationPage): Promise<void>;
}

type Ctx<L extends BluebonnetLine = BluebonnetLine> = PlaybookContext<L>;

interface SectionFill<C> {
  step: string;
  fill(ctx: C, form: ApplicationPage): Promise<void>;
}

const input = (ctx: Ctx) => ctx.submission.input;

const plain =
  <C>(fields: (ctx: C) => FieldFill[] | Promise<FieldFill[]>) =>
  async (ctx: C, form: ApplicationPage) =>
    form.fill(await fields(ctx));

/** The sections every line's form starts with. */
const COMMON: Record<string, SectionFill<Ctx>> = {
  'Applicant Information': {
    step: 'applicant',
    fill: plain(async (ctx) => [
      ...applicantFields(input(ctx)),
      ...(await answerAll(ctx, [legalEntityQuestion(input(ctx))])),
    ]),
  },
  'Business Location': { step: 'location', fill: plain((ctx) => locationFields(input(ctx))) },
  'Mailing Address': { step: 'location', fill: plain((ctx) => locationFields(input(ctx))) },
  'Business Operations': { step: 'operations', fill: plain((ctx) => operationsFields(input(ctx))) },
};

/** Each line's own sections, filled from its line object (optional for BOP, present for the others). */
const BOP: Record<string, SectionFill<Ctx<'bop'>>> = {
  'Building & Property': {
    step: 'property',
    fill: plain(async (ctx) => {
      const bop = ctx.submission.businessOwners;
      return [
        ...(await answerAll(ctx, buildingQuestions(bop))),
        totalInsuredValue(input(ctx), bop?.buildingOwned, bop?.buildingValue),
      ];
    }),
  },
  'Coverages & Deductibles': { step: 'coverages', fill: plain((ctx) => bopCoverageFields(input(ctx))) },
  'Underwriting Questions': {
    step: 'underwriting',
    fill: plain((ctx) => answerAll(ctx, bopUnderwriting(input(ctx), ctx.submission.businessOwners))),
  },
};

const AUTO: Record<string, SectionFill<Ctx<'auto'>>> = {
  'Vehicle Schedule': {
    step: 'vehicles',
    async fill(ctx, form) {
      const vehicles = ctx.submission.commercialAuto.vehicles;
      await matchRows(form, 'vehicle', 'Vehicle Schedule', vehicles.length);
      await form.fill(vehicleFields(vehicles, await form.vehicleLayout()));
    },
  },
  'Driver Schedule': {
    step: 'drivers',
    async fill(ctx, form) {
      const drivers = ctx.submission.commercialAuto.drivers;
      await matchRows(form, 'driver', 'Driver Schedule', drivers.length);
      await form.fill(driverFields(drivers));
    },
  },
  'Auto Coverages': {
    step: 'coverages',
    fill: plain((ctx) => autoCoverageFields(ctx.submission.commercialAuto)),
  },
  'Underwriting Questions': {
    step: 'underwriting',
    fill: plain((ctx) => answerAll(ctx, autoUnderwriting(ctx.submission.commercialAuto))),
  },
};

const CYBER: Record<string, SectionFill<Ctx<'cyber'>>> = {
  'Data & Security Controls': {
    step: 'security-controls',
    fill: plain(async (ctx) => [
      ...cyberControlFields(ctx.submission.cyber),
      ...(await answerAll(ctx, [paymentCardsQuestion(ctx.submission.cyber)])),
    ]),
  },
  'Cyber Coverage': { step: 'coverages', fill: plain((ctx) => cyberCoverageFields(ctx.submission.cyber)) },
  'Underwriting Questions': {
    step: 'underwriting',
    fill: plain((ctx) => answerAll(ctx, cyberUnderwriting(ctx.submission.cyber))),
  },
};

/** The section titled `title` on this job's form: a common one, or one of the job's line. */
export function sectionFor(ctx: Ctx, title: string): Section {
  const section = bind(COMMON[title], ctx) ?? lineSection(ctx, title);
  if (!section) throw portalChanged(`The AgentDesk application has a section we do not know: ${title}`);
  return section;
}

function lineSection(ctx: Ctx, title: string): Section | undefined {
  switch (ctx.line) {
    case 'bop':
      return bind(BOP[title], ctx);
    case 'auto':
      return bind(AUTO[title], ctx);
    case 'cyber':
      return bind(CYBER[title], ctx);
  }
}

const bind = <C>(section: SectionFill<C> | undefined, ctx: C): Section | undefined =>
  section && { step: section.step, fill: (form) => section.fill(ctx, form) };

/**
 * Gives a schedule one row per vehicle or driver. Add and Remove each post the form and come back
 * with the rows changed (AgentDesk refuses past its maximum, with its own message).
 */
async function matchRows(form: ApplicationPage, noun: ScheduleNoun, title: string, wanted: number) {
  await form.expand(title);
  let rows = await form.rowCount(noun);
  if (rows < 1) throw portalChanged(`The AgentDesk ${title} shows no rows`);
  while (rows !== wanted) {
    if (rows < wanted) await form.addRow(noun);
    else await form.removeRow(noun, rows);
    const now = await form.rowCount(noun);
    if (now === rows) throw portalChanged(`The AgentDesk ${title} did not change its rows`);
    rows = now;
  }
}
