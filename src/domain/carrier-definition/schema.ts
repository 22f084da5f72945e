// The carrier definition file (carriers/<id>.yaml, docs/decisions/0032-carrier-definitions-as-data.md):
// one TypeBox schema that validates a definition at load, gives its TypeScript types, and is exported
// as JSON Schema (carriers/carrier-definition.schema.json) for an editor's completion. Sections come in
// slices: identity, portal, session, MFA and lines (appetite and requirements); the portal's flow
// (pages, sign-in, own submissions, the wizard, extraction: flow-schema.ts, extract-schema.ts). Defaults that every carrier shares (the 60-day
// effective-date window, empty lists) are the schema's, and named lists (`building-facts`,
// `limits-500k-up`) are the kit's (named-lists.ts), so a file says only what is its own.
import { type Static, Type } from 'typebox';
import type { Line } from '../lines.ts';
import { businessTypes } from '../quote-request/vocabulary.ts';
import { flowSections } from './flow-schema.ts';
import {
  type NamedAsked as NamedAskedName,
  type NamedValues as NamedValuesName,
  namedAsked,
  namedValues,
} from './named-lists.ts';

const strict = { additionalProperties: false } as const;

const StateCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'Two-letter state code (DC included)' });
const SubmissionPath = Type.String({
  minLength: 1,
  description:
    'A submission path: `input.fein`, `[]` for every element (`workersComp.classCodes[].employees`)',
});
const Outcome = Type.Union([Type.Literal('refused'), Type.Literal('referred'), Type.Literal('declined')], {
  description: 'What the portal does with a value outside the range',
});
const BusinessType = Type.Enum(businessTypes, { description: 'A legal entity of the quote-request model' });
const Scalar = Type.Union([Type.Boolean(), Type.Number(), Type.String()]);

const RequiredField = Type.Object(
  {
    field: SubmissionPath,
    label: Type.String({ minLength: 1, description: "The portal's own label" }),
    exceptBusinessTypes: Type.Optional(Type.Array(BusinessType, { description: 'Not required of these' })),
  },
  strict,
);

const AskedField = Type.Object(
  {
    field: SubmissionPath,
    label: Type.String({ minLength: 1, description: "The portal's question" }),
    ownersOnly: Type.Optional(Type.Boolean({ description: 'Asked only when the insured owns the building' })),
    answersOnly: Type.Optional(
      Type.Object(
        { value: Type.Union([Type.Boolean(), Type.Number()]), when: Type.String({ minLength: 1 }) },
        { ...strict, description: 'The field answers the question only with this value' },
      ),
    ),
    minLength: Type.Optional(Type.Integer({ minimum: 1, description: 'A shorter text is asked for too' })),
    notAskedWhen: Type.Optional(
      Type.Object(
        { field: SubmissionPath, value: Scalar },
        { ...strict, description: 'Not asked when another field holds this value' },
      ),
    ),
  },
  strict,
);

const NamedAsked = Type.Enum(Object.keys(namedAsked) as [NamedAskedName, ...NamedAskedName[]], {
  description: 'A named list of asked fields the kit holds (named-lists.ts)',
});

const Range = Type.Object(
  {
    field: SubmissionPath,
    label: Type.String({ minLength: 1 }),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    outcome: Outcome,
  },
  strict,
);

const OptionList = Type.Object(
  {
    field: SubmissionPath,
    label: Type.String({ minLength: 1 }),
    values: Type.Union([
      Type.Array(Type.String({ pattern: '^[0-9]+(/[0-9]+)*$' }), {
        minItems: 1,
        description: 'Canonical spellings: limits as "1000000/2000000", amounts as digits',
      }),
      Type.Enum(Object.keys(namedValues) as [NamedValuesName, ...NamedValuesName[]], {
        description: 'A named list of values the kit holds (named-lists.ts)',
      }),
    ]),
    otherwise: Type.Union([Type.Literal('refused'), Type.Literal('closest')], {
      description: 'A value not offered is refused, or quoted at the closest option offered',
    }),
  },
  strict,
);

const ClassCode = Type.String({ pattern: '^[0-9]{4,5}$' });
const GlCodes = Type.Array(Type.String({ pattern: '^[0-9]{5}$' }), { uniqueItems: true });
const UnderlyingLine = Type.Enum(['gl', 'bop', 'auto', 'wc']);

