// The sandbox's control API (plain localhost:<port>): the SMS inbox, the mailbox and where mail goes,
// submission counts, faults, reset.
import type { FastifyInstance } from 'fastify';
import type { Faults } from './core/faults.ts';
import type { CarrierPortal, SandboxProfile } from './core/types.ts';
import type { SandboxState } from './server.ts';

export interface ControlOptions {
  portals: CarrierPortal[];
  state: SandboxState;
  origin(carrierId: string): string;
  profile: SandboxProfile;
}

export function registerControlRoutes(
  app: FastifyInstance,
  { portals, state, origin, profile }: ControlOptions,
) {
  const known = (carrierId: string) => portals.some((p) => p.id === carrierId);

  app.get('/', async (_request, reply) => {
    const rows = portals
      .map((p) => `<li><a href="${origin(p.id)}/">${p.name}</a> (${p.id}: ${p.lines.join(', ')})</li>`)
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html><head><title>Sandbox carriers</title></head><body><h1>Sandbox carriers</h1>` +
          `<p>Profile: ${profile}. SMS codes: <a href="/_sandbox/mfa-codes">/_sandbox/mfa-codes</a>. Mail: <a href="/_sandbox/mail">/_sandbox/mail</a></p><ul>${rows}</ul></body></html>`,
      );
  });

  app.get('/_sandbox/carriers', async () =>
    portals.map((p) => ({ carrierId: p.id, name: p.name, lines: p.lines, origin: origin(p.id) })),
  );

  app.get<{ Querystring: { carrierId?: string; username?: string } }>(
    '/_sandbox/mfa-codes',
    async (request) => state.inbox.list(request.query),
  );

  // E-mailed codes: the relay they go out through and the stand-in recipient, and the mailbox of what
  // was not relayed.
  app.get<{ Querystring: { carrierId?: string; username?: string } }>('/_sandbox/mail', async (request) => ({
    ...state.mail.settings(),
    messages: state.mail.list(request.query),
  }));

  app.put<{ Body: { host?: unknown; port?: unknown; to?: unknown } | null }>(
    '/_sandbox/mail',
    async (request, reply) => {
      const { host, port, to } = request.body ?? {};
      const relay = host === undefined && port === undefined ? undefined : { host, port };
      if (relay && (typeof host !== 'string' || !host || !Number.isInteger(port) || (port as number) < 1)) {
        return reply.code(400).send({ error: 'host (a name) and port (a number) go together' });
      }
      if (to !== undefined && (typeof to !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(to))) {
        return reply.code(400).send({ error: 'to must be an e-mail address' });
      }
      return state.mail.configure({
        ...(relay ? { relay: { host: host as string, port: port as number } } : {}),
        ...(to ? { to: to as string } : {}),
      });
    },
  );

  app.get<{ Querystring: { carrierId?: string } }>('/_sandbox/submissions', async (request) => ({
    counts: state.submissions.counts(),
    submissions: state.submissions.list(request.query.carrierId),
  }));

  app.get<{ Params: { carrierId: string } }>('/_sandbox/faults/:carrierId', async (request, reply) => {
    if (!known(request.params.carrierId)) return reply.code(404).send({ error: 'unknown carrier' });
    return state.faults.get(request.params.carrierId);
  });

  app.put<{ Params: { carrierId: string }; Body: Faults }>(
    '/_sandbox/faults/:carrierId',
    async (request, reply) => {
      if (!known(request.params.carrierId)) return reply.code(404).send({ error: 'unknown carrier' });
      return state.faults.set(request.params.carrierId, request.body ?? {});
    },
  );

  app.delete<{ Params: { carrierId: string } }>('/_sandbox/faults/:carrierId', async (request) => {
    state.faults.clear(request.params.carrierId);
    return { cleared: request.params.carrierId };
  });

  app.post<{ Params: { carrierId: string } }>('/_sandbox/sessions/:carrierId/expire', async (request) => ({
    expired: state.sessions.expireAll(request.params.carrierId),
  }));

  app.post('/_sandbox/reset', async () => {
    state.accounts.reset();
    state.inbox.reset();
    state.mail.reset();
    state.sessions.reset();
    state.submissions.reset();
    state.faults.clear();
    return { reset: true };
  });
}
