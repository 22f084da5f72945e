// Transforms of the fixed library (value-schema.ts spreads these in; values.ts runs them) that pick a
// piece out of a value: an element of a list by one of its fields, a part of a text by a pattern, and
// a number written with a fixed range of decimals.
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
  match: Type.String({
    minLength: 1,
    description: 'The first group of this regular expression in the text (the whole match without one)',
  }),
  decimals: Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })], {
    description: 'A number with at most the second many decimals, trailing zeros dropped down to the first',
  }),
};
