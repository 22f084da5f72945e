// Learned mappings: the agency's confirmed portal fields, active and withdrawn (GET), and withdrawing
// one (DELETE). Admins in the app; API keys with the mappings scopes. Another agency's id is a 404.
import { notFound } from '../../errors.ts';
import { looksLikeId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { findAgencyMapping, listAgencyMappings, withdrawMapping } from '../../store/learned-mappings.ts';
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
          'apply it without asking. Active and withdrawn ones are listed; a withdrawn one says why.',
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
}
