// What reading an outcome page needs beyond one anchor per field (extract-schema.ts spreads these in):
// several rows read as one value, a part of a value ("A to B"), a breakdown written as a list, and the
// label a portal puts before its message. Read by src/agents/definition/controls/anchors.ts.
import { Type } from 'typebox';

export const anchorParts = {
  rows: Type.Optional(
    Type.Array(Type.String({ minLength: 1 }), {
      minItems: 2,
      description:
        'Several captions’ values as one (`Each occurrence: $1,000,000 / General aggregate: $2,000,000`)',
    }),
  ),
  split: Type.Optional(Type.String({ minLength: 1, description: 'The value cut at this text (` to `)' })),
  part: Type.Optional(Type.Integer({ minimum: 1, description: 'Which piece of the cut value, from 1' })),
  match: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Only what this regular expression’s first group takes (`^Quote Reference (\\S+)$`); nothing when it does not match',
    }),
  ),
};

export const breakdownList = Type.Optional(
  Type.String({ description: 'The heading before a list of `Label: amount` items (another layout)' }),
);

export const messageDrop = Type.Optional(
  Type.String({
    description: 'A label before the message, left out (a regular expression: `^Declined\\.\\s*`)',
  }),
);

/** A breakdown table whose labels are row headers (`<th scope=row>`), and the rows left out (its total). */
export const breakdownRows = {
  selector: Type.Optional(Type.String({ description: 'Or the table by a CSS selector' })),
  items: Type.Optional(
    Type.Object(
      {
        selector: Type.String({ minLength: 1, description: 'The items (CSS: `#premium li`)' }),
        pattern: Type.String({ description: 'Its label and amount as two groups (a regular expression)' }),
      },
      { additionalProperties: false, description: 'Or (another layout) list items read by a pattern' },
    ),
  ),
  rowHeaders: Type.Optional(
    Type.Boolean({ description: 'Each row: a header cell (the label) and the amount' }),
  ),
  leaveOut: Type.Optional(
    Type.String({
      description: 'Rows whose label matches this are left out (a regular expression: the total)',
    }),
  ),
};
