// Builds the Fastify app: JSON only, the envelope on every answer, auth, rate limit, OpenAPI, routes.
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import SerializerSelector, { type SerializerCompiler } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { ArtifactStore } from '../agents/runtime/artifacts.ts';
import type { LiveFrameSource } from '../agents/runtime/live-pages.ts';
import type { Config } from '../config.ts';
import type { Carrier } from '../domain/carriers/catalog.ts';
import { createAjv } from '../domain/validation.ts';
import { smsRoutes } from '../inbound/sms/route.ts';
import type { SmsTokenBox } from '../inbound/sms/sms-token-box.ts';
import type { Db } from '../store/db.ts';
import { defaultSessionPolicy, type SessionPolicy } from '../users/sign-in.ts';
import { keyringFromKeys } from '../vault/master-keys.ts';
import type { CodeBox } from '../vault/one-time-codes.ts';
import type { Vault } from '../vault/vault.ts';
import type { SecretBox } from '../webhooks/secret-box.ts';
import { typed } from './api-instance.ts';
import { registerAppRoutes } from './app-routes/index.ts';
import { ErrorEnvelope } from './envelope.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerJsonBody } from './json-body.ts';
import { createTokenSigner } from './live-relay/tokens.ts';
import type { ViewTokens } from './live-relay/view-tokens.ts';
import { registerOpenApi } from './openapi.ts';
import { auth } from './plugins/auth.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { carrierRoutes } from './routes/carriers.ts';
import { healthRoutes } from './routes/health.ts';
import { learnedMappingRoutes } from './routes/learned-mappings.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { quoteRequirementsRoutes } from './routes/quote-requirements.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { runRoutes } from './routes/runs.ts';
import { scheduleRoutes } from './routes/schedules.ts';
import { webhookDeliveryRoutes } from './routes/webhook-deliveries.ts';
import { webhookRoutes } from './routes/webhooks.ts';

export interface AppDeps {
  /** Sends carrier jobs (start, retry); absent in a process that only serves reads. */
  boss?: PgBoss;
  artifacts: ArtifactStore;
  config: Pick<Config, 'publicUrl' | 'rateLimitPerMinute' | 'bodyLimitBytes' | 'idempotencyTtlHours'> &
    Partial<
      Pick<
        Config,
        | 'webhookAllowLoopback'
        | 'authFailuresPerMinute'
        | 'metricsToken'
        | 'fairUse'
        | 'smsAuthToken'
        | 'inboundMail'
        | 'takeoverIdleMs'
        | 'live'
      >
    >;
  db: Db;
  /** Seals webhook signing secrets under the vault keys (createSecretBox). */
  webhookSecrets: SecretBox;
  /** Seals and opens agencies' SMS provider auth tokens under the vault keys (createSmsTokenBox). */
  smsTokens: SmsTokenBox;
  /** Seals one-time codes on their way to the worker (createCodeBox; the vault's `codes`). */
  codes: CodeBox;
  carriers: readonly Carrier[];
  now?: () => Date;
  /** Agency app sessions: expiry and failed sign-in limits. */
  sessionPolicy?: SessionPolicy;
  /** Carrier logins for the agency app's admins. */
  vault?: Vault;
  /** The live view's frames (the worker's pages when this process runs jobs too). */
  liveFrames?: LiveFrameSource;
  /** Signs the live view's tokens; default: a key of this process alone (tests, benches). */
  liveTokens?: ViewTokens;
  logger?: FastifyServerOptions['loggerInstance'] | false;
}

// Every schema is compiled once per process, however many apps are built (the tests build hundreds,
// at about 0.2 CPU-s of compiling each): Ajv keeps what it compiled by schema object, and
// `keptSerializers` keeps each response serializer by what its schema says (routes build their response
// schemas when registered, so the objects are new for every app while their content is the same).
const bodyAjv = createAjv({ coerceTypes: false });
const partAjv = createAjv({ coerceTypes: true });
const fastifySerializers = SerializerSelector();
const keptSerializer = new Map<string, ReturnType<SerializerCompiler>>();

