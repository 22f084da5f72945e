// What a definition puts in a portal's control (docs/decisions/0034-the-portal-flow-as-data.md): a
// submission path (`input.businessName`), a `{ literal }`, or `{ from, <transforms in order> }` with the
// transforms of one fixed library (values.ts). A transform the library does not have, or an argument
// it does not take, is a schema error at its path; a path naming no field of the submission is a
// semantic one (flow-problems.ts).
import { type Static, Type } from 'typebox';
import { listTransforms } from './list-transforms-schema.ts';
import { namedMaps, namedValues } from './named-lists.ts';

const strict = { additionalProperties: false } as const;

export const ValuePath = Type.String({
  pattern:
    '^(input|generalLiability|businessOwners|workersComp|commercialAuto|umbrella|cyber|locations|ownersOfficers|lossHistory|lossFreeYears|priorInsurance|additionalInterests|item|job)(\\[\\])?(\\.[A-Za-z0-9_\\[\\]]+)*$',
  description:
    'A submission path (`input.businessName`, `businessOwners.yearBuilt`), `item.<field>` inside `each`, or `job.id` / `job.line`',
});

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

const NamedValues = Type.Enum(Object.keys(namedValues) as [string, ...string[]], {
  description: 'A named list of values the kit holds (named-lists.ts)',
});
const Offered = Type.Union([
  Type.Array(Type.Union([Type.Number(), Type.String({ pattern: '^[0-9]+(/[0-9]+)*$' })]), { minItems: 1 }),
  NamedValues,
]);
const TextMap = Type.Record(Type.String(), Type.String());

