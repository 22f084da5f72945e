// Texts whose job does not wait yet, held a while for it (the mechanism: ../held-codes.ts): a text
// names its carrier by name, and a newer text naming the same carrier replaces an older one.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import type { CodeBox } from '../../vault/one-time-codes.ts';
import { type HeldCodes, type Received as HeldReceived, startHeldCodes } from '../held-codes.ts';
import { carriersNamed, type Delivery, deliverSmsCode } from './deliver-code.ts';

type Reason = Extract<Delivery, { delivered: false }>['reason'];
export type Received = HeldReceived<Reason>;
export type HeldSmsCodes = HeldCodes<string, Reason>;

export interface HeldSmsCodesOptions {
  db: Db;
  /** Seals each code on its way to its job. */
  codes: CodeBox;
  carriers: readonly Carrier[];
  /** How long a text waits for its job (default two minutes; portals' codes live ten). */
  holdMs?: number;
  /** How often held texts are tried again without a notification (default one second). */
  sweepMs?: number;
  log: (fields: Record<string, unknown>, message: string) => void;
  now?: () => number;
}

export function startHeldSmsCodes(options: HeldSmsCodesOptions): Promise<HeldSmsCodes> {
  const { db, codes, carriers } = options;
  return startHeldCodes<string, Reason>({
    ...options,
    what: 'inbound SMS code',
    deliver: (agencyId, body, receivedAt) =>
      deliverSmsCode({ db, codes }, carriers, agencyId, body, receivedAt),
    carriersOf: (body) => carriersNamed(body, carriers),
  });
}
