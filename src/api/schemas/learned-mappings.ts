// Learned mappings as the API shows them: a portal control people confirmed as taking one of our
// fields, for one carrier and screen, active until withdrawn (by a person, or by the service on a
// portal's refusal or a quote mismatch, with the evidence).
import { type Static, Type } from 'typebox';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

export const LearnedMappingParams = Type.Object({
  id: Type.String({ maxLength: 64, description: 'Learned mapping id' }),
});

export const LearnedMappingQuery = Type.Object(
  { carrierId: Type.Optional(Type.String({ maxLength: 64, description: 'Only this carrier’s mappings' })) },
  { additionalProperties: false },
);

const Actor = Type.Object(
  {
    id: Type.String({
      description: 'A person (`usr_…`), an API key (`key_…`), `operator` (the CLI) or `system` (automatic)',
      examples: ['usr_01jd4v7m3sfd0b7n5w8kq2x9yz'],
    }),
    name: Type.Optional(Type.String({ description: 'The person’s e-mail or the API key’s name' })),
  },
  { additionalProperties: false },
);

export const LearnedMappingView = Type.Object(
  {
    id: Type.String({ examples: ['lmap_01jd4v7m3sfd0b7n5w8kq2x9yz'] }),
    carrierId: Type.String({ examples: ['summit-mutual'] }),
    screen: Type.String({ description: 'The portal screen (its heading)', examples: ['Business details'] }),
    label: Type.String({ description: 'The portal’s label of the control', examples: ['Workforce size'] }),
    field: Type.String({
      description: 'Our field’s path in the submission the control takes (empty for a `continue` mapping)',
      examples: ['input.numberOfEmployees'],
    }),
    kind: Type.Union([Type.Literal('field'), Type.Literal('continue')], {
      description:
        '`field`: the control labelled `label` takes `field`; `continue`: the button captioned `label` finishes the screen',
    }),
    status: Type.Union([Type.Literal('proposed'), Type.Literal('active'), Type.Literal('withdrawn')], {
      description: 'A `proposed` mapping (from a take-over) is never applied until an admin accepts it',
    }),
    source: Type.Union([Type.Literal('confirmation'), Type.Literal('take_over')], {
      description: 'A one-click confirmation of a proposal, or what a person did while holding a job’s page',
    }),
    proposal: Type.Optional(
      Type.Object(
        {
          jobId: Type.String({ description: 'The job whose page the person held' }),
          by: Actor,
          at: Timestamp,
          value: Type.Optional(
            Type.String({
              description: 'The value the person set, equal to the submission’s (never a secret)',
            }),
          ),
          url: Type.Optional(Type.String({ description: 'The page’s address' })),
        },
        { additionalProperties: false, description: 'Where a take-over proposal comes from' },
      ),
    ),
    confirmedBy: Actor,
    confirmedAt: Timestamp,
    withdrawnAt: Type.Optional(Timestamp),
    withdrawnBy: Type.Optional(Actor),
    withdrawnReason: Type.Optional(
      Type.Union(
        [
          Type.Literal('withdrawn'),
          Type.Literal('replaced'),
          Type.Literal('portal_refused'),
          Type.Literal('quote_mismatch'),
          Type.Literal('rejected'),
        ],
        {
          description:
            '`withdrawn` by a person, `replaced` by a confirmation of another field, `portal_refused` or ' +
            '`quote_mismatch` automatically after a job that applied it failed so, `rejected` (a proposal an ' +
            'admin turned down)',
        },
      ),
    ),
    evidence: Type.Optional(
      Type.Object(
        { jobId: Type.String(), message: Type.String({ description: 'The failure’s words' }) },
        { description: 'Why it was withdrawn automatically: the job and its failure' },
      ),
    ),
  },
  { $id: 'LearnedMapping' },
);
export type LearnedMappingViewT = Static<typeof LearnedMappingView>;

export const LearnedMappingList = Type.Object({ items: Type.Array(LearnedMappingView) });
