// A portal that is a single-page app (`wizard.app`; kit control: src/agents/definition/controls/app.ts):
// its pages named by the address's fragment (`#/login`) as well as its path, a view shown once its
// heading is the one its route names and nothing is busy (the app keeps the previous view on screen
// until the next has loaded), presses answered in place, and what the app says when it refuses a save
// (each flagged field's message, else its summary, else a toast) or when the portal is down.
import { Type } from 'typebox';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });

export const appSchema = Type.Optional(
  Type.Object(
    {
      routes: Type.Literal('hash', {
        description: 'Pages are matched on the path and the fragment (`^/#/login$`)',
      }),
      views: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9-]*$' }), Text, {
        description:
          'The heading each page’s view shows (a regular expression): a heading another page names is the previous view, still on screen',
      }),
      busy: Type.Optional(Type.String({ description: 'While this matches (CSS), the app is working' })),
      unavailable: Type.Optional(
        Type.Array(Text, { description: 'Headings that mean the portal is down (regular expressions)' }),
      ),
      refusal: Type.Object(
        {
          fields: Text,
          summary: Text,
          toast: Type.Optional(Text),
          ignore: Type.Optional(
            Type.String({ description: 'Toasts that are no refusal (`^(Saving…|Saved)$`)' }),
          ),
        },
        {
          ...strict,
          description:
            'A refused save’s messages (CSS): the shown field messages and the summary’s items, else the summary’s text, else the toast',
        },
      ),
      loading: Type.Optional(
        Type.String({
          description:
            'What a dependent drop-down shows while its options load (a regular expression; `control: dependent-select`)',
        }),
      ),
      down: Type.Optional(
        Type.Array(Text, { description: 'Refusals that mean the portal is down (regular expressions)' }),
      ),
      expired: Type.Optional(
        Type.String({ description: 'A refusal that means the session ended (a regular expression)' }),
      ),
    },
    { ...strict, description: 'A single-page app over the portal’s API' },
  ),
);
