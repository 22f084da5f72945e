// Drift on a server-rendered portal's Fastify app: pages and style sheets go out drifted, and what a
// drifted form posts (renamed field names, new button captions) is mapped back before the portal's
// own handlers read it (split phone and date fields joined again), so the portal works as it always did.
import type { FastifyInstance } from 'fastify';
import { type PortalDrift, restoreToken, reworded } from './drift.ts';
import { type DriftMarkup, driftHtml, renameCss } from './drift-html.ts';
import { rejoinPosted } from './drift-posted.ts';

function restoreKeys(holder: unknown, renames: PortalDrift['renames']) {
  if (!renames || !holder || typeof holder !== 'object' || Array.isArray(holder)) return;
  const fields = holder as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const original = restoreToken(renames, key);
    if (original === undefined) continue;
    fields[original] = fields[key];
    delete fields[key];
  }
}

export function installDrift(
  app: FastifyInstance,
  drift: PortalDrift,
  markup: DriftMarkup,
  now: () => Date = () => new Date(),
) {
  const submitNames = new Set<string>();
  const oldCaption = (value: unknown) =>
    typeof value === 'string'
      ? drift.captions.find((pair) => reworded([{ from: pair.to, to: pair.from }], value))?.from
      : undefined;

  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    restoreKeys(body, drift.renames);
    restoreKeys(request.query, drift.renames);
    rejoinPosted(drift, body);
    if (body && typeof body === 'object')
      for (const name of submitNames) if (name in body) body[name] = oldCaption(body[name]) ?? body[name];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const path = request.url.split('?')[0] ?? '';
    if (type.startsWith('text/html'))
      return driftHtml(String(payload), drift, markup, path, submitNames, now());
    if (type.startsWith('text/css') && drift.renames)
      return renameCss(String(payload), drift.renames, markup.clientRendered !== true);
    return payload;
  });
}
