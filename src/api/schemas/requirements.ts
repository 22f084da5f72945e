// A carrier's requirements on one line as GET /v1/carriers publishes them (domain/carriers/requirements.ts):
// what its portal requires, accepts, offers and writes, so a partner can send a complete submission.
import { type Static, Type } from 'typebox';

const Field = Type.String({
  description: 'Submission field path; `[]` means every element',
  examples: ['input.fein'],
});
const Label = Type.String({ description: "The portal's own label", examples: ['Tax ID (FEIN)'] });
const Outcome = Type.Union([Type.Literal('refused'), Type.Literal('referred'), Type.Literal('declined')], {
  description: 'What the carrier does with a value outside the range',
});
const Basis = Type.Union([
  Type.Literal('payroll'),
  Type.Literal('sales'),
  Type.Literal('area'),
  Type.Literal('units'),
]);

export const RequirementsView = Type.Object(
  {
    maxDaysAhead: Type.Integer({
      description: 'Latest effective date the portal takes, in days after today',
    }),
    requiredFields: Type.Array(
      Type.Object({
        field: Field,
        label: Label,
        exceptBusinessTypes: Type.Optional(Type.Array(Type.String())),
      }),
      { description: 'Fields the portal requires that the API leaves optional' },
    ),
    asked: Type.Array(
      Type.Object({
        field: Field,
        label: Label,
        ownersOnly: Type.Optional(
          Type.Boolean({ description: 'Asked only when `businessOwners.buildingOwned` is true' }),
        ),
        answersOnly: Type.Optional(
          Type.Object(
            {
              value: Type.Union([Type.Boolean(), Type.Number()]),
              when: Type.String({ examples: ['when there were none'] }),
            },
            {
              description:
                'The field answers the question only with this value (claimsLastFiveYears: 0 when there were none); with another a person is still asked',
            },
          ),
        ),
        minLength: Type.Optional(
          Type.Integer({
            description: 'A text answers only when at least this long; a shorter one is asked too',
          }),
        ),
        notAskedWhen: Type.Optional(
          Type.Object(
            {
              field: Field,
              value: Type.Union([Type.Boolean(), Type.Number(), Type.String()]),
            },
            { description: 'Not asked when this other field (any element, with `[]`) holds this value' },
          ),
        ),
      }),
      {
        description:
          "Fields the submission may leave out that answer a question of the portal (`label`, the portal's wording): " +
          "without one a person is asked during the run, and the create warns. A field in another line's object " +
          '(generalLiability for a BOP) is asked for only when the submission carries that object',
      },
    ),
    businessTypesAsked: Type.Array(Type.String(), {
      description: 'Business types the portal has no legal entity for: a person picks one',
    }),
    ranges: Type.Array(
      Type.Object({
        field: Field,
        label: Label,
        min: Type.Optional(Type.Number()),
        max: Type.Optional(Type.Number()),
        outcome: Outcome,
      }),
    ),
    options: Type.Array(
      Type.Object({
        field: Field,
        label: Label,
        values: Type.Array(Type.String(), { description: 'Limits as 1000000/2000000, amounts as digits' }),
        otherwise: Type.Union([Type.Literal('refused'), Type.Literal('closest')], {
          description: 'A value not offered: the job does not quote it, or quotes the closest option offered',
        }),
      }),
    ),
    glClasses: Type.Optional(
      Type.Array(Type.Object({ code: Type.String(), basis: Basis }), {
        description: 'GL classes written, each on its premium basis; absent: any ISO class on any basis',
      }),
    ),
    wcClasses: Type.Optional(
      Type.Array(Type.Object({ code: Type.String(), notIn: Type.Optional(Type.Array(Type.String())) }), {
        description: 'WC classes written, and the states where a class is not offered',
      }),
    ),
    wcCrosswalk: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Class codes the portal lists under another number',
      }),
    ),
    glSalesAtMostRevenue: Type.Optional(Type.Boolean()),
    underlying: Type.Optional(
      Type.Object(
        {
          requiredOneOf: Type.Array(Type.String()),
          minimums: Type.Record(Type.String(), Type.String(), {
            description: 'Lowest limits per line, part by part',
          }),
          employersLiabilityWithEmployees: Type.Optional(Type.Boolean()),
        },
        { description: "An umbrella portal's rules on the schedule of underlying policies" },
      ),
    ),
    garagingStates: Type.Optional(
      Type.Array(Type.String(), { description: 'States a vehicle may be garaged in, by its garaging ZIP' }),
    ),
    driverMinAge: Type.Optional(Type.Object({ years: Type.Integer(), outcome: Outcome })),
  },
  { $id: 'CarrierRequirements' },
);

export type RequirementsViewT = Static<typeof RequirementsView>;
