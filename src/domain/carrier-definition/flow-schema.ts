// The portal's flow as data (docs/decisions/0034-the-portal-flow-as-data.md): its pages by path, the
// sign-in, how the job's own submission is started, recorded and found again, and the wizard's screens
// with the controls bound to submission values. Read by src/agents/definition/, which builds a playbook
// from it over the kit; what data cannot say is a named control of the kit (`control:` below).
import { type Static, Type } from 'typebox';
import { answerTypes } from '../questions/vocabulary.ts';
import { appFieldExtras, appScreenExtras, appWizardExtras, referenceExtras } from './app-controls-schema.ts';
import { appSchema } from './app-schema.ts';
import { codeEntry, follows, headingPattern, reopen, rowsSchema, screenStep } from './controls-schema.ts';
import { ExtractSchema } from './extract-schema.ts';
import {
  frameSchema,
  questionExtras,
  screenExtras,
  startChoose,
  wizardExtras,
} from './page-controls-schema.ts';
import { partsScreenExtras } from './parts-schema.ts';
import { statedSchema } from './stated-schema.ts';
import { askSchema, tablesSchema } from './tables-schema.ts';
import { ConditionSchema, ValueSchema } from './value-schema.ts';

const strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1 });
const Texts = Type.Array(Text, { minItems: 1 });
const PageName = Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'A page named under `pages`' });
const ByLine = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Object(
    {
      bop: Type.Optional(schema),
      gl: Type.Optional(schema),
      wc: Type.Optional(schema),
      auto: Type.Optional(schema),
      umbrella: Type.Optional(schema),
      cyber: Type.Optional(schema),
    },
    strict,
  );

export const PagesSchema = Type.Record(PageName, Type.String({ minLength: 2 }), {
  description:
    'The portal’s pages by path: a regular expression over the path (named groups such as `(?<reference>…)` may be read); the first that matches names the page',
});

const SignedOut = Type.Object(
  {
    page: PageName,
    message: Type.Optional(Type.String({ description: 'Where the notice is (CSS); default `[role=alert]`' })),
  },
  {
    ...strict,
    description: 'The page outside sign-in that means the session ended; its notice is the message',
  },
);

const CodeStep = Type.Object(
  {
    page: PageName,
    label: Text,
    button: Text,
    remember: Type.Optional(Type.String({ description: 'The “remember this device” checkbox, ticked' })),
    ...codeEntry,
  },
  { ...strict, description: 'The one-time code page; the code kinds are the definition’s `mfa.kinds`' },
);

const After = Type.Object(
  {
    page: PageName,
    tick: Type.Optional(Texts),
    press: Text,
  },
  { ...strict, description: 'A page some sign-ins show (terms of use): boxes ticked, a button pressed' },
);

const SignIn = Type.Object(
  {
    open: Type.String({
      pattern: '^/',
      description:
        'The sign-in page’s path; `{next}` is the path the job starts on (portals that keep deep links)',
    }),
    page: PageName,
    form: Type.Object({ username: Text, button: Text }, strict),
    lockedOut: Type.Optional(
      Type.Array(Text, { description: 'Refusals that mean the login is locked (regular expressions)' }),
    ),
    code: Type.Optional(CodeStep),
    after: Type.Optional(Type.Array(After)),
  },
  strict,
);

const Find = Type.Object(
  {
    open: Type.String({ pattern: '^/' }),
    query: Type.Record(Type.String({ minLength: 1 }), ValueSchema, {
      description: 'The search’s query parameters, each a value',
    }),
    page: PageName,
    columns: Type.Object({ reference: Text, insured: Text, date: Text, status: Text }, strict),
    date: { ...ValueSchema, description: 'The coverage start as the results show it' },
    inProgress: Type.String({ description: 'The status of a draft' }),
    reopen,
  },
  { ...strict, description: 'A retry’s search for the draft an earlier attempt filed but did not record' },
);

const Submission = Type.Object(
  {
    start: Type.Object(
      { open: Type.String({ pattern: '^/' }), press: Type.Optional(ByLine(Text)), choose: startChoose },
      {
        ...strict,
        description:
          'A new submission: the page opened (`{line}` the job’s line) and the line’s button pressed, if any',
      },
    ),
    reference: Type.Object(
      {
        page: Type.Optional(PageName),
        group: Type.Optional(Text),
        query: Type.Optional(
          Type.String({ minLength: 1, description: 'Or the query parameter that carries it (any page)' }),
        ),
        ...referenceExtras,
      },
      {
        ...strict,
        description:
          'The page whose path carries the portal’s reference and its group, or its query parameter',
      },
    ),
    resume: Type.String({
      pattern: '\\{reference\\}',
      description: 'A retry’s own submission by its reference',
    }),
    find: Type.Optional(Find),
  },
  strict,
);

