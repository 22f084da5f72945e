// A result's terms as numbers, the same on every carrier (src/domain/coverage.ts reads them), with
// the carrier's own words beside.
import { Type } from 'typebox';

const amount = (description: string) => Type.Optional(Type.Number({ description }));

export const CoverageView = Type.Object(
  {
    limits: Type.Union(
      [
        Type.Object(
          {
            perOccurrence: amount('bop, gl, umbrella: each occurrence'),
            aggregate: amount('bop, gl, umbrella: general aggregate; cyber: the policy aggregate'),
            eachAccident: amount("wc, employers' liability: bodily injury by accident, each accident"),
            diseasePolicyLimit: amount("wc, employers' liability: bodily injury by disease, policy limit"),
            diseaseEachEmployee: amount("wc, employers' liability: bodily injury by disease, each employee"),
            combinedSingleLimit: amount('auto: combined single limit'),
            bodilyInjuryPerPerson: amount('auto, split limits: bodily injury each person'),
            bodilyInjuryPerAccident: amount('auto, split limits: bodily injury each accident'),
            propertyDamage: amount('auto, split limits: property damage'),
          },
          {
            description:
              "The line's limits in US dollars, only those of its structure: bop and gl `{ perOccurrence, aggregate }`; " +
              'umbrella the same (a single umbrella limit is both); wc ' +
              '`{ eachAccident, diseasePolicyLimit, diseaseEachEmployee }`; auto `{ combinedSingleLimit }` or ' +
              '`{ bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage }`; cyber `{ aggregate }`',
          },
        ),
        Type.Null(),
      ],
      {
        description:
          'null when the carrier’s words are not the line’s amounts (`asQuoted.limits` holds them)',
      },
    ),
    deductible: Type.Union([Type.Number(), Type.Null()], {
      description:
        'US dollars (bop: property; gl: property damage; auto: physical damage). 0 when the carrier says ' +
        'there is none ("None", "$0"); null when the quote shows no deductible (cyber, umbrella and wc ' +
        'quotes carry none) or its words are not one amount (`asQuoted.deductible` holds them)',
      examples: [2500],
    }),
    retention: Type.Union([Type.Number(), Type.Null()], {
      description:
        "US dollars: cyber's retention, an umbrella's self-insured retention; 0 and null as for `deductible`",
    }),
    asQuoted: Type.Object(
      {
        limits: Type.Optional(Type.String({ examples: ['$1,000,000 Occurrence / $2,000,000 Aggregate'] })),
        deductible: Type.Optional(Type.String({ examples: ['$2,500'] })),
        retention: Type.Optional(Type.String()),
      },
      { description: "The carrier's own words for each term its quote page shows" },
    ),
  },
  {
    description:
      'The quote’s limits, deductible and retention as numbers in US dollars, the same on every carrier; ' +
      'read from the carrier’s words (`asQuoted`), never guessed. On every result the API answers; absent only ' +
      'from job.completed events recorded before it was added',
  },
);
