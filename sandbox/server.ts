// The sandbox: one HTTP port serving every fictional carrier portal on its own origin
// (<host>.localhost:<port>, by the Host header) and the control API on plain localhost:<port>.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerControlRoutes } from './control.ts';
import { createAccountStore } from './core/accounts.ts';
import { type DriftKind, type DriftPlan, planDrift } from './core/drift.ts';
import { installDrift } from './core/drift-server.ts';
import { createFaultControl } from './core/faults.ts';
import { createMfaInbox } from './core/inbox.ts';
import { baseLatency, requestKind, sleep } from './core/latency.ts';
import { cookieValues, createLatencyLedger } from './core/latency-ledger.ts';
import { createMailOutbox, type MailSettings } from './core/mail.ts';
import { createSandboxPhone, type PhoneForwarding, type PhoneLog, type SandboxPhone } from './core/phone.ts';
import { createSessionStore } from './core/sessions.ts';
import { createSubmissionStore } from './core/submissions.ts';
import type { CarrierPortal, SandboxContext, SandboxProfile } from './core/types.ts';
import { portals as defaultPortals } from './portals/index.ts';

export interface SandboxOptions {
  port?: number;
  host?: string;
  profile?: SandboxProfile;
  portals?: CarrierPortal[];
  now?: () => Date;
  /** Where e-mailed codes go: an SMTP relay and a stand-in recipient (also PUT /_sandbox/mail). */
  mail?: MailSettings;
  /** Point the phone at an SMS webhook from the start (also `PUT /_sandbox/phone`, `sandbox.phone`). */
  phone?: PhoneForwarding;
  /** Where the phone reports a post that failed (default console.warn); never given a code. */
  phoneLog?: PhoneLog;
  /**
   * Layout drift seed (SANDBOX_DRIFT): every portal mutated reproducibly from it; off when undefined.
   * A plan instead of a seed drifts the portals exactly so (a test of one kind of drift).
   */
  drift?: number | DriftPlan;
  /** Form kinds a seed's plan leaves out (the drift test's: what the agents do not meet yet). */
  driftWithout?: DriftKind[];
}

export interface Sandbox {
  port: number;
  /** Control API base, e.g. http://127.0.0.1:3100 */
  url: string;
  /** A carrier portal's origin, e.g. http://summit.localhost:3100 */
  origin(carrierId: string): string;
  portals: CarrierPortal[];
  state: SandboxState;
  /** The drift plan in force, when drift is on (also `GET /_sandbox/drift`). */
  drift?: DriftPlan;
  /** The phone: its SMS codes are also posted, signed, to an SMS webhook when pointed at one. */
  phone: SandboxPhone;
  close(): Promise<void>;
}

export type SandboxState = ReturnType<typeof createState>;

function createState(portals: CarrierPortal[], options: SandboxOptions) {
  const phone = createSandboxPhone(options.phoneLog);
  phone.configure(options.phone);
  const nameOf = (carrierId: string) => portals.find((p) => p.id === carrierId)?.name ?? carrierId;
  const accounts = createAccountStore(() =>
    portals.flatMap((portal) => portal.accounts.map((a) => ({ ...a, carrierId: portal.id }))),
  );
  const sessions = createSessionStore();
  return {
    accounts,
    phone,
    /** The forwarding a reset returns to. */
    initialPhone: options.phone,
    inbox: createMfaInbox((m) =>
      phone.forward({
        carrierId: m.carrierId,
        carrierName: nameOf(m.carrierId),
        code: m.code,
        phone: accounts.get(m.carrierId, m.username)?.phone,
      }),
    ),
    mail: createMailOutbox(options.mail),
    sessions,
    /** Portal latency given per login (GET /_sandbox/latency). */
    latency: createLatencyLedger(sessions),
    submissions: createSubmissionStore(),
    faults: createFaultControl(),
  };
}

const plainMaintenance = (name: string) =>
  `<!doctype html><html><head><title>${name}: scheduled maintenance</title></head><body>` +
  `<h1>${name} is down for scheduled maintenance</h1><p>Please try again later.</p></body></html>`;

/** A page's content is late: a server page itself, or an SPA's data calls that fill its views. */
const slowedByDrift = (portal: CarrierPortal, kind: string, method: string) =>
  kind === 'page' || (portal.drift?.clientRendered === true && kind === 'api' && method === 'GET');

const AFFINITY = /(?:^|;)\s*lb_affinity=/;

