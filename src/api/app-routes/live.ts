// GET /app/api/events: server-sent events for the signed-in agency. Each `job` event names the request
// and job that changed, each `login` event the carrier whose login or login test changed; the page
// re-reads what it shows. `waiting` carries the count of jobs waiting for a person, for the top bar.
// `resync`: changes may have gone unannounced (the database's LISTEN connection was lost): read it all.
import type { FastifyInstance } from 'fastify';
import { waitingJobStatuses } from '../../domain/quote-request/states.ts';
import type { Db } from '../../store/db.ts';
import { countAgencyJobs } from '../../store/jobs.ts';
import type { LiveHub } from '../live.ts';

export async function countWaiting(db: Db, agencyId: string): Promise<number> {
  return countAgencyJobs(db, agencyId, waitingJobStatuses);
}

export function appLiveRoutes(app: FastifyInstance, options: { db: Db; hub: LiveHub }) {
  const { db, hub } = options;
  const open = new Set<() => void>();
  // Streams never go idle: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(
    '/app/api/events',
    { config: { role: 'agent' }, schema: { hide: true } },
    async (request, reply) => {
      const agencyId = request.auth.agencyId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-request-id': request.id,
      });
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      let lastWaiting = -1;
      const sendWaiting = async () => {
        const waiting = await countWaiting(db, agencyId);
        if (waiting !== lastWaiting)
          send('waiting', { waiting, increased: lastWaiting >= 0 && waiting > lastWaiting });
        lastWaiting = waiting;
      };
      const unsubscribe = hub.subscribe(agencyId, {
        job(change) {
          send('job', change);
          void sendWaiting().catch((err) => request.log.warn({ err }, 'could not count waiting jobs'));
        },
        login: (change) => send('login', change),
        resync() {
          send('resync', {});
          void sendWaiting().catch((err) => request.log.warn({ err }, 'could not count waiting jobs'));
        },
      });
      // A comment now and then keeps proxies from closing a quiet stream.
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
      const end = () => res.end();
      open.add(end);
      res.on('close', () => {
        open.delete(end);
        clearInterval(keepAlive);
        unsubscribe();
      });
      await sendWaiting();
    },
  );
}
