// The create-quote-request body (POST /v1/quotes, contract section 2.4) with the six line objects of the
// product brief, and the parts of a full submission (locations and buildings, losses, prior insurance,
// owners and officers, additional interests; decision 0035), and answers to carrier questions given up
// front (decision 0038). Type-level rules only; cross-field rules
// live in ../check-submission.ts.
import { type Static, Type } from 'typebox';
import { lineIds } from '../../lines.ts';
import { patterns } from '../formats.ts';
import { messages } from '../messages.ts';
import { AdditionalInterests } from './additional-interests.ts';
import { QuestionAnswers } from './answers.ts';
import { QuoteRequestInput } from './input.ts';
import { BusinessOwners } from './lines/business-owners.ts';
import { CommercialAuto } from './lines/commercial-auto.ts';
import { Cyber } from './lines/cyber.ts';
import { GeneralLiability } from './lines/general-liability.ts';
import { Umbrella } from './lines/umbrella.ts';
import { WorkersComp } from './lines/workers-comp.ts';
import { Locations } from './locations.ts';
import { LossFreeYears, LossHistory } from './losses.ts';
import { OwnersOfficers } from './owners-officers.ts';
import { PriorInsurance } from './prior-insurance.ts';

export const CreateQuoteRequestBody = Type.Object(
  {
    externalReference: Type.String({
      minLength: 1,
      maxLength: 200,
      description: "The caller's own record id, echoed on every read and event.",
      examples: ['AMS-000481'],
    }),
    externalSource: Type.String({
      minLength: 1,
      maxLength: 100,
      description: "Name of the caller's originating system.",
      examples: ['acme-ams'],
    }),
    linesRequested: Type.Array(Type.Enum(lineIds), {
      minItems: 1,
      maxItems: lineIds.length,
      uniqueItems: true,
      description: 'Lines to quote; they decide which line objects and input fields are required.',
      examples: [['bop', 'gl', 'wc']],
    }),
    carrierIds: Type.Array(
      Type.String({ pattern: patterns.carrierSlug, maxLength: 64, errorMessage: messages.carrierSlug }),
      {
        minItems: 1,
        maxItems: 50,
        uniqueItems: true,
        description: 'Carriers the agent selected, by carrier id.',
        examples: [['summit-mutual', 'harbor-casualty']],
      },
    ),
    input: QuoteRequestInput,
    businessOwners: Type.Optional(BusinessOwners),
    generalLiability: Type.Optional(GeneralLiability),
    workersComp: Type.Optional(WorkersComp),
    commercialAuto: Type.Optional(CommercialAuto),
    umbrella: Type.Optional(Umbrella),
    cyber: Type.Optional(Cyber),
    locations: Type.Optional(Locations),
    lossHistory: Type.Optional(LossHistory),
    lossFreeYears: Type.Optional(LossFreeYears),
    priorInsurance: Type.Optional(PriorInsurance),
    ownersOfficers: Type.Optional(OwnersOfficers),
    additionalInterests: Type.Optional(AdditionalInterests),
    answers: Type.Optional(QuestionAnswers),
  },
  {
    additionalProperties: false,
    description: 'Create a quote request. Nothing is dispatched until it is started.',
  },
);

export type CreateQuoteRequest = Static<typeof CreateQuoteRequestBody>;
