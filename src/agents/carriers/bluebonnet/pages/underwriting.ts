// What AgentDesk asks that our submission may not say: underwriting questions and, for a BOP, the
// building facts our `businessOwners` object leaves optional. Each question has the id answers are
// remembered by (canonical from src/agents/questions.ts where one means the same thing, else
// `bluebonnet:<slug>`), AgentDesk's own wording (the label filled and the text a person reads), and
// the answer when the submission already gives it. The rest go to a person in one call per page.
import type { BusinessOwners } from '../../../../domain/quote-request/model/lines/business-owners.ts';
import type { CommercialAuto } from '../../../../domain/quote-request/model/lines/commercial-auto.ts';
import type { Cyber } from '../../../../domain/quote-request/model/lines/cyber.ts';
import { AgentError } from '../../../errors.ts';
import type { Fill } from '../../../kit/fill.ts';
import type { Answer, PlaybookContext, UnderwritingQuestion } from '../../../playbook.ts';
import { CONSTRUCTION, ENTITY_CHOICES, type Input, legalEntity, yesNo } from '../mapping.ts';

export interface PortalQuestion {
  id: string;
  /** The field's label (a radio group's legend): also the question a person is shown. */
  label: string;
  type: UnderwritingQuestion['type'];
  choices?: string[];
  /** The submission's answer; undefined means a person is asked. */
  known?: Answer;
}

/** Fields for every question: the submission's answers, and one call to a person for the rest. */
export async function answerAll(ctx: PlaybookContext, questions: PortalQuestion[]): Promise<Fill[]> {
  const open = questions.filter((q) => q.known === undefined);
  const given = open.length
    ? await ctx.answerQuestions(
        open.map((q) => ({
          id: q.id,
          text: q.label,
          type: q.type,
          ...(q.choices && { choices: q.choices }),
        })),
      )
    : {};
  return questions.map((q) => toField(q, q.known ?? given[q.id]));
}

function toField(q: PortalQuestion, given: Answer | undefined): Fill {
  const unusable = () =>
    new AgentError('internal_error', `The answer to "${q.label}" (${q.id}) does not fit AgentDesk's field`);
  if (given === undefined || given === '') throw unusable();
  if (q.type === 'yes_no') {
    const yes = asYesNo(given);
    if (yes === undefined) throw unusable();
    return yesNo(q.label, yes);
  }
  if (q.type === 'choice') {
    const choice = matchChoice(String(given), q.choices ?? []);
    if (!choice) throw unusable();
    return { label: q.label, value: choice };
  }
  // Years and counts arrive checked and as digits (src/domain/questions/check-answer.ts): typed as is,
  // never pulled out of a longer text, where "6,500-7,000" once became 65007000.
  return { label: q.label, value: String(given) };
}

export function asYesNo(given: Answer): boolean | undefined {
  if (typeof given === 'boolean') return given;
  if (/^(y|yes|true)$/i.test(given.trim())) return true;
  if (/^(n|no|false)$/i.test(given.trim())) return false;
  return undefined;
}

/**
 * A choice by its text (any case), or a count remembered from another portal's wording of the same
 * question: 0 is "None", and a count past the last number is "N or more".
 */
export function matchChoice(given: string, choices: string[]): string | undefined {
  const wanted = given.trim().toLowerCase();
  const exact = choices.find((c) => c.toLowerCase() === wanted);
  if (exact || !/^\d+\+?$/.test(wanted)) return exact;
  const count = Number.parseInt(wanted, 10);
  if (count === 0) return choices.find((c) => /^(none|0)$/i.test(c));
  return (
    choices.find((c) => c === String(count)) ??
    choices.find((c) => {
      const floor = /^(\d+) or more$/i.exec(c)?.[1];
      return floor !== undefined && count >= Number(floor);
    })
  );
}

export const legalEntityQuestion = (input: Input): PortalQuestion => ({
  id: 'bluebonnet:legal_entity',
  label: 'Legal Entity',
  type: 'choice',
  choices: ENTITY_CHOICES,
  known: legalEntity(input.businessType),
});

