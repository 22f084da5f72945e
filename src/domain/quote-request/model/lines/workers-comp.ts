// `workersComp`: payroll by state and class (ACORD 130 style). Required when `wc` is requested.
import { type Static, Type } from 'typebox';
import { Count, Flag, Formatted, StateCode, Text } from '../fields.ts';

export const WorkersCompClassCode = Type.Object(
  {
    state: StateCode('State the payroll is earned in.'),
    classCode: Formatted('wcClassCode', 4, {
      description: 'NCCI (or state bureau) class code.',
      example: '9082',
    }),
    payroll: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1e11,
      description: 'Annual payroll for this class, US dollars.',
      examples: [860_000],
    }),
    employees: Count(1_000_000, { description: 'Employees in this class.', example: 26 }),
    description: Type.Optional(Text(200, { description: 'Class description.', example: 'Restaurant NOC' })),
    locationId: Type.Optional(
      Formatted('scheduleId', 40, {
        description:
          'A location id from `locations[]` the payroll is earned at; absent: the primary location.',
        example: '1',
      }),
    ),
  },
  { additionalProperties: false },
);

export const WorkersComp = Type.Object(
  {
    classCodes: Type.Array(WorkersCompClassCode, {
      minItems: 1,
      maxItems: 100,
      description: 'Payroll by state and class code.',
    }),
    experienceMod: Type.Optional(
      Type.Number({
        minimum: 0.2,
        maximum: 10,
        description: 'Experience modification factor; omit when the business has none (1.00).',
        examples: [0.95],
      }),
    ),
    employersLiabilityLimit: Formatted('limitTriple', 32, {
      description: "Employers' liability: each accident/disease policy limit/disease each employee.",
      example: '500000/500000/500000',
    }),
    ownersIncluded: Flag({ description: 'Owners and officers are covered.', example: false }),
    waiverOfSubrogation: Type.Optional(
      Flag({ description: 'Blanket waiver of subrogation.', example: false }),
    ),
    usesSubcontractors: Type.Optional(
      Flag({ description: 'The business uses subcontractors.', example: false }),
    ),
    claimsLastThreeYears: Type.Optional(
      Count(10_000, {
        description: 'WC claims in the last three years; derived from `lossHistory` when that is sent.',
        example: 1,
      }),
    ),
    priorCarrier: Type.Optional(
      Text(200, { description: 'Current or prior WC carrier.', example: 'Texas Mutual' }),
    ),
  },
  { additionalProperties: false, description: "Workers' compensation data." },
);

export type WorkersCompClassCode = Static<typeof WorkersCompClassCode>;
export type WorkersComp = Static<typeof WorkersComp>;