const Requirements = Type.Object(
  {
    maxDaysAhead: Type.Optional(
      Type.Integer({ minimum: 1, default: 60, description: 'Latest effective date taken, days after today' }),
    ),
    requiredFields: Type.Optional(Type.Array(RequiredField)),
    asked: Type.Optional(Type.Array(Type.Union([AskedField, NamedAsked]))),
    businessTypesAsked: Type.Optional(
      Type.Array(BusinessType, { description: 'Legal entities the portal has no equivalent for' }),
    ),
    ranges: Type.Optional(Type.Array(Range)),
    options: Type.Optional(Type.Array(OptionList)),
    glClasses: Type.Optional(
      Type.Object(
        {
          sales: Type.Optional(GlCodes),
          payroll: Type.Optional(GlCodes),
          area: Type.Optional(GlCodes),
          units: Type.Optional(GlCodes),
        },
        {
          ...strict,
          description:
            'GL classes written, by the premium basis each is rated on (absent: any class, any basis)',
        },
      ),
    ),
    wcClasses: Type.Optional(
      Type.Array(
        Type.Union([
          ClassCode,
          Type.Object(
            {
              code: ClassCode,
              notIn: Type.Array(StateCode, { description: 'States the class is not offered in' }),
            },
            strict,
          ),
        ]),
        { description: 'WC classes written' },
      ),
    ),
    wcClassesNotIn: Type.Optional(
      Type.Array(StateCode, { description: 'States none of the listed WC classes is offered in' }),
    ),
    wcCrosswalk: Type.Optional(
      Type.Record(ClassCode, ClassCode, { description: 'Class codes the portal lists under another number' }),
    ),
    glSalesAtMostRevenue: Type.Optional(Type.Boolean()),
    underlying: Type.Optional(
      Type.Object(
        {
          requiredOneOf: Type.Array(UnderlyingLine, { minItems: 1 }),
          minimums: Type.Object(
            {
              gl: Type.Optional(Type.String()),
              bop: Type.Optional(Type.String()),
              auto: Type.Optional(Type.String()),
              wc: Type.Optional(Type.String()),
            },
            strict,
          ),
          employersLiabilityWithEmployees: Type.Optional(Type.Boolean()),
        },
        strict,
      ),
    ),
    garagingStates: Type.Optional(Type.Array(StateCode)),
    driverMinAge: Type.Optional(
      Type.Object({ years: Type.Integer({ minimum: 14, maximum: 30 }), outcome: Outcome }, strict),
    ),
  },
  { ...strict, description: 'What the portal requires, accepts, offers and writes on the line' },
);

const Appetite = Type.Object(
  {
    states: Type.Optional(
      Type.Array(StateCode, { description: 'States written; absent: every state and DC' }),
    ),
    statesExcept: Type.Optional(Type.Array(StateCode, { description: 'Every state and DC but these' })),
    naicsPrefixes: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{2,6}$' }), { minItems: 1 })),
    maxAnnualRevenue: Type.Optional(Type.Integer({ minimum: 1 })),
    maxEmployees: Type.Optional(Type.Integer({ minimum: 1 })),
    stateNotes: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), Type.String({ minLength: 1 }), {
        description: 'Why a state is not written, when worth telling',
      }),
    ),
  },
  { ...strict, description: 'Where and whom the line is written for' },
);

const LineSchema = Type.Object(
  { appetite: Type.Optional(Appetite), requirements: Type.Optional(Requirements) },
  strict,
);

export const CarrierDefinitionSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({ pattern: '^[a-z][a-z0-9-]{1,62}$', description: 'The carrier id partners send' }),
    name: Type.String({ minLength: 1 }),
    portal: Type.Union(
      [
        Type.Object({ origin: Type.String({ pattern: '^https?://[^/]+$' }) }, strict),
        Type.Object(
          { sandbox: Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'Sandbox host name' }) },
          strict,
        ),
      ],
      {
        description: 'The portal origin, or a sandbox portal by host name (resolved where the sandbox runs)',
      },
    ),
    sandbox: Type.Boolean({ description: 'One of our fictional sandbox portals' }),
    listOrder: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Where the carrier is listed (GET /v1/carriers, the app, dispatch); absent: after those with one, by id',
      }),
    ),
    session: Type.Optional(
      Type.Object(
        {
          tabs: Type.Optional(
            Type.Integer({
              minimum: 1,
              default: 1,
              description: 'Tabs one signed-in session of the portal allows',
            }),
          ),
        },
        strict,
      ),
    ),
    mfa: Type.Optional(
      Type.Object(
        {
          kinds: Type.Optional(
            Type.Array(Type.Enum(['totp', 'sms', 'email']), {
              description: 'Second factors the portal asks for',
            }),
          ),
          emailSenders: Type.Optional(
            Type.Array(Type.String({ pattern: '^[^@\\sA-Z]+@[^@\\sA-Z]+$' }), {
              description: 'Addresses the portal e-mails sign-in codes from (lower case)',
            }),
          ),
        },
        strict,
      ),
    ),
    lineDefaults: Type.Optional(
      Type.Object(
        { appetite: Type.Optional(Appetite), requirements: Type.Optional(Requirements) },
        { ...strict, description: "What every line of this carrier shares; a line's own keys replace it" },
      ),
    ),
    lines: Type.Object(
      {
        bop: Type.Optional(LineSchema),
        gl: Type.Optional(LineSchema),
        wc: Type.Optional(LineSchema),
        auto: Type.Optional(LineSchema),
        umbrella: Type.Optional(LineSchema),
        cyber: Type.Optional(LineSchema),
      },
      {
        ...strict,
        minProperties: 1,
        description: 'The lines written, by line id',
      },
    ),
    // The portal's flow (decision 0034): all or none; with it the definition alone is a playbook.
    ...flowSections,
  },
  {
    ...strict,
    $id: 'https://quoting-service.example/carrier-definition.schema.json',
    title: 'Carrier definition',
  },
);

export type CarrierDefinition = Static<typeof CarrierDefinitionSchema>;

export type LineDefinition = Static<typeof LineSchema>;
export type AppetiteDefinition = Static<typeof Appetite>;
export type RequirementsDefinition = Static<typeof Requirements>;

/** The schema's lines are exactly the service's (lines.ts): a compile error otherwise. */
export const everyLineDefined: [Line] extends [keyof CarrierDefinition['lines']]
  ? [keyof CarrierDefinition['lines']] extends [Line]
    ? true
    : never
  : never = true;
