// The parameters of the kit's named controls a flow refers to (docs/decisions/0034-the-portal-flow-as-data.md,
// "Ironclad's controls"): a code page that says where the code went and sends a new one, a retry's adopted
// draft reopened at its first page, follow-up questions a person's answer opens, a screen's step name,
// and schedule rows a portal adds one at a time. Kept beside flow-schema.ts, which spreads them in.
import { type TSchema, Type } from 'typebox';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });

/** The code page's words and its "send a new code" (kit control: code entry, controls/code-entry.ts). */
export const codeEntry = {
  instructions: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'The portal’s words saying where the code went (a regular expression): shown to the person',
    }),
  ),
  prompt: Type.Optional(
    Type.String({
      pattern: '\\{instructions\\}',
      description:
        'What the person is shown: `{instructions}` is the portal’s words (and a refusal before them)',
    }),
  ),
  resend: Type.Optional(
    Type.String({ minLength: 1, description: 'The button (or link) that sends a new code' }),
  ),
  resendWhen: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'Only a refusal matching this sends a new code (a regular expression: `expired`)',
    }),
  ),
  attempts: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 5, description: 'Codes tried before the sign-in fails; default 1' }),
  ),
};

export const reopen = Type.Optional(
  Type.String({
    pattern: '\\{reference\\}',
    description:
      'Where an adopted draft is opened (its first page: filled again, as nothing of it was recorded)',
  }),
);

export const follows = Type.Optional(
  Type.Object(
    {
      question: Type.String({ minLength: 1, description: 'The question of the same screen it follows' }),
      answer: Type.Optional(Type.Boolean({ description: 'The answer that opens it; default yes' })),
    },
    { ...strict, description: 'A follow-up: asked and filled only when that question is answered so' },
  ),
);

export const screenStep = Type.Optional(
  Type.String({
    pattern: '^[a-z][a-z0-9-]*$',
    description: 'The step the timeline calls it (screens of several lines that are one step)',
  }),
);

/** Schedule rows (kit control: rows, controls/rows.ts): grown to the list, one row per element. */
export const rowsSchema = <F extends TSchema>(field: F) =>
  Type.Object(
    {
      each: Type.String({
        description:
          'The submission’s list: one row per element (`item.<field>`); `outer[].inner` for the lists inside each element of another (`locations[].buildings`, the location as `item.parent`, the primary one first)',
      }),
      first: Type.Optional(
        Type.Array(field, {
          minItems: 1,
          description:
            'The list’s first element fills these fields of the screen (location 1) and gets no row; the rest are rows',
        }),
      ),
      count: Type.String({ description: 'The label of one control per row (a regular expression)' }),
      add: Text,
      groups: Type.Optional(
        Type.String({ description: 'Or rows as fieldsets whose legend matches this (another layout)' }),
      ),
      remove: Type.Optional(
        Type.String({
          pattern: '\\{n\\}',
          description: 'The button removing row `{n}`: rows beyond the list removed, not emptied',
        }),
      ),
      max: Type.Optional(Type.Integer({ minimum: 1, description: 'The most rows the portal takes' })),
      priority: Type.Optional(
        Type.Object(
          { path: Text, order: Type.Array(Type.String(), { minItems: 1 }) },
          { ...strict, description: 'Which elements are kept first when there are more than `max`' },
        ),
      ),
      fields: Type.Array(field, { minItems: 1, description: 'A row’s fields, `{n}` its number' }),
    },
    { ...strict, description: 'Rows added one at a time (a post-back each); rows beyond the list emptied' },
  );

/** Where a screen's title is read when no element holds it alone (kit control: controls/heading.ts). */
export const headingPattern = Type.Optional(
  Type.String({
    description:
      'A regular expression over the texts `heading` selects: the first that matches names the screen by its first group that matched (`^Section \\d+ of \\d+: (.+)$`)',
  }),
);
