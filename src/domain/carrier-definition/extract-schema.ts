// Reading the outcome page as data (docs/decisions/0034-the-portal-flow-as-data.md): which outcome the
// heading says, the message, and each quote field by an anchor (a definition term, an aria-label, a CSS
// selector, the text after a caption) and a parser from a fixed set (src/domain/portal-values.ts).
import { type Static, Type } from 'typebox';
import { extractExtras } from './app-controls-schema.ts';
import { anchorParts, breakdownList, breakdownRows, messageDrop } from './extract-controls-schema.ts';

const strict = { additionalProperties: false } as const;
const Patterns = Type.Array(Type.String({ minLength: 1 }), {
  minItems: 1,
  description: 'Regular expressions (case-insensitive)',
});

export const parserNames = ['text', 'money', 'limits', 'deductible', 'date'] as const;

const Anchor = Type.Object(
  {
    term: Type.Optional(Type.String({ description: 'The <dt> whose <dd> holds it' })),
    label: Type.Optional(Type.String({ description: 'The element with this aria-label' })),
    selector: Type.Optional(Type.String({ description: 'A CSS selector' })),
    after: Type.Optional(Type.String({ description: 'The element after the one whose whole text is this' })),
    parse: Type.Optional(Type.Enum(parserNames, { description: 'How the text is read; default text' })),
    ...anchorParts,
  },
  { ...strict, minProperties: 1, description: 'One anchor (term, label, selector or after) and a parser' },
);
/** One anchor, or one per layout: the first that reads something is taken. */
const Anchors = Type.Union([Anchor, Type.Array(Anchor, { minItems: 1 })]);

const Document = Type.Object(
  {
    link: Type.String({ minLength: 1, description: 'The link’s text' }),
    name: Type.String({ minLength: 1, description: 'The file name it is stored under' }),
    contentType: Type.String({
      minLength: 1,
      description: 'What the answer must be (`text/html`, `application/pdf`)',
    }),
  },
  strict,
);

export const ExtractSchema = Type.Object(
  {
    page: Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'The outcome page (under `pages`)' }),
    heading: Type.Optional(
      Type.String({ description: 'Where the outcome is said (CSS); default `main h1`' }),
    ),
    quoted: Patterns,
    indication: Type.Optional(Patterns),
    referred: Patterns,
    declined: Patterns,
    message: Type.String({ description: 'Where a decline’s, referral’s or indication’s words are (CSS)' }),
    messageDrop,
    appetite: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'Decline wordings that mean appetite' }),
    ),
    fields: Type.Object(
      {
        annualPremium: Anchors,
        quoteNumber: Anchors,
        namedInsured: Type.Optional(Anchors),
        limits: Type.Optional(Anchors),
        deductible: Type.Optional(Anchors),
        policyStartDate: Type.Optional(Anchors),
        policyExpirationDate: Type.Optional(Anchors),
        quoteExpiresAt: Type.Optional(Anchors),
        line: Type.Optional(Anchors),
      },
      strict,
    ),
    breakdown: Type.Optional(
      Type.Object(
        {
          table: Type.Optional(Type.String({ description: 'The table by its aria-label or caption' })),
          list: breakdownList,
          ...breakdownRows,
        },
        { ...strict, description: 'Rows of label and amount (rows of header cells, a total, are left out)' },
      ),
    ),
    bindable: Type.Optional(
      Type.Object(
        { selector: Type.String(), match: Patterns },
        { ...strict, description: 'The page’s own words that the quote is bindable' },
      ),
    ),
    documents: Type.Optional(Type.Array(Document)),
    ...extractExtras,
  },
  strict,
);

export type ExtractDefinition = Static<typeof ExtractSchema>;
export type AnchorDefinition = Static<typeof Anchor>;
export type AnchorsDefinition = Static<typeof Anchors>;
export type ParserName = (typeof parserNames)[number];
