// `generalLiability`: the GL rating basis (ACORD 126 style). Required when `gl` is requested.
import { type Static, Type } from 'typebox';
import { exposureBases } from '../../vocabulary.ts';
import { Choice, Count, Dollars, Flag, Formatted } from '../fields.ts';

export const maxGlLocationClassCodes = 100;

/** A further class at a location; the line-level class is the primary location's. */
export const GlLocationClassCode = Type.Object(
  {
    locationId: Formatted('scheduleId', 40, {
      description: 'A location id from `locations[]`.',
      example: '2',
    }),
    classCode: Formatted('glClassCode', 5, { description: 'ISO GL class code.', example: '10100' }),
    exposureBasis: Choice(exposureBases, { description: 'What `exposure` measures.', example: 'sales' }),
    exposure: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1e12,
      description: 'Amount of the exposure basis at this location.',
      examples: [420_000],
    }),
  },
  { additionalProperties: false },
);

export const GeneralLiability = Type.Object(
  {
    classCode: Formatted('glClassCode', 5, {
      description: 'ISO GL class code of the primary location.',
      example: '16910',
    }),
    exposureBasis: Choice(exposureBases, { description: 'What `exposure` measures.', example: 'sales' }),
    exposure: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1e12,
      description: 'Amount of the exposure basis: dollars of payroll or sales, square feet, or units.',
      examples: [2_400_000],
    }),
    limits: Formatted('limitPair', 21, {
      description: 'Per occurrence/aggregate limits.',
      example: '1000000/2000000',
    }),
    productsCompletedOpsAggregate: Type.Optional(
      Dollars(0, 1e9, { description: 'Products-completed operations aggregate limit.', example: 2_000_000 }),
    ),
    medicalExpenseLimit: Type.Optional(
      Dollars(0, 1e6, { description: 'Medical expense limit, any one person.', example: 5000 }),
    ),
    damageToRentedPremisesLimit: Type.Optional(
      Dollars(0, 1e8, { description: 'Damage to premises rented to you.', example: 100_000 }),
    ),
    hiredNonOwnedAuto: Type.Optional(
      Flag({ description: 'Add hired and non-owned auto liability.', example: true }),
    ),
    subcontractorCost: Type.Optional(
      Dollars(0, 1e11, { description: 'Annual cost of subcontracted work, dollars.', example: 0 }),
    ),
    additionalInsureds: Type.Optional(
      Count(1000, { description: 'Number of additional insureds to schedule.', example: 1 }),
    ),
    claimsLastFiveYears: Type.Optional(
      Count(1000, {
        description: 'GL claims in the last five years; derived from `lossHistory` when that is sent.',
        example: 0,
      }),
    ),
    locationClassCodes: Type.Optional(
      Type.Array(GlLocationClassCode, {
        maxItems: maxGlLocationClassCodes,
        description:
          'Class codes and exposures at other locations (or further classes at the primary), by location id.',
      }),
    ),
  },
  { additionalProperties: false, description: 'General liability data.' },
);

export type GlLocationClassCode = Static<typeof GlLocationClassCode>;
export type GeneralLiability = Static<typeof GeneralLiability>;