async function buildPortalApp(
  portal: CarrierPortal,
  ctx: SandboxContext,
  given: WeakMap<object, number>,
  latency: SandboxState['latency'],
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  await app.register(formbody);
  app.addHook('onRequest', async (request, reply) => {
    const kind = requestKind(request.url);
    if (kind === 'asset') return;
    const faults = ctx.faults.get(portal.id);
    let wait = baseLatency(ctx.profile, kind, portal.realisticPageMs) + (faults.latencyMs ?? 0);
    if (ctx.drift?.slowRender && slowedByDrift(portal, kind, request.method))
      wait += ctx.drift.slowRender.delayMs;
    if (faults.slowPage && request.url.includes(faults.slowPage.path)) wait += faults.slowPage.delayMs;
    given.set(request.raw, wait);
    if (wait > 0) await sleep(wait);
    if (faults.maintenance) {
      const html = portal.maintenancePage?.() ?? plainMaintenance(portal.name);
      return reply.code(503).header('retry-after', '600').type('text/html').send(html);
    }
    if (ctx.faults.shouldFail(portal.id)) {
      return reply
        .code(503)
        .type('text/html')
        .send('<!doctype html><html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
  });
  // A load balancer's affinity cookie on a visit's first answer, as carriers' portals have: the latency
  // ledger joins a visit's requests before its sign-in to the login by it (latency-ledger.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (requestKind(request.url) !== 'asset' && !AFFINITY.test(request.headers.cookie ?? ''))
      reply.header(
        'set-cookie',
        `lb_affinity=${randomBytes(12).toString('base64url')}; Path=/; HttpOnly; SameSite=Lax`,
      );
    return payload;
  });
  // Counted once answered, when the sign-in's answer has set its session cookie.
  app.addHook('onResponse', async (request, reply) => {
    const ms = given.get(request.raw);
    if (ms === undefined) return;
    const setCookie = reply.getHeader('set-cookie');
    latency.record({
      carrierId: portal.id,
      connection: request.raw.socket,
      cookieValues: cookieValues(
        request.headers.cookie,
        typeof setCookie === 'number' ? undefined : setCookie,
      ),
      ms,
    });
  });
  if (ctx.drift && portal.drift) installDrift(app, ctx.drift, portal.drift, () => ctx.now());
  await portal.register(app, ctx);
  await app.ready();
  return app;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const portals = options.portals ?? defaultPortals;
  const profile = options.profile ?? 'realistic';
  const now = options.now ?? (() => new Date());
  const state = createState(portals, options);
  const drift =
    options.drift === undefined || typeof options.drift === 'object'
      ? options.drift
      : planDrift(options.drift, profile, portals, options.driftWithout);
  // Idle connections are kept a minute, as a carrier's load balancer does, not Node's 5 s: a browser
  // context then carries its whole visit on the connections it opened, so the latency ledger can put
  // even the first page (fetched before any cookie) to the login that signs in on that connection.
  const server = http.createServer({ keepAliveTimeout: 60_000 });
  const listenHost = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3100, listenHost, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = (carrierId: string) => {
    const portal = portals.find((p) => p.id === carrierId);
    if (!portal) throw new Error(`unknown sandbox carrier ${carrierId}`);
    return `http://${portal.host}.localhost:${port}`;
  };

  const apps = new Map<string, FastifyInstance>();
  // The latency each request was given (the hook's wait plus a handler's pageDelay), by raw request.
  const given = new WeakMap<object, number>();
  for (const portal of portals) {
    const ctx: SandboxContext = {
      carrierId: portal.id,
      profile,
      origin: origin(portal.id),
      ...state,
      pageDelay: (request) => {
        const ms = baseLatency(profile, 'page', portal.realisticPageMs);
        if (request) given.set(request.raw, (given.get(request.raw) ?? 0) + ms);
        return sleep(ms);
      },
      now,
      drift: drift?.portals.find((p) => p.carrierId === portal.id),
    };
    apps.set(portal.host, await buildPortalApp(portal, ctx, given, state.latency));
  }
  const control = Fastify({ logger: false });
  registerControlRoutes(control, { portals, state, origin, profile, drift });
  await control.ready();

  server.on('request', (req, res) => {
    const hostname = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
    const label = hostname.endsWith('.localhost') ? hostname.slice(0, -'.localhost'.length) : undefined;
    const app = (label && apps.get(label)) || control;
    app.routing(req, res);
  });

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    origin,
    portals,
    state,
    drift,
    phone: state.phone,
    async close() {
      state.phone.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...apps.values(), control].map((app) => app.close()));
    },
  };
}
