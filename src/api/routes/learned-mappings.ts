// Learned mappings: the agency's confirmed portal fields, active and withdrawn, and those proposed from a
// take-over (GET); withdrawing one (DELETE); accepting or rejecting a proposal (POST, decision 0030).
// Admins in the app (agents read); API keys with the mappings scopes. Another agency's id is a 404.
import { AppError, notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { findAgencyMapping, listAgencyMappings, withdrawMapping } from '../../store/learned-mappings.ts';
import { acceptProposal, rejectProposal } from '../../store/mapping-proposals.ts';
import type { ApiInstance } from '../api-instance.ts';
import { Envelope, errorResponses, ok } from '../envelope.ts';
import { learnedMappingView } from '../learned-mapping-views.ts';
import {
  LearnedMappingList,
  LearnedMappingParams,
  LearnedMappingQuery,
  LearnedMappingView,
} from '../schemas/learned-mappings.ts';

const tags = ['Learned mappings'];

export function learnedMappingRoutes(app: ApiInstance, options: { db: Db }) {
  const { db } = options;

  app.get(
    '/v1/learned-mappings',
    {
      config: { scope: 'mappings:read' },
      schema: {
        tags,
        operationId: 'listLearnedMappings',
        summary: 'List your learned mappings, newest first',
        description:
          'A mapping is learned when a `missing_information` item is resolved with its proposal’s value (or the ' +
          'runner-up’s): on that carrier’s screen, the portal’s label takes that field of ours, and later jobs ' +
          'apply it without asking. What a person set and pressed while holding a job’s page (a take-over) is ' +
          'proposed: `proposed` ones are never applied until accepted. Proposed, active and withdrawn ones are ' +
          'listed; a withdrawn one says why.',
        querystring: LearnedMappingQuery,
        response: { 200: Envelope(LearnedMappingList), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const items = await listAgencyMappings(db, request.auth.agencyId, request.query);
      return ok({ items: items.map(learnedMappingView) });
    },
  );

  app.delete(
    '/v1/learned-mappings/:id',
    {
      config: { scope: 'mappings:write' },
      schema: {
        tags,
        operationId: 'withdrawLearnedMapping',
        summary: 'Withdraw a learned mapping',
        description:
          'Later jobs no longer apply it: the next one asks a person again. Withdrawing one already withdrawn ' +
          'answers it as it is.',
        params: LearnedMappingParams,
        response: { 200: Envelope(LearnedMappingView), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { agencyId, user, apiKeyId } = request.auth;
      const found = looksLikeId('learnedMapping', id) ? await findAgencyMapping(db, agencyId, id) : undefined;
      if (!found) throw notFound(`Learned mapping ${id}`);
      const withdrawn = await withdrawMapping(db, id, {
        actor: user?.id ?? apiKeyId ?? 'unknown',
        reason: 'withdrawn',
      });
      return ok(learnedMappingView(withdrawn ?? found));
    },
  );

  const decide = (verb: 'accept' | 'reject') =>
    app.post(
      `/v1/learned-mappings/:id/${verb}`,
      {
        config: { scope: 'mappings:write' },
        schema: {
          tags,
          operationId: verb === 'accept' ? 'acceptLearnedMapping' : 'rejectLearnedMapping',
          summary: verb === 'accept' ? 'Accept a proposed mapping' : 'Reject a proposed mapping',
          description:
            verb === 'accept'
              ? 'The proposal becomes active: the agency’s next jobs on that carrier apply it, replacing the active ' +
                'mapping of the same screen and label (or the screen’s continue action). Only a `proposed` mapping ' +
                'can be accepted (409 otherwise).'
              : 'The proposal is withdrawn (`rejected`) and never applied. Only a `proposed` mapping can be ' +
                'rejected (409 otherwise).',
          params: LearnedMappingParams,
          response: { 200: Envelope(LearnedMappingView), ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { agencyId, user, apiKeyId } = request.auth;
        const found = looksLikeId('learnedMapping', id)
          ? await findAgencyMapping(db, agencyId, id)
          : undefined;
        if (!found) throw notFound(`Learned mapping ${id}`);
        const by = user?.id ?? apiKeyId ?? 'unknown';
        const done =
          verb === 'accept'
            ? await acceptProposal(db, agencyId, id, by)
            : await rejectProposal(db, agencyId, id, by);
        if (!done)
          throw new AppError(
            'INVALID_STATE',
            `Learned mapping ${id} is not a proposal waiting for a decision`,
          );
        return ok(learnedMappingView(done));
      },
    );
  decide('accept');
  decide('reject');
}
