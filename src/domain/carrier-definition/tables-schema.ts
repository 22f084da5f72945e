// A screen's repeating tables beyond its `rows` (kit control: src/agents/definition/controls/tables.ts):
// each a list of the submission (only the elements `where` keeps), one row per element, rows added and
// removed by the portal's buttons; the fields some rows lack asked of a person as missing information by
// the row's place ("Owner 2 (Tomas Reyes): Title"), never guessed; fields whose choice redraws the rows
// filled first, one at a time.
import { type TSchema, Type } from 'typebox';
import { ValueSchema } from './value-schema.ts';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });

/** What a person is asked when a row's field has no value (a field of a table's row). */
export const askSchema = Type.Optional(
  Type.Object(
    {
      id: Type.String({
        pattern: '^[a-z0-9_]+$',
        description: 'The field’s part of the question id (`title`)',
      }),
      label: Type.String({ minLength: 1, description: 'The column as the person is told it (`Title`)' }),
      type: Type.Union([Type.Literal('text'), Type.Literal('choice'), Type.Literal('money')]),
      choices: Type.Optional(Type.Array(Text, { minItems: 1 })),
      hint: Type.Optional(Text),
    },
    {
      ...strict,
      description:
        'Asked as missing information when the row lacks it: `<carrier>:<row id>_<id>`, its text `<place>: <label>`',
    },
  ),
);

export const tablesSchema = <F extends TSchema>(field: F) =>
  Type.Optional(
    Type.Array(
      Type.Object(
        {
          each: Type.String({
            description: 'The submission’s list: one row per element kept (`item.<field>`)',
          }),
          where: Type.Optional(
            Type.Array(
              Type.Object(
                { value: ValueSchema, equals: Type.Union([Type.String(), Type.Number(), Type.Boolean()]) },
                strict,
              ),
              { description: 'Only the elements for which each value equals this' },
            ),
          ),
          count: Type.String({ description: 'The label of one control per row (a regular expression)' }),
          add: Text,
          remove: Type.String({ pattern: '\\{n\\}', description: 'The button removing row `{n}`' }),
          max: Type.Integer({ minimum: 1, description: 'The most rows the portal takes' }),
          what: Type.String({ minLength: 1, description: 'What the rows are called in a refusal' }),
          id: Type.String({
            pattern: '\\{n\\}',
            description: 'A row’s part of the question ids (`owner_{n}`)',
          }),
          place: Type.String({
            minLength: 1,
            description: 'A row as a person is told it: `{n}` its number, `{item.<field>}` its values',
          }),
          detail: Type.Optional(
            Type.String({
              description: 'A field of the element told in parentheses after the place, when given',
            }),
          ),
          first: Type.Optional(
            Type.Array(Text, {
              description:
                'Labels (`{n}`) of fields filled before the others, one at a time (a choice that redraws the rows)',
            }),
          ),
          fields: Type.Array(field, { minItems: 1, description: 'A row’s fields, `{n}` its number' }),
        },
        { ...strict, description: 'A repeating table of the screen' },
      ),
    ),
  );
