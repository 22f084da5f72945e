// The agency app's own routes (sign-in, live events) and its pages. Everything else the app does goes
// through the partner API's routes under session auth (see plugins/session.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../store/db.ts';
import type { SessionPolicy } from '../../users/sign-in.ts';
import { startLiveHub } from '../live.ts';
import { registerWeb } from '../web.ts';
import { appLiveRoutes } from './live.ts';
import { appSessionRoutes } from './session.ts';

export async function registerAppRoutes(
  app: FastifyInstance,
  options: { db: Db; publicUrl: string; sessionPolicy: SessionPolicy },
) {
  const hub = await startLiveHub(options.db);
  app.addHook('onClose', async () => hub.close());
  appSessionRoutes(app, { db: options.db, policy: options.sessionPolicy, publicUrl: options.publicUrl });
  appLiveRoutes(app, { db: options.db, hub });
  await registerWeb(app);
}
