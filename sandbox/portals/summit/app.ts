// What every AgentLink page handler shares: the sandbox context, the viewstate codec, agency profiles
// of the demo logins, numbering, and the response helpers that make answers look like IIS/ASP.NET.
import type { FastifyReply } from 'fastify';
import type { SandboxContext } from '../../core/types.ts';
import type { PageUser } from './layout.ts';
import type { ViewStateCodec } from './viewstate.ts';

export interface SummitApp {
  ctx: SandboxContext;
  viewState: ViewStateCodec;
  /** Session ids ended because the same User ID logged in elsewhere. */
  displaced: Set<string>;
  /** User ID (lower case) → its current session id: one session per login. */
  activeSessions: Map<string, string>;
  /** Next submission sequence number. */
  nextSequence(): number;
  profile(username: string): PageUser;
  year(): number;
}

export const PROFILES: Record<string, PageUser> = {
  'demo.agent': {
    displayName: 'Dana Whitfield',
    agencyName: 'Lakeside Insurance Group',
    agencyCode: '00417',
  },
  'csr.agent': { displayName: 'Marcus Ortega', agencyName: 'Lakeside Insurance Group', agencyCode: '00417' },
};

export function createSummitApp(ctx: SandboxContext, viewState: ViewStateCodec): SummitApp {
  let sequence = 4816;
  return {
    ctx,
    viewState,
    displaced: new Set(),
    activeSessions: new Map(),
    nextSequence: () => {
      sequence += 1;
      return sequence;
    },
    profile: (username) =>
      PROFILES[username.toLowerCase()] ?? {
        displayName: username,
        agencyName: 'Appointed Agency',
        agencyCode: '00000',
      },
    year: () => ctx.now().getUTCFullYear(),
  };
}

export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .header('server', 'Microsoft-IIS/7.5')
    .header('x-aspnet-version', '2.0.50727')
    .header('x-powered-by', 'ASP.NET')
    .type('text/html; charset=utf-8')
    .send(html);
}
