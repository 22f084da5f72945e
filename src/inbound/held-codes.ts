// A code often arrives before its job waits for it: the portal texts or mails the code as the password
// is accepted, seconds before the agent has read the code page and turned `mfa_waiting`. A message
// whose code finds no waiting job (or none for the carrier it names) is therefore held, in this
// process's memory only (never stored, never logged), for a short while, and delivered as soon as a job
// of its agency changes (the store's `jobs_changed` notification, from any node) or at the next sweep,
// to a job started before it arrived (a code from an earlier sign-in is not for a job started since). A
// newer message naming the same carrier replaces an older one; a delivered or expired one is forgotten.
// One mechanism for texts (sms/held-codes.ts) and e-mails (email/server.ts).
import type { Db } from '../store/db.ts';
import { JOBS_CHANGED_CHANNEL } from '../store/jobs.ts';
import type { Delivery } from './give-code.ts';

export type Outcome<R extends string> =
  | Extract<Delivery, { delivered: true }>
  | { delivered: false; reason: R };
export type Received<R extends string> = Outcome<R> | { delivered: false; reason: 'held' };

export interface HeldCodes<M, R extends string> {
  /** Gives the message's code to its waiting job now, or holds it for a job about to wait. */
  receive(agencyId: string, message: M): Promise<Received<R>>;
  /** How many messages are held (for tests and metrics; never their content). */
  size(): number;
  /** Resolves when no delivery is under way (a held message's retry included, with its log line). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface HeldCodesOptions<M, R extends string> {
  db: Db;
  /** Gives the message's code to its waiting job; `receivedAt` when it was held. */
  deliver(agencyId: string, message: M, receivedAt?: Date): Promise<Outcome<R>>;
  /** The carriers a message names: a newer message replaces held ones naming the same. */
  carriersOf(message: M): string[];
  /** How log lines call a message, e.g. "inbound SMS code". */
  what: string;
  /** What may be logged of a message besides its agency (never its content), e.g. its sender's domain. */
  describe?(message: M): Record<string, unknown>;
  /** How long a message waits for its job (default two minutes; portals' codes live ten). */
  holdMs?: number;
  /** How often held messages are tried again without a notification (default one second). */
  sweepMs?: number;
  log: (fields: Record<string, unknown>, message: string) => void;
  now?: () => number;
}

interface Held<M> {
  agencyId: string;
  message: M;
  named: string[];
  receivedAt: number;
  expiresAt: number;
}

const MAX_HELD_PER_AGENCY = 20;
/** Outcomes worth waiting on: no job waits yet, or none for the carrier the message names. */
const worthHolding = new Set<string>(['no_waiting_job', 'no_match']);

export async function startHeldCodes<M, R extends string>(
  options: HeldCodesOptions<M, R>,
): Promise<HeldCodes<M, R>> {
  const { db, log, what } = options;
  const holdMs = options.holdMs ?? 120_000;
  const now = options.now ?? Date.now;
  const describe = (h: Held<M>) => ({ agencyId: h.agencyId, ...options.describe?.(h.message) });
  let held: Held<M>[] = [];
  // One delivery at a time in this process, so a held message is never given twice.
  let chain: Promise<unknown> = Promise.resolve();
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };

  /** Forgets the agency's held messages that one naming `named` supersedes (those naming the same). */
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
    for (const h of expired) log(describe(h), `held ${what} expired: no job waited for it`);
    // Newest first: a newer code for the same carrier wins and supersedes the older.
    for (const h of [...held].reverse()) {
      if (!held.includes(h) || (agencyId && h.agencyId !== agencyId)) continue;
      const delivery = await options.deliver(h.agencyId, h.message, new Date(h.receivedAt));
      if (!delivery.delivered) continue;
      held = held.filter((other) => other !== h);
      supersede(h.agencyId, [delivery.carrierId]);
      log(
        { ...describe(h), jobId: delivery.jobId, carrierId: delivery.carrierId },
        `held ${what} given to its job`,
      );
    }
  }

  const unlisten = await db.listen(JOBS_CHANGED_CHANNEL, (payload) => {
    const agencyId = payload.split(' ')[0];
    if (agencyId && held.some((h) => h.agencyId === agencyId))
      void serially(() => retry(agencyId)).catch((error) => log({ err: error }, `held ${what} retry failed`));
  });
  // The one-second sweep below also covers job changes missed while the LISTEN connection was away.
  const sweep = setInterval(() => {
    if (held.length > 0)
      void serially(() => retry()).catch((error) => log({ err: error }, `held ${what} retry failed`));
  }, options.sweepMs ?? 1000);
  sweep.unref();

  return {
    receive: (agencyId, message) =>
      serially(async (): Promise<Received<R>> => {
        const delivery = await options.deliver(agencyId, message);
        const named = options.carriersOf(message);
        if (delivery.delivered) {
          supersede(agencyId, [delivery.carrierId]);
          return delivery;
        }
        if (!worthHolding.has(delivery.reason)) return delivery;
        supersede(agencyId, named);
        held.push({ agencyId, message, named, receivedAt: now(), expiresAt: now() + holdMs });
        const mine = held.filter((h) => h.agencyId === agencyId);
        if (mine.length > MAX_HELD_PER_AGENCY) held = held.filter((h) => h !== mine[0]);
        return { delivered: false, reason: 'held' };
      }),
    size: () => held.length,
    async settled() {
      let seen: Promise<unknown>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
    async close() {
      clearInterval(sweep);
      held = [];
      await unlisten();
      await chain;
    },
  };
}
