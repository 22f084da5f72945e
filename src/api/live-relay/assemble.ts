// The live view across nodes, assembled for `service.ts` (docs/decisions/0031-live-view-across-nodes.md):
// in a process that runs jobs, the internal live server and its address registered in the database
// (heartbeated); in one that serves the app, the frames relayed from wherever each job runs and the
// app's live view tokens. Both sign with keys derived from the vault's master keys, the same on every node.
import { hostname } from 'node:os';
import type { LivePages } from '../../agents/runtime/live-pages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../store/db.ts';
import { forgetWorkerAddress, registerWorkerAddress } from '../../store/worker-addresses.ts';
import type { Keyring } from '../../vault/master-keys.ts';
import { createRelayedFrames, type RelayedFrames } from './relayed-frames.ts';
import { createTokenSigner } from './tokens.ts';
import type { ViewTokens } from './view-tokens.ts';
import { type RelayClaims, startWorkerLiveServer, type WorkerLiveServer } from './worker-server.ts';

const HEARTBEAT_MS = 15_000;

export interface LiveRelay {
  /** What the app's live view reads (roles all and api). */
  frames: RelayedFrames | undefined;
  tokens: ViewTokens;
  /** Where this worker's internal live server is reached (roles all and worker). */
  address: string | undefined;
  stop(): Promise<void>;
}

export async function startLiveRelay(options: {
  config: Pick<Config, 'role' | 'live'>;
  db: Db;
  keyring: Keyring;
  /** This process's pages and worker id, where it runs jobs. */
  worker?: { live: LivePages; workerId: string };
  onError?: (error: unknown) => void;
}): Promise<LiveRelay> {
  const { config, db, worker } = options;
  const relayTokens = createTokenSigner<RelayClaims>(options.keyring, 'live relay');
  let server: WorkerLiveServer | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let address: string | undefined;
  if (worker) {
    const { internalHost, internalPort, internalUrl } = config.live;
    server = await startWorkerLiveServer({
      live: worker.live,
      tokens: relayTokens,
      host: internalHost,
      port: internalPort,
    });
    address = internalUrl ?? `http://${advertised(internalHost)}:${server.port}`;
    const register = () =>
      registerWorkerAddress(db, worker.workerId, address!).catch((error) => options.onError?.(error));
    await register();
    heartbeat = setInterval(() => void register(), HEARTBEAT_MS);
    heartbeat.unref();
  }
  const frames =
    config.role !== 'worker'
      ? createRelayedFrames({
          db,
          tokens: relayTokens,
          local: worker ? { frames: worker.live, workerId: worker.workerId } : undefined,
        })
      : undefined;
  return {
    frames,
    tokens: { signer: createTokenSigner(options.keyring, 'live view'), ttlMs: config.live.tokenTtlMs },
    address,
    async stop() {
      frames?.close();
      clearInterval(heartbeat);
      if (worker) await forgetWorkerAddress(db, worker.workerId).catch(() => undefined);
      await server?.close();
    },
  };
}

/** The host others reach a server listening on `host` at: this machine's name for any interface. */
function advertised(host: string): string {
  if (['0.0.0.0', '::'].includes(host)) return hostname();
  return host.includes(':') ? `[${host}]` : host;
}