/** The transforms, each with the argument it takes; applied in the order the file writes them. */
export const transformSchemas = {
  date: Type.String({
    pattern: '^(YYYY|MM|DD)([-/.]?(YYYY|MM|DD)){0,2}$',
    description: 'A date written as the portal writes it: `YYYY-MM-DD`, `MM-DD-YYYY`, `MM/DD/YYYY`',
  }),
  money: Type.Literal(true, { description: 'Whole dollars as `$1,250,000`' }),
  digits: Type.Literal(true, {
    description: 'A number rounded to whole digits; text with its non-digits removed',
  }),
  map: Type.Union([TextMap, Type.Enum(Object.keys(namedMaps) as [string, ...string[]])], {
    description: 'Our value → the portal’s option; a value the map lacks gives nothing (a person is asked)',
  }),
  replace: Type.Record(Type.String(), Type.String(), {
    description: 'Like map, but a value the map lacks passes unchanged',
  }),
  mapPrefix: Type.Record(Type.String({ pattern: '^[0-9A-Za-z]+$' }), Type.String(), {
    description: 'By the longest key the value starts with (NAICS prefixes → a portal class)',
  }),
  atLeast: {
    ...Offered,
    description: 'The smallest offered at or above the value, else the largest (never less cover)',
  },
  atMost: {
    ...Offered,
    description: 'The largest offered at or below the value, else the smallest (never more out of pocket)',
  },
  nearest: { ...Offered, description: 'The offered value closest to the value (the lower on a tie)' },
  default: { ...Scalar, description: 'Used when there is no value yet' },
  sum: Type.Literal(true, {
    description: 'The numbers of `from` (a list of paths) added; missing ones count 0',
  }),
  first: Type.Literal(true, { description: 'The first of `from` (a list of paths) that has a value' }),
  join: Type.String({ description: 'The values of `from` (a list of paths) that have one, joined by this' }),
  yearsSince: Type.Literal(true, { description: 'Whole years from the value (a year) to today' }),
  yearOf: Type.Literal(true, { description: 'The year of a date' }),
  naicsTitle: Type.Literal(true, { description: 'A NAICS code → its 2022 title' }),
  upper: Type.Literal(true),
  lower: Type.Literal(true),
  noSpaces: Type.Literal(true),
  maxLength: Type.Integer({ minimum: 1 }),
  yesNo: Type.Union([Type.Literal(true), Type.Tuple([Type.String(), Type.String()])], {
    description: 'A yes/no as `Yes` / `No`, or as the two words given',
  }),
  limitPair: Type.Literal(true, { description: '`1000000/2000000` → `$1,000,000 / $2,000,000`' }),
  grouped: Type.Literal(true, {
    description: 'Amounts with thousands separators, no `$`: `1000000/2000000` → `1,000,000/2,000,000`',
  }),
  glExposure: Type.Object(
    {
      classes: Type.Object(
        Object.fromEntries(
          ['sales', 'payroll', 'area', 'units'].map((basis) => [
            basis,
            Type.Optional(Type.Array(Type.String())),
          ]),
        ),
        {
          additionalProperties: false,
          description: 'The carrier’s GL classes by premium basis (its `glClasses`)',
        },
      ),
      take: Type.Enum(['basis', 'amount']),
      whole: Type.Optional(
        Type.Literal(true, {
          description:
            'For a portal that takes one class and one exposure: the amount of every location of the class ' +
            '(`generalLiability.locationClassCodes` on the same class and basis added); none, and so asked ' +
            'of a person, when another location has another class',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'Of a GL class code: the exposure on the basis the carrier rates the class on, where the submission holds it under another name (gross sales, payroll, area), else the submission’s own; its basis or its amount',
    },
  ),
  count: Type.Literal(true, { description: 'How many elements a list has (an empty list: 0)' }),
  above: Type.Number({ description: 'Whether the number is greater than this: `true` / `false`' }),
  minLength: Type.Integer({
    minimum: 1,
    description: 'The text, trimmed, when it has at least this many characters; else nothing',
  }),
  max: Type.Literal(true, { description: 'The largest number of a list (`vehicles[].collisionDeductible`)' }),
  part: Type.Integer({
    minimum: 1,
    description: 'The nth amount of a split value (`100000/300000/50000`); a single amount is itself',
  }),
  yearsBefore: Type.Literal(true, {
    description: 'Of `from` [a year, a date]: whole years from the year to the date’s year, never below 0',
  }),
  ...listTransforms,
  template: Type.String({
    pattern: '\\{value\\}',
    description: 'Text with `{value}` where the value goes',
  }),
} as const;

export type TransformName = keyof typeof transformSchemas;
export const transformNames = Object.keys(transformSchemas) as TransformName[];

const Derived = Type.Object(
  {
    from: Type.Union([ValuePath, Type.Array(ValuePath, { minItems: 1 })]),
    ...Object.fromEntries(
      Object.entries(transformSchemas).map(([name, schema]) => [name, Type.Optional(schema)]),
    ),
  },
  { ...strict, description: 'A submission value through transforms, in the order written' },
);

export const ValueSchema = Type.Union(
  [
    ValuePath,
    Type.Object({ literal: Scalar }, { ...strict, description: 'This value, whatever the submission says' }),
    Derived,
  ],
  { description: 'What goes in a control: a submission path, a literal, or a path through transforms' },
);

/** A condition on the submission: the path's value equals (or does not) one of those given, or is present. */
export const ConditionSchema = Type.Object(
  {
    path: ValuePath,
    equals: Type.Optional(Type.Union([Scalar, Type.Array(Scalar)])),
    not: Type.Optional(Type.Union([Scalar, Type.Array(Scalar)])),
    present: Type.Optional(Type.Boolean()),
  },
  { ...strict, description: 'Holds when the path’s value is (or is not) one of those given, or is present' },
);

/** Each transform's argument, as the schema takes it. */
export type TransformArguments = { [K in TransformName]?: Static<(typeof transformSchemas)[K]> };
export type Value =
  | string
  | { literal: string | number | boolean }
  | ({ from: string | string[] } & TransformArguments);
export type Condition = Static<typeof ConditionSchema>;

/** Every path a value reads (for the known-path check). */
export function pathsOf(value: Value): string[] {
  if (typeof value === 'string') return [value];
  const record = value as Record<string, unknown>;
  if ('literal' in record) return [];
  return Array.isArray(record.from) ? (record.from as string[]) : [record.from as string];
}
