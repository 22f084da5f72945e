// What a screen states once filled, checked against the submission before it is saved (kit control:
// src/agents/definition/controls/stated.ts): a portal that says how it will rate what was chosen ("Premium
// basis: Gross sales, …") is refused our data when that is not what the submission's value was given on,
// so nothing is rated on another basis than the one the amount is.
import { Type } from 'typebox';
import { ValueSchema } from './value-schema.ts';

export const statedSchema = Type.Optional(
  Type.Array(
    Type.Object(
      {
        text: Type.String({
          minLength: 1,
          description:
            'The statement, its first group what is compared (a regular expression: `^Premium basis: ([^,]+),`)',
        }),
        value: { ...ValueSchema, description: 'What it must say (any case)' },
        refusal: Type.String({
          minLength: 1,
          description:
            'The refusal when it says otherwise: `{stated}` what it says, `{value}` ours (lower case)',
        }),
      },
      { additionalProperties: false },
    ),
    { description: 'Statements the screen shows once filled, each checked before it is saved' },
  ),
);
