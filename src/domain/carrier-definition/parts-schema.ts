// Parameters of the kit's control for repeating parts (controls/parts.ts): the parts of a full
// submission a portal takes one region each (a location's fieldset, a building's, a loss's row), added by
// a button where the region is not shown yet, its fields filled within it (labels repeat from one region
// to the next). A value the submission lacks is asked of a person as missing information, never guessed;
// the parts' totals fill the screen's own controls (a loss count beside a loss table).
import { type Static, Type } from 'typebox';
import { ConditionSchema, ValueSchema } from './value-schema.ts';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });

const PartField = Type.Object(
  {
    label: Text,
    value: ValueSchema,
    when: Type.Optional(ConditionSchema),
    byValue: Type.Optional(Type.Boolean({ description: 'Choose an option by its value attribute' })),
    words: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'The value’s words → an option: the first pattern (a regular expression) that matches',
      }),
    ),
    otherwise: Type.Optional(Type.String({ description: 'With `words`: the option when none matches' })),
    ask: Type.Optional(
      Type.Object(
        {
          slug: Type.String({ pattern: '^[a-z0-9_]+$', description: 'The question id’s end' }),
          type: Type.Union([
            Type.Literal('text'),
            Type.Literal('integer'),
            Type.Literal('money'),
            Type.Literal('yes_no'),
            Type.Literal('choice'),
          ]),
          choices: Type.Optional(Type.Array(Text, { minItems: 1 })),
          answer: Type.Optional(
            Type.Record(Type.String(), Type.String(), { description: 'The answer → what the control takes' }),
          ),
          hint: Type.Optional(Text),
        },
        { ...strict, description: 'Asked as missing information when the value is empty' },
      ),
    ),
  },
  strict,
);

const partProperties = {
  each: Type.String({
    minLength: 1,
    description: 'The list: a submission path, or `item.<field>` of the outer part',
  }),
  pick: Type.Optional(
    Type.Union([Type.Literal('primary'), Type.Literal('others')], {
      description: 'Of locations: the primary one only (flagged, else the first), or the others',
    }),
  ),
  skip: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Elements left out at the start (the screen’s own)' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, description: 'At most this many elements (after `skip`)' }),
  ),
  start: Type.Optional(Type.Integer({ minimum: 1, description: 'The number of the first part; default 1' })),
  when: Type.Optional(ConditionSchema),
  since: Type.Optional(
    Type.Object(
      { path: Text, years: Type.Integer({ minimum: 1 }) },
      {
        ...strict,
        description: 'Only elements whose date (MM/DD/YYYY) is within the past years, today included',
      },
    ),
  ),
  orEmpty: Type.Optional(Type.Boolean({ description: 'An empty list is one part with nothing known' })),
  region: Type.Optional(
    Type.String({ description: 'The part’s element id: `{n}` its number, `{o}` the outer’s' }),
  ),
  add: Type.Optional(Type.String({ description: 'The button adding it where its region is not shown yet' })),
  name: Text,
  slug: Type.String({
    pattern: '^[a-z0-9_{}]+$',
    description: 'Its questions’ id start (`location_{o}_building_{n}`)',
  }),
  fields: Type.Array(PartField),
};

const Inner = Type.Object(partProperties, { ...strict, description: 'The parts within each part' });

const Total = Type.Object(
  {
    label: Text,
    count: Type.Optional(Type.Literal(true, { description: 'How many parts' })),
    sum: Type.Optional(Type.Array(Text, { minItems: 1, description: 'Those fields of every part added' })),
    any: Type.Optional(
      Type.Object(
        { label: Text, equals: Text },
        { ...strict, description: 'Yes when a part’s field says so' },
      ),
    ),
  },
  { ...strict, description: 'A control of the screen filled from the parts; no question is asked for it' },
);

export const PartsSchema = Type.Object(
  {
    ...partProperties,
    inner: Type.Optional(Inner),
    totals: Type.Optional(
      Type.Array(Total, { description: 'Filled only when the list is in the submission' }),
    ),
  },
  {
    ...strict,
    description: 'Repeating parts in regions of their own (kit control: controls/parts.ts)',
  },
);

export const partsScreenExtras = { parts: Type.Optional(Type.Array(PartsSchema)) };

export type PartsDefinition = Static<typeof PartsSchema>;
export type InnerPartsDefinition = Static<typeof Inner>;
export type PartFieldDefinition = Static<typeof PartField>;
