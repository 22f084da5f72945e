// Parameters of the kit's named controls for single-page apps (decision 0034, "Cascade's controls"): a
// portal that answers in place, a dialog a continue may open (an address check), a class found by a
// search as you type. Kept beside flow-schema.ts, which spreads them in.
import { type Static, Type } from 'typebox';
import { ValueSchema } from './value-schema.ts';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });

/** A single-page app (kit control: controls/in-place.ts). */
export const InPlaceSchema = Type.Object(
  {
    loading: Type.Optional(
      Type.String({
        description: 'A status line saying this is loading (a regular expression); default `^Loading`',
      }),
    ),
    busy: Type.Optional(
      Type.String({
        description: 'What the app disables while it works (CSS); default `button[type=submit]:disabled`',
      }),
    ),
    dialog: Type.Optional(
      Type.String({
        description: 'A dialog that answers a press (CSS; not a calendar); default `[role=dialog]`',
      }),
    ),
    unavailable: Type.Optional(
      Type.Array(Text, {
        description: 'Words of its alert, status line or heading that mean it is down (regular expressions)',
      }),
    ),
  },
  {
    ...strict,
    description:
      'The portal answers in place: screens ready by their heading, presses answered by another path, a dialog, or the alert',
  },
);

/** A dialog choosing between two addresses (kit control: controls/address-dialog.ts). */
export const AddressDialogSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, description: 'The dialog’s accessible name (part of it)' }),
    suggested: Type.Object({ region: Text, press: Text }, strict),
    entered: Type.Object({ region: Text, press: Text }, strict),
  },
  {
    ...strict,
    description:
      'After continue, an address check: the suggestion taken when it is the same place (state and 5-digit ZIP), else the address kept as entered',
  },
);

/** A class chosen among those a search lists (kit control: controls/search-choice.ts). */
export const SearchChoiceSchema = Type.Object(
  {
    search: { ...ValueSchema, description: 'What is typed to list the options (a NAICS code)' },
    pattern: Type.String({
      minLength: 1,
      description: 'What an option must say to count; its first group is the value (`^(\\d{5})\\b`)',
    }),
    question: Type.Object(
      {
        id: Type.String({ pattern: '^[a-z][a-z0-9-]*:[a-z0-9_-]+$' }),
        text: Type.String({ minLength: 1, description: '`{search}` is what was typed' }),
      },
      { ...strict, description: 'Asked when several options fit (a choice among them)' },
    ),
    none: Type.String({
      minLength: 1,
      description: 'The refusal when none fits; `{search}` is what was typed',
    }),
  },
  {
    ...strict,
    description:
      'A combobox field whose value is empty: its `search` typed, one option that fits taken, several a person’s choice, none a refusal',
  },
);

export const extractExtras = {
  held: Type.Optional(
    Type.Array(
      Type.Object(
        {
          heading: Type.String({ minLength: 1, description: 'The outcome’s heading (a regular expression)' }),
          words: Type.String({ minLength: 1, description: 'The portal’s request (a regular expression)' }),
          message: Type.String({
            pattern: '\\{words\\}',
            description:
              'The referral’s words: `{words}` the request, `{submission}` and `{url}` where it waits',
          }),
        },
        strict,
      ),
      {
        description:
          'Outcome pages that hold the quote until a person acts (kit control: controls/held-outcome.ts): the job ends referred',
      },
    ),
  ),
  lineNames: Type.Optional(
    Type.Record(Type.String({ pattern: '^[a-z]+$' }), Text, {
      description: 'How the outcome page names each line (`fields.line` read as our line id)',
    }),
  ),
};

/** The API answer that carries the reference (kit control: controls/answered-reference.ts). */
export const referenceExtras = {
  answer: Type.Optional(
    Type.Object(
      {
        method: Type.String({ pattern: '^[A-Z]+$' }),
        path: Type.String({ pattern: '^/' }),
        status: Type.Integer({ minimum: 200, maximum: 299 }),
        field: Text,
      },
      {
        ...strict,
        description:
          'Or the API answer creating the submission, whose JSON `field` is the reference (recorded as it arrives)',
      },
    ),
  ),
};

export const appWizardExtras = { inPlace: Type.Optional(InPlaceSchema) };
export const appScreenExtras = { dialog: Type.Optional(AddressDialogSchema) };
export const appFieldExtras = { choose: Type.Optional(SearchChoiceSchema) };

export type InPlaceDefinition = Static<typeof InPlaceSchema>;
export type AddressDialogDefinition = Static<typeof AddressDialogSchema>;
export type SearchChoiceDefinition = Static<typeof SearchChoiceSchema>;