const FieldSchema = Type.Object(
  {
    label: Text,
    also: Type.Optional(Type.Array(Text, { description: 'Labels other layouts show' })),
    value: ValueSchema,
    group: Type.Optional(Type.String({ description: 'Only under this fieldset legend or section' })),
    byValue: Type.Optional(Type.Boolean({ description: 'Choose an option by its value attribute' })),
    offered: Type.Optional(Type.Boolean({ description: 'An option not offered refuses our data' })),
    optional: Type.Optional(Type.Boolean({ description: 'Nothing to put: left alone' })),
    either: Type.Optional(
      Type.String({ description: 'Fields one layout shows in place of another share it' }),
    ),
    when: Type.Optional(ConditionSchema),
    each: Type.Optional(
      Type.String({ description: 'A list of the submission: one field per element, `{n}` in the label' }),
    ),
    control: Type.Optional(
      Type.Union([Type.Literal('combobox'), Type.Literal('date-picker'), Type.Literal('dependent-select')], {
        description: 'A named control of the kit for what data cannot say',
      }),
    ),
    search: Type.Optional({ ...ValueSchema, description: 'combobox: what to type to search' }),
    ...appFieldExtras,
    refusal: Type.Optional(
      Type.String({ description: 'The carrier’s refusal when it does not offer the value (`{value}`)' }),
    ),
    ask: askSchema,
  },
  strict,
);

const Question = Type.Object(
  {
    id: Type.String({ pattern: '^([a-z]+\\.[A-Za-z0-9]+|[a-z][a-z0-9-]*:[a-z0-9_-]+)$' }),
    label: Text,
    type: Type.Enum(answerTypes, {
      description: 'How the answer is checked (the question vocabulary’s types)',
    }),
    choices: Type.Optional(Texts),
    known: Type.Optional(ValueSchema),
    answer: Type.Optional(
      Type.Record(Text, Type.String(), {
        description: 'The answer → what the control takes, where it differs',
      }),
    ),
    when: Type.Optional(ConditionSchema),
    follows,
    ...questionExtras,
  },
  {
    ...strict,
    description: 'Asked of a person when `known` gives nothing; the answer is remembered by its id',
  },
);

const Screen = Type.Object(
  {
    headings: Texts,
    fields: Type.Optional(Type.Array(FieldSchema)),
    questions: Type.Optional(Type.Array(Question)),
    continue: Texts,
    step: screenStep,
    rows: Type.Optional(
      Type.Union([rowsSchema(FieldSchema), Type.Array(rowsSchema(FieldSchema), { minItems: 1 })], {
        description: 'One schedule of rows, or several on the screen (each its own list and buttons)',
      }),
    ),
    tables: tablesSchema(FieldSchema),
    stated: statedSchema,
    frame: frameSchema(FieldSchema),
    ...screenExtras,
    ...appScreenExtras,
    ...partsScreenExtras,
  },
  strict,
);

const Pass = Type.Object(
  {
    page: PageName,
    heading: Type.Optional(
      Type.String({ description: 'Only when the heading matches this (a regular expression)' }),
    ),
    step: screenStep,
    tick: Type.Optional(Texts),
    press: Text,
    link: Type.Optional(Type.Boolean({ description: 'What is pressed is a link' })),
  },
  {
    ...strict,
    description: 'A page on the way that only leads on (a rates page): boxes ticked, its button pressed',
  },
);

const Wizard = Type.Object(
  {
    maxPages: Type.Integer({ minimum: 1, maximum: 50 }),
    heading: Type.Optional(
      Type.String({ description: 'Where a screen’s heading is (CSS); default `main h1`' }),
    ),
    headingPattern,
    root: Type.Optional(
      Type.String({
        description: 'The region the controls are in, sign-in’s too (CSS); default `main`',
      }),
    ),
    errors: Type.Optional(Type.String({ description: 'The refusal summary (CSS); default `[role=alert]`' })),
    lines: ByLine(Type.Array(PageName, { minItems: 1 })),
    screens: Type.Record(PageName, Screen),
    ...wizardExtras,
    ...appWizardExtras,
    app: appSchema,
    results: Type.Array(PageName, { minItems: 1, description: 'Pages that end the wizard' }),
    pass: Type.Optional(Type.Array(Pass)),
    filed: Type.Optional(
      ByLine(
        Type.Object({ limits: Type.Optional(ValueSchema), deductible: Type.Optional(ValueSchema) }, strict),
      ),
    ),
  },
  strict,
);

/** The flow's sections of a carrier definition (schema.ts), each optional there: all or none. */
export const flowSections = {
  pages: Type.Optional(PagesSchema),
  signedOut: Type.Optional(SignedOut),
  signIn: Type.Optional(SignIn),
  submission: Type.Optional(Submission),
  wizard: Type.Optional(Wizard),
  extract: Type.Optional(ExtractSchema),
};

export const FLOW_SECTIONS = ['pages', 'signedOut', 'signIn', 'submission', 'wizard', 'extract'] as const;

export type FieldDefinition = Static<typeof FieldSchema>;
export type QuestionDefinition = Static<typeof Question>;
export type ScreenDefinition = Static<typeof Screen>;
export type WizardDefinition = Static<typeof Wizard>;
export type SignInDefinition = Static<typeof SignIn>;
export type SubmissionDefinition = Static<typeof Submission>;
export type FindDefinition = Static<typeof Find>;
