// More parameters of the kit's named controls a flow refers to (decision 0034, "Pioneer's controls"):
// a form inside a frame (a vendor's widget), questions read from the page, a question's choices read
// from its control, a choice made before a new submission's button, and the wizard's refusals that are
// declines. Kept beside flow-schema.ts, which spreads them in.
import { type TSchema, Type } from 'typebox';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });

/** A form in an `<iframe>` saved on its own before the page's continue (kit control: controls/frame-form.ts). */
export const frameSchema = <F extends TSchema>(field: F) =>
  Type.Optional(
    Type.Object(
      {
        title: Type.String({ minLength: 1, description: 'The frame’s title attribute' }),
        name: Type.Optional(Type.String({ minLength: 1, description: 'What the portal’s messages call it' })),
        save: Type.String({ minLength: 1, description: 'The frame’s own save button' }),
        saved: Type.String({ minLength: 1, description: 'What the frame shows once saved' }),
        fields: Type.Array(field, { minItems: 1 }),
      },
      { ...strict, description: 'A form in a frame, filled and saved there; its alert is a refusal' },
    ),
  );

export const screenExtras = {
  pageQuestions: Type.Optional(
    Type.Boolean({
      description:
        'The questions are read from the page (kit control: controls/page-questions.ts): `questions` gives ids and answers by label; others are asked under a recognised or slug id',
    }),
  ),
};

export const questionExtras = {
  text: Type.Optional(
    Type.String({ minLength: 1, description: 'What the person is asked, where not the label' }),
  ),
  choicesFromPage: Type.Optional(
    Type.Boolean({ description: 'The choices are the options of the control the label names' }),
  ),
  digits: Type.Optional(Type.Boolean({ description: 'Only the digits of the answer go in the control' })),
  optional: Type.Optional(Type.Boolean({ description: 'The person may leave it blank' })),
};

export const startChoose = Type.Optional(
  Type.Object(
    {
      label: Text,
      options: Type.Record(Type.String({ pattern: '^[a-z]+$' }), Text, { description: 'By line' }),
    },
    { ...strict, description: 'A choice (radio or drop-down) made for the line before the press' },
  ),
);

export const wizardExtras = {
  expiredStatus: Type.Optional(
    Type.Integer({ description: 'An HTTP status that means the session ended (a form token refused: 403)' }),
  ),
  declines: Type.Optional(
    Type.Array(Text, { description: 'Refusals that are declines on appetite (regular expressions)' }),
  ),
  appetiteAfter: Type.Optional(
    Type.Array(Text, { description: 'Screens a decline right after which is appetite' }),
  ),
};
