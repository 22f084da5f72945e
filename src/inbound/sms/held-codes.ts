// A text often arrives before its job waits for it: the portal sends the code as the password is
// accepted, seconds before the agent has read the MFA page and turned `mfa_waiting`. A signed text whose
// code finds no waiting job (or none for the carrier it names) is therefore held, in this process's
// memory only (never stored, never logged), for a short while, and delivered as soon as a job of its
// agency changes (the store's `jobs_changed` notification, from any node) or at the next sweep, to a
// job started before it arrived (a code from an earlier sign-in is not for a job started since). A
// newer text naming the same carrier replaces an older one; a delivered or expired text is forgotten.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import { JOBS_CHANGED_CHANNEL } from '../../store/jobs.ts';
import { carriersNamed, type Delivery, deliverSmsCode } from './deliver-code.ts';

export type Received = Delivery | { delivered: false; reason: 'held' };

export interface HeldSmsCodes {
  /** Gives the text's code to its waiting job now, or holds it for a job about to wait. */
  receive(agencyId: string, body: string): Promise<Received>;
  /** How many texts are held (for tests and metrics; never their content). */
  size(): number;
  close(): Promise<void>;
}

export interface HeldSmsCodesOptions {
  db: Db;
  carriers: readonly Carrier[];
  /** How long a text waits for its job (default two minutes; portals' codes live ten). */
  holdMs?: number;
  /** How often held texts are tried again without a notification (default one second). */
  sweepMs?: number;
  log: (fields: Record<string, unknown>, message: string) => void;
  now?: () => number;
}

interface HeldText {
  agencyId: string;
  body: string;
  named: string[];
  receivedAt: number;
  expiresAt: number;
}

const MAX_HELD_PER_AGENCY = 20;
/** Outcomes worth waiting on: no job waits yet, or none for the carrier the text names. */
const worthHolding = new Set(['no_waiting_job', 'no_match']);

export async function startHeldSmsCodes(options: HeldSmsCodesOptions): Promise<HeldSmsCodes> {
  const { db, carriers, log } = options;
  const holdMs = options.holdMs ?? 120_000;
  const now = options.now ?? Date.now;
  let held: HeldText[] = [];
  // One delivery at a time in this process, so a held text is never given twice.
  let chain: Promise<unknown> = Promise.resolve();
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };

  /** Forgets held texts of the agency that `text` supersedes: earlier ones naming the same carriers. */
  const supersede = (agencyId: string, named: readonly string[]) => {
    held = held.filter(
      (h) => h.agencyId !== agencyId || (named.length > 0 && !h.named.some((c) => named.includes(c))),
    );
  };

  async function retry(agencyId?: string) {
    const due = held.filter((h) => !agencyId || h.agencyId === agencyId);
    if (due.length === 0) return;
    const expired = held.filter((h) => h.expiresAt <= now());
    held = held.filter((h) => h.expiresAt > now());
    for (const h of expired)
      log({ agencyId: h.agencyId }, 'held inbound SMS code expired: no job waited for it');
    // Newest first: a newer code for the same carrier wins and supersedes the older.
    for (const text of [...held].reverse()) {
      if (!held.includes(text) || (agencyId && text.agencyId !== agencyId)) continue;
      const delivery = await deliverSmsCode(
        db,
        carriers,
        text.agencyId,
        text.body,
        new Date(text.receivedAt),
      );
      if (!delivery.delivered) continue;
      held = held.filter((h) => h !== text);
      supersede(text.agencyId, [delivery.carrierId]);
      log(
        { agencyId: text.agencyId, jobId: delivery.jobId, carrierId: delivery.carrierId },
        'held inbound SMS code given to its job',
      );
    }
  }

  const unlisten = await db.listen(JOBS_CHANGED_CHANNEL, (payload) => {
    const agencyId = payload.split(' ')[0];
    if (agencyId && held.some((h) => h.agencyId === agencyId))
      void serially(() => retry(agencyId)).catch((error) =>
        log({ err: error }, 'held inbound SMS retry failed'),
      );
  });
  const sweep = setInterval(() => {
    if (held.length > 0)
      void serially(() => retry()).catch((error) => log({ err: error }, 'held inbound SMS retry failed'));
  }, options.sweepMs ?? 1000);
  sweep.unref();

  return {
    receive: (agencyId, body) =>
      serially(async (): Promise<Received> => {
        const delivery = await deliverSmsCode(db, carriers, agencyId, body);
        const named = carriersNamed(body, carriers);
        if (delivery.delivered) {
          supersede(agencyId, [delivery.carrierId]);
          return delivery;
        }
        if (!worthHolding.has(delivery.reason)) return delivery;
        supersede(agencyId, named);
        held.push({ agencyId, body, named, receivedAt: now(), expiresAt: now() + holdMs });
        const mine = held.filter((h) => h.agencyId === agencyId);
        if (mine.length > MAX_HELD_PER_AGENCY) held = held.filter((h) => h !== mine[0]);
        return { delivered: false, reason: 'held' };
      }),
    size: () => held.length,
    async close() {
      clearInterval(sweep);
      held = [];
      await unlisten();
      await chain;
    },
  };
}
