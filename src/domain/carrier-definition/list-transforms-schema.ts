// Transforms of the fixed library (value-schema.ts spreads these in; values.ts runs them) that pick a
// piece out of a value: an element of a list by one of its fields, a part of a text by a pattern, and
// a number written with a fixed range of decimals; and nothing at all where the submission has a part
// that fills the control another way (`unlessGiven`).
import { Type } from 'typebox';

export const listTransforms = {
  pick: Type.Object(
    {
      by: Type.String({ minLength: 1, description: 'The elements’ field compared with `order`' }),
      order: Type.Array(Type.String(), { minItems: 1, description: 'Wanted values, the first found wins' }),
      take: Type.String({ minLength: 1, description: 'The field of the chosen element' }),
    },
    {
      additionalProperties: false,
      description: 'Of a list of objects, the `take` field of the first element whose `by` is in `order`',
    },
  ),
  lookup: Type.Object(
    {
      by: Type.String({ minLength: 1, description: 'The list elements’ field the key is compared with' }),
      take: Type.String({ minLength: 1, description: 'The field of the element found' }),
    },
    {
      additionalProperties: false,
      description:
        'Of `from` [a list, a key]: the `take` field of the first element whose `by` equals the key (`[locations, item.locationId]` → that location’s city)',
    },
  ),
  match: Type.String({
    minLength: 1,
    description: 'The first group of this regular expression in the text (the whole match without one)',
  }),
  allGiven: Type.String({
    minLength: 1,
    description:
      'Of a list of objects: this field of each, or nothing when an element lacks it (so a `sum` never counts one as 0)',
  }),
  share: Type.Literal(true, {
    description:
      'Of `from` [a part, a whole]: the part as a percentage of the whole; nothing when either is missing or the whole is 0',
  }),
  withinYears: Type.Integer({
    minimum: 1,
    description: 'Of a date: `true` when it falls in this many years up to today, else `false`',
  }),
  classify: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String()]), {
    minItems: 1,
    description: 'Pairs [pattern, value]: the value of the first pattern the text matches (any case)',
  }),
  unlessGiven: Type.String({
    minLength: 1,
    description:
      'A submission path: nothing when the submission has a value there (a list: any element), else the value as it is (the field a schedule fills instead, `locations`)',
  }),
  decimals: Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })], {
    description: 'A number with at most the second many decimals, trailing zeros dropped down to the first',
  }),
};
