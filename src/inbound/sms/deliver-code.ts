// An inbound SMS's one-time code given to the one job waiting for it (giveCodeToWaitingJob, shared with
// inbound e-mail). The carrier is recognised by its name in the text (portals' texts start with it,
// "Summit Mutual: 482913 is your code"); with several jobs waiting, the code goes nowhere unless exactly
// one waits for the carrier named. Never logs the code.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import type { Db } from '../../store/db.ts';
import type { CodeBox } from '../../vault/one-time-codes.ts';
import { type Delivery, giveCodeToWaitingJob } from '../give-code.ts';

export type { Delivery };

/** The 4 to 10 digit code in a text, when it holds exactly one such number. */
export function codeIn(body: string): string | undefined {
  const found = body.match(/(?<![0-9A-Za-z])[0-9]{4,10}(?![0-9A-Za-z])/g) ?? [];
  return found.length === 1 ? found[0] : undefined;
}

/** The carriers a text names: its full name or the name's first word, as a whole word, any case. */
export function carriersNamed(body: string, carriers: readonly Carrier[]): string[] {
  const text = body.toLowerCase();
  return carriers
    .filter((c) => {
      const first = c.name.split(/\s+/)[0]!;
      return [c.name, first].some((name) =>
        new RegExp(`(^|[^a-z0-9])${escapeRegExp(name.toLowerCase())}([^a-z0-9]|$)`).test(text),
      );
    })
    .map((c) => c.id);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function deliverSmsCode(
  to: { db: Db; codes: CodeBox },
  carriers: readonly Carrier[],
  agencyId: string,
  body: string,
  /** When the text arrived, if earlier than now (a held text): a job started after it cannot be its. */
  receivedAt?: Date,
): Promise<Delivery> {
  const code = codeIn(body);
  if (!code) return { delivered: false, reason: 'no_code' };
  const named = carriersNamed(body, carriers);
  // A text naming no carrier may only serve a lone waiting job; one naming carriers, only theirs.
  return giveCodeToWaitingJob(to, {
    agencyId,
    code,
    via: 'sms',
    fits: (job) => (named.length > 0 ? named.includes(job.carrierId) : true),
    ...(receivedAt ? { receivedAt } : {}),
  });
}
