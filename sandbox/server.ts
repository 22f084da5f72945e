// The sandbox: one HTTP port serving every fictional carrier portal on its own origin
// (<host>.localhost:<port>, by the Host header) and the control API on plain localhost:<port>.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerControlRoutes } from './control.ts';
import { createAccountStore } from './core/accounts.ts';
import { createFaultControl } from './core/faults.ts';
import { createMfaInbox } from './core/inbox.ts';
import { baseLatency, requestKind, sleep } from './core/latency.ts';
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
}

export interface Sandbox {
  port: number;
  /** Control API base, e.g. http://127.0.0.1:3100 */
  url: string;
  /** A carrier portal's origin, e.g. http://summit.localhost:3100 */
  origin(carrierId: string): string;
  portals: CarrierPortal[];
  state: SandboxState;
  /** The phone: its SMS codes are also posted, signed, to an SMS webhook when pointed at one. */
  phone: SandboxPhone;
  close(): Promise<void>;
}

export type SandboxState = ReturnType<typeof createState>;

function createState(portals: CarrierPortal[], options: SandboxOptions) {
  const phone = createSandboxPhone(options.phoneLog);
  phone.configure(options.phone);
  const nameOf = (carrierId: string) => portals.find((p) => p.id === carrierId)?.name ?? carrierId;
  return {
    accounts: createAccountStore(() =>
      portals.flatMap((portal) => portal.accounts.map((a) => ({ ...a, carrierId: portal.id }))),
    ),
    phone,
    /** The forwarding a reset returns to. */
    initialPhone: options.phone,
    inbox: createMfaInbox((m) =>
      phone.forward({ carrierId: m.carrierId, carrierName: nameOf(m.carrierId), code: m.code }),
    ),
    mail: createMailOutbox(options.mail),
    sessions: createSessionStore(),
    submissions: createSubmissionStore(),
    faults: createFaultControl(),
  };
}

const plainMaintenance = (name: string) =>
  `<!doctype html><html><head><title>${name}: scheduled maintenance</title></head><body>` +
  `<h1>${name} is down for scheduled maintenance</h1><p>Please try again later.</p></body></html>`;

async function buildPortalApp(portal: CarrierPortal, ctx: SandboxContext): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  await app.register(formbody);
  app.addHook('onRequest', async (request, reply) => {
    const kind = requestKind(request.url);
    if (kind === 'asset') return;
    const faults = ctx.faults.get(portal.id);
    let wait = baseLatency(ctx.profile, kind, portal.realisticPageMs) + (faults.latencyMs ?? 0);
    if (faults.slowPage && request.url.includes(faults.slowPage.path)) wait += faults.slowPage.delayMs;
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
  await portal.register(app, ctx);
  await app.ready();
  return app;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const portals = options.portals ?? defaultPortals;
  const profile = options.profile ?? 'realistic';
  const now = options.now ?? (() => new Date());
  const state = createState(portals, options);
  const server = http.createServer();
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
  for (const portal of portals) {
    const ctx: SandboxContext = {
      carrierId: portal.id,
      profile,
      origin: origin(portal.id),
      ...state,
      pageDelay: () => sleep(baseLatency(profile, 'page', portal.realisticPageMs)),
      now,
    };
    apps.set(portal.host, await buildPortalApp(portal, ctx));
  }
  const control = Fastify({ logger: false });
  registerControlRoutes(control, { portals, state, origin, profile });
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
    phone: state.phone,
    async close() {
      state.phone.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...apps.values(), control].map((app) => app.close()));
    },
  };
}
