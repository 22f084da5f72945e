// What to put in each section of AgentDesk's long form, found by the section's title (the page says
// "Section N of M: <title>"), and the step name each section is recorded under.
import type { BusinessOwners } from '../../../domain/quote-request/model/lines/business-owners.ts';
import type { CommercialAuto } from '../../../domain/quote-request/model/lines/commercial-auto.ts';
import type { Cyber } from '../../../domain/quote-request/model/lines/cyber.ts';
import { AgentError, portalChanged } from '../../errors.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { FieldFill } from './fill.ts';
import {
  applicantFields,
  autoCoverageFields,
  bopCoverageFields,
  cyberControlFields,
  cyberCoverageFields,
  driverFields,
  type Input,
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

export interface Section {
  step: string;
  /** Fills the open section, asking a person where it must; Save & Continue is the caller's. */
  fill(ctx: PlaybookContext, form: ApplicationPage): Promise<void>;
}

const input = (ctx: PlaybookContext) => ctx.submission.input as Input;
const bop = (ctx: PlaybookContext) => ctx.submission.businessOwners as BusinessOwners | undefined;

function lineObject<T>(ctx: PlaybookContext, key: string): T {
  const object = ctx.submission[key];
  if (!object) throw new AgentError('internal_error', `The submission has no ${key} for ${ctx.line}`);
  return object as T;
}
const auto = (ctx: PlaybookContext) => lineObject<CommercialAuto>(ctx, 'commercialAuto');
const cyber = (ctx: PlaybookContext) => lineObject<Cyber>(ctx, 'cyber');

const plain =
  (fields: (ctx: PlaybookContext) => FieldFill[] | Promise<FieldFill[]>) =>
  async (ctx: PlaybookContext, form: ApplicationPage) =>
    form.fill(await fields(ctx));

const SECTIONS: Record<string, Section> = {
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
  'Building & Property': {
    step: 'property',
    fill: plain(async (ctx) => [
      ...(await answerAll(ctx, buildingQuestions(bop(ctx)))),
      totalInsuredValue(input(ctx), bop(ctx)?.buildingOwned, bop(ctx)?.buildingValue),
    ]),
  },
  'Coverages & Deductibles': { step: 'coverages', fill: plain((ctx) => bopCoverageFields(input(ctx))) },
  'Vehicle Schedule': {
    step: 'vehicles',
    async fill(ctx, form) {
      const vehicles = auto(ctx).vehicles;
      await matchRows(form, 'vehicle', 'Vehicle Schedule', vehicles.length);
      await form.fill(vehicleFields(vehicles, await form.vehicleLayout()));
    },
  },
  'Driver Schedule': {
    step: 'drivers',
    async fill(ctx, form) {
      const drivers = auto(ctx).drivers;
      await matchRows(form, 'driver', 'Driver Schedule', drivers.length);
      await form.fill(driverFields(drivers));
    },
  },
  'Auto Coverages': { step: 'coverages', fill: plain((ctx) => autoCoverageFields(auto(ctx))) },
  'Data & Security Controls': {
    step: 'security-controls',
    fill: plain(async (ctx) => [
      ...cyberControlFields(cyber(ctx)),
      ...(await answerAll(ctx, [paymentCardsQuestion(cyber(ctx))])),
    ]),
  },
  'Cyber Coverage': { step: 'coverages', fill: plain((ctx) => cyberCoverageFields(cyber(ctx))) },
  'Underwriting Questions': {
    step: 'underwriting',
    fill: plain(async (ctx) => {
      if (ctx.line === 'bop') return answerAll(ctx, bopUnderwriting(input(ctx), bop(ctx)));
      if (ctx.line === 'auto') return answerAll(ctx, autoUnderwriting(auto(ctx)));
      return answerAll(ctx, cyberUnderwriting(cyber(ctx)));
    }),
  },
};

export function sectionFor(title: string): Section {
  const section = SECTIONS[title];
  if (!section) throw portalChanged(`The AgentDesk application has a section we do not know: ${title}`);
  return section;
}

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