/** Fastify's serializer factory, keeping each serializer for the same schema, shared schemas and options. */
function keptSerializers(externalSchemas?: unknown, options?: Parameters<typeof fastifySerializers>[1]) {
  const compile = fastifySerializers(externalSchemas, options);
  const shared = JSON.stringify([externalSchemas ?? null, options ?? null]);
  return (route: Parameters<SerializerCompiler>[0]) => {
    const key = `${shared}\n${JSON.stringify(route.schema ?? null)}`;
    const kept = keptSerializer.get(key);
    if (kept) return kept;
    const serializer = compile(route);
    keptSerializer.set(key, serializer);
    return serializer;
  };
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: deps.config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => `req_${crypto.randomUUID().replaceAll('-', '')}`,
    ajv: { customOptions: { allErrors: true } },
    schemaController: { compilersFactory: { buildSerializer: keptSerializers } },
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : partAjv).compile(schema),
  );
  // JSON is the only body format (XML and ACORD are not accepted in v1).
  app.removeContentTypeParser(['text/plain']);
  registerJsonBody(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addSchema(ErrorEnvelope);
  registerErrorHandling(app);
  await registerOpenApi(app, deps.config.publicUrl);
  await registerRateLimit(app, deps.config.rateLimitPerMinute);
  await app.register(cookie);
  const sessionPolicy = deps.sessionPolicy ?? defaultSessionPolicy;
  await app.register(auth, {
    db: deps.db,
    sessionPolicy,
    failuresPerMinute: deps.config.authFailuresPerMinute,
  });

  const now = deps.now ?? (() => new Date());
  const api = typed(app);
  healthRoutes(api, { db: deps.db });
  await smsRoutes(app, {
    db: deps.db,
    carriers: deps.carriers,
    publicUrl: deps.config.publicUrl,
    authToken: deps.config.smsAuthToken,
    tokens: deps.smsTokens,
    codes: deps.codes,
  });
  metricsRoutes(api, { db: deps.db, token: deps.config.metricsToken });
  carrierRoutes(api, { db: deps.db, carriers: deps.carriers });
  quoteRoutes(api, {
    db: deps.db,
    carriers: deps.carriers,
    publicUrl: deps.config.publicUrl,
    idempotencyTtlHours: deps.config.idempotencyTtlHours,
    now,
  });
  scheduleRoutes(api, { now });
  quoteRequirementsRoutes(api, { db: deps.db, carriers: deps.carriers, now });
  runRoutes(api, {
    db: deps.db,
    boss: deps.boss,
    artifacts: deps.artifacts,
    publicUrl: deps.config.publicUrl,
    idempotencyTtlHours: deps.config.idempotencyTtlHours,
    fairUse: deps.config.fairUse,
    codes: deps.codes,
  });
  learnedMappingRoutes(api, { db: deps.db });
  webhookRoutes(api, {
    db: deps.db,
    allowLoopback: deps.config.webhookAllowLoopback ?? false,
    secrets: deps.webhookSecrets,
    idempotencyTtlHours: deps.config.idempotencyTtlHours,
  });
  webhookDeliveryRoutes(api, { db: deps.db, idempotencyTtlHours: deps.config.idempotencyTtlHours });
  await registerAppRoutes(api, {
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    sessionPolicy,
    carriers: deps.carriers,
    vault: deps.vault,
    boss: deps.boss,
    ...(deps.config.inboundMail
      ? {
          mfaMail: {
            domain: deps.config.inboundMail.domain,
            receiving: deps.config.inboundMail.port !== 0,
          },
        }
      : {}),
    smsTokens: deps.smsTokens,
    liveFrames: deps.liveFrames,
    takeoverIdleMs: deps.config.takeoverIdleMs ?? 120_000,
    now,
    liveTokens: deps.liveTokens ?? {
      signer: createTokenSigner(keyringFromKeys({ 1: randomBytes(32).toString('base64') }), 'live view'),
      ttlMs: deps.config.live?.tokenTtlMs ?? 60_000,
    },
  });
  return app;
}
