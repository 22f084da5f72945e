// The agency app's own routes (sign-in, live events) and its pages. Everything else the app does goes
// through the partner API's routes under session auth (see plugins/session.ts).
import type { PgBoss } from 'pg-boss';
import type { LiveFrameSource } from '../../agents/runtime/live-pages.ts';
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { SmsTokenBox } from '../../inbound/sms/sms-token-box.ts';
import type { Db } from '../../store/db.ts';
import type { SessionPolicy } from '../../users/sign-in.ts';
import type { Vault } from '../../vault/vault.ts';
import type { ApiInstance } from '../api-instance.ts';
import { createControlHub } from '../control-hub.ts';
import { startLiveHub } from '../live.ts';
import type { ViewTokens } from '../live-relay/view-tokens.ts';
import { registerWeb } from '../web.ts';
import { appAgencySettingsRoutes } from './agency-settings.ts';
import { appApiKeyRoutes } from './api-keys.ts';
import { appCarrierLoginRoutes } from './carrier-logins.ts';
import { appJobControlRoutes } from './job-control.ts';
import { appLiveRoutes } from './live.ts';
import { appLiveTokenRoutes } from './live-token.ts';
import { appLiveViewRoutes } from './live-view.ts';
import { appMfaMailRoutes, type MfaMailSettings } from './mfa-mail.ts';
import { appProposalRoutes } from './proposals.ts';
import { appQuoteDraftRoutes } from './quote-draft.ts';
import { appSessionRoutes } from './session.ts';
import { appSmsNumberRoutes } from './sms-number.ts';
import { appUserRoutes } from './users.ts';

export async function registerAppRoutes(
  app: ApiInstance,
  options: {
    db: Db;
    publicUrl: string;
    sessionPolicy: SessionPolicy;
    carriers: readonly Carrier[];
    /** Absent in a process without the vault: no carrier-login management there. */
    vault: Vault | undefined;
    /** Queues login tests; absent in a process without the queue. */
    boss: PgBoss | undefined;
    /** The agencies' addresses for e-mailed codes; absent: none to show or make. */
    mfaMail?: MfaMailSettings;
    /** Seals the agencies' SMS auth tokens. */
    smsTokens: SmsTokenBox;
    /** The live view's frames: the worker's pages in this process; absent in one without the browser. */
    liveFrames?: LiveFrameSource;
    /** A person's control of a job's page expires to the agent after this long with no input. */
    takeoverIdleMs: number;
    /** Signs and checks the live view's tokens (one job, one person). */
    liveTokens: ViewTokens;
    /** Today for the new-request page's checks, as create reads it. */
    now: () => Date;
  },
) {
  const hub = await startLiveHub(options.db);
  app.addHook('onClose', async () => hub.close());
  appSessionRoutes(app, { db: options.db, policy: options.sessionPolicy, publicUrl: options.publicUrl });
  appLiveRoutes(app, { db: options.db, hub });
  const controls = await createControlHub(options.db, options.takeoverIdleMs);
  app.addHook('onClose', async () => controls.close());
  const tokens = options.liveTokens;
  appLiveTokenRoutes(app, { db: options.db, tokens });
  appLiveViewRoutes(app, { db: options.db, frames: options.liveFrames, controls, tokens });
  appJobControlRoutes(app, { db: options.db, controls, frames: options.liveFrames, tokens });
  appProposalRoutes(app, { db: options.db, publicUrl: options.publicUrl });
  appApiKeyRoutes(app, { db: options.db });
  appUserRoutes(app, { db: options.db });
  appAgencySettingsRoutes(app, { db: options.db });
  appQuoteDraftRoutes(app, { db: options.db, carriers: options.carriers, now: options.now });
  appMfaMailRoutes(app, { db: options.db, carriers: options.carriers, mail: options.mfaMail });
  appSmsNumberRoutes(app, { db: options.db, tokens: options.smsTokens, publicUrl: options.publicUrl });
  if (options.vault)
    appCarrierLoginRoutes(app, {
      db: options.db,
      vault: options.vault,
      carriers: options.carriers,
      boss: options.boss,
    });
  await registerWeb(app);
}
