// The sandbox's control API (plain localhost:<port>): the SMS inbox and the phone's forwarding, the
// mailbox and where mail goes, accounts made for a test or a bench, submission counts, faults, reset.
import type { FastifyInstance } from 'fastify';
import type { DriftPlan } from './core/drift.ts';
import type { Faults } from './core/faults.ts';
import type { PhoneForwarding } from './core/phone.ts';
import type { CarrierPortal, SandboxProfile } from './core/types.ts';
import type { SandboxState } from './server.ts';

export interface ControlOptions {
  portals: CarrierPortal[];
  state: SandboxState;
  origin(carrierId: string): string;
  profile: SandboxProfile;
  drift?: DriftPlan;
}

export function registerControlRoutes(
  app: FastifyInstance,
  { portals, state, origin, profile, drift }: ControlOptions,
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

  // The drift plan (SANDBOX_DRIFT): for tests to check against what the portals show; never for agents.
  app.get('/_sandbox/drift', async () => drift ?? { seed: null, portals: [] });

  // A portal account of a test's or a bench's own, for a sandbox that runs in another process (startSandbox's
  // caller adds them to `state.accounts` directly). Gone at the next reset.
  app.post<{ Body: Record<string, unknown> | null }>('/_sandbox/accounts', async (request, reply) => {
    const { carrierId, username, password, phone, email, totpSeed } = request.body ?? {};
    const text = (value: unknown) => typeof value === 'string' && value.length > 0;
    const optional = (value: unknown) => value === undefined || text(value);
    if (!text(carrierId) || !known(carrierId as string))
      return reply.code(404).send({ error: 'unknown carrier' });
    if (!text(username) || !text(password) || ![phone, email, totpSeed].every(optional))
      return reply
        .code(400)
        .send({ error: 'username and password are required; phone, email, totpSeed are text' });
    state.accounts.add({
      carrierId: carrierId as string,
      username: username as string,
      password: password as string,
      ...(phone ? { phone: phone as string } : {}),
      ...(email ? { email: email as string } : {}),
      ...(totpSeed ? { totpSeed: totpSeed as string } : {}),
    });
    return reply.code(201).send({ carrierId, username });
  });

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

  // The phone: point it at an SMS webhook (its texts are then posted there, signed), see where it
  // points (never the token) and what each post got back, or stop it.
  app.get('/_sandbox/phone', async () => ({
    forwarding: state.phone.current() ?? null,
    deliveries: state.phone.deliveries(),
  }));

  app.put<{ Body: Partial<Record<keyof PhoneForwarding, unknown>> }>(
    '/_sandbox/phone',
    async (request, reply) => {
      const body = request.body ?? {};
      const problems = phoneProblems(body);
      if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
      const forwarding: PhoneForwarding = {
        webhookUrl: body.webhookUrl as string,
        authToken: body.authToken as string,
        ...(body.to === undefined ? {} : { to: body.to as string }),
        ...(body.signatureUrl ? { signatureUrl: body.signatureUrl as string } : {}),
      };
      state.phone.configure(forwarding);
      return { forwarding: state.phone.current() };
    },
  );

  app.delete('/_sandbox/phone', async () => {
    state.phone.configure(undefined);
    return { forwarding: null };
  });

  // The latency each login was given (the floor of an agent's time there), and what no login claimed.
  app.get<{ Querystring: { carrierId?: string } }>('/_sandbox/latency', async (request) => ({
    logins: state.latency
      .byLogin()
      .filter((l) => !request.query.carrierId || l.carrierId === request.query.carrierId),
    unattributed: state.latency
      .unattributed()
      .filter((u) => !request.query.carrierId || u.carrierId === request.query.carrierId),
  }));

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

  // What the portals' cookies hold (live session ids, remembered devices), and the codes they e-mailed
  // through the relay: a test looks for them where no secret may be (the service's data folder).
  app.get('/_sandbox/secrets', async () => ({
    sessionIds: state.sessions.ids(),
    deviceIds: state.accounts.list().flatMap((a) => [...a.knownDevices]),
    mailedCodes: state.mail
      .relayed()
      .map(
        (m) =>
          /(?<![0-9])[0-9]{6}(?![0-9])/.exec(m.subject)?.[0] ??
          /(?<![0-9])[0-9]{6}(?![0-9])/.exec(m.text)?.[0],
      )
      .filter((c): c is string => c !== undefined),
  }));

  // Whether two sessions of one login were ever in use at once, or two sign-ins overlapped (decision 0033).
  app.get<{ Querystring: { carrierId?: string } }>('/_sandbox/sessions/logins', async (request) => ({
    logins: state.sessions.logins(request.query.carrierId),
  }));
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
    state.latency.reset();
    state.phone.configure(state.initialPhone);
    return { reset: true };
  });
}

const isHttpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function phoneProblems(body: Partial<Record<keyof PhoneForwarding, unknown>>): string[] {
  const problems: string[] = [];
  if (!isHttpUrl(body.webhookUrl)) problems.push('webhookUrl must be an http(s) URL');
  if (typeof body.authToken !== 'string' || !body.authToken) problems.push('authToken is required');
  if (body.to !== undefined && (typeof body.to !== 'string' || !/^\+[1-9][0-9]{6,14}$/.test(body.to)))
    problems.push('to must be an E.164 number, e.g. +15550100199 (or absent: each login’s phone on file)');
  if (body.signatureUrl !== undefined && !isHttpUrl(body.signatureUrl))
    problems.push('signatureUrl must be an http(s) URL');
  return problems;
}