/** Building & Property facts; the submission's `businessOwners` answers whichever it has. */
export function buildingQuestions(bop: BusinessOwners | undefined): PortalQuestion[] {
  const owned = bop?.buildingOwned;
  return [
    {
      id: 'bluebonnet:premises_interest',
      label: "Applicant's Interest in Premises",
      type: 'choice',
      choices: ['Owner occupant', 'Tenant'],
      known: owned === undefined ? undefined : owned ? 'Owner occupant' : 'Tenant',
    },
    {
      id: 'building.constructionType',
      label: 'Construction Type',
      type: 'choice',
      choices: Object.values(CONSTRUCTION),
      known: bop?.constructionType && CONSTRUCTION[bop.constructionType],
    },
    {
      id: 'building.yearBuilt',
      label: 'Year Built',
      type: 'year',
      known: bop?.yearBuilt?.toString(),
    },
    {
      id: 'building.squareFeet',
      label: 'Square Footage',
      type: 'integer',
      known: bop?.squareFeet?.toString(),
    },
    {
      id: 'building.sprinklered',
      label: 'Is the building fully sprinklered?',
      type: 'yes_no',
      known: bop?.sprinklered,
    },
  ];
}

export function bopUnderwriting(input: Input, bop: BusinessOwners | undefined): PortalQuestion[] {
  // The roof's age on the effective date, when we know the year it was last replaced.
  const effectiveYear = Number(input.policyStartDate.slice(-4));
  const roofAge = bop?.roofUpdatedYear ? String(Math.max(0, effectiveYear - bop.roofUpdatedYear)) : undefined;
  return [
    {
      id: 'history.lossesPast3Years',
      label: 'How many property or liability losses has the applicant had in the past 3 years?',
      type: 'choice',
      choices: ['None', '1', '2', '3 or more'],
    },
    {
      id: 'operations.alcoholSales',
      label: 'Does the applicant sell or serve alcoholic beverages?',
      type: 'yes_no',
    },
    {
      id: 'bluebonnet:roof_age',
      label: 'Age of roof (years)',
      type: 'integer',
      known: roofAge,
    },
    {
      id: 'bluebonnet:unrepaired_damage',
      label: 'Is there any unrepaired hail, wind or water damage at the premises?',
      type: 'yes_no',
    },
    {
      id: 'bluebonnet:other_operations',
      label: 'Describe any other operations at this location (enter None if none)',
      type: 'text',
    },
  ];
}

export function autoUnderwriting(auto: CommercialAuto): PortalQuestion[] {
  // Our driver data can only ever say Yes here (it has violation counts, not DWIs).
  const manyViolations = auto.drivers.some((d) => (d.violationsLastThreeYears ?? 0) > 2);
  return [
    {
      // Not the canonical `hazardous_materials` ("haul, store or handle"): a business that stores
      // hazmat but never hauls placarded loads would be declined here on that answer.
      id: 'bluebonnet:placarded_hazmat',
      label: 'Are any vehicles used to transport hazardous materials requiring placards?',
      type: 'yes_no',
    },
    {
      id: 'bluebonnet:for_hire',
      label: 'Are any vehicles used for hire, ride-share or delivery for others?',
      type: 'yes_no',
    },
    {
      id: 'bluebonnet:driver_violations',
      label: 'Has any driver had more than two moving violations or any DWI in the past 3 years?',
      type: 'yes_no',
      known: manyViolations ? true : undefined,
    },
    {
      id: 'bluebonnet:mvr_before_hire',
      label: 'Does the applicant obtain motor vehicle records (MVRs) on all drivers before hire?',
      type: 'yes_no',
    },
  ];
}

export const paymentCardsQuestion = (cyber: Cyber): PortalQuestion => ({
  id: 'bluebonnet:accepts_payment_cards',
  label: 'Does the applicant accept payment cards?',
  type: 'yes_no',
  known: cyber.acceptsPaymentCards,
});

export const cyberUnderwriting = (cyber: Cyber): PortalQuestion[] => [
  {
    id: 'cyber.priorIncident',
    label: 'In the past 5 years, has the applicant had a data breach, ransomware event or cyber claim?',
    type: 'yes_no',
    known: cyber.priorIncidents,
  },
  {
    id: 'bluebonnet:known_circumstances',
    label: 'Is the applicant aware of any circumstance that could give rise to a cyber claim?',
    type: 'yes_no',
  },
  {
    id: 'bluebonnet:vendor_insurance',
    label: 'Does the applicant require IT vendors to carry their own liability insurance?',
    type: 'yes_no',
  },
];
