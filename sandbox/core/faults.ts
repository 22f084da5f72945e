// Faults on demand, per carrier: extra latency, 5xx answers, slow pages, sessions dying mid-form, a
// maintenance page, a second layout version of a page, new required questions, and a page no playbook
// knows.

export interface Faults {
  /** Extra milliseconds before every page and API answer. */
  latencyMs?: number;
  /** Fraction (0..1) of page and API requests answered with a 5xx at random. */
  errorRate?: number;
  /** The next N page or API requests answer 503 (deterministic, for tests). */
  failNext?: number;
  /** Requests whose path contains `path` wait `delayMs` more (one slow page). */
  slowPage?: { path: string; delayMs: number };
  /** A logged-in session dies after this many page views (expiry mid-form). */
  sessionExpiryAfterPages?: number;
  /** Every page shows the portal's maintenance notice (503). */
  maintenance?: boolean;
  /** 2 switches the page(s) each portal documents to their second layout. */
  layoutVersion?: 1 | 2;
  /**
   * The portal adds a required question and a required field no playbook knows (each portal documents
   * where): "Does the applicant have a written safety program?" (Yes / No) and the owner's or
   * manager's years of industry experience (a whole number). Neither changes the premium.
   */
  newRequirements?: boolean;
  /**
   * The quote page misreports what was filed (for the agent's quote verification; the stored quote
   * and the rating are unchanged): another insured's name, other limits, a breakdown line $1 off the
   * total, or no bindable marker on a bindable quote.
   */
  quotePage?: QuotePageFault;
  /**
   * A page no playbook knows is put in the portal's wizard (Ironclad Exchange only, after Applicant):
   * "Territory confirmation", one required control labelled "Zip/Postal" that must repeat the
   * applicant's ZIP, and a "Lodge" button. For the agent asking a person to take over (decision 0029).
   */
  territoryCheck?: boolean;
}

export type QuotePageFault = 'other-insured' | 'other-limits' | 'bad-breakdown' | 'no-bindable-marker';

export interface FaultControl {
  get(carrierId: string): Faults;
  set(carrierId: string, faults: Faults): Faults;
  /** Consumes one `failNext`, or rolls `errorRate`: true when this request must fail. */
  shouldFail(carrierId: string, random?: () => number): boolean;
  clear(carrierId?: string): void;
}

export function createFaultControl(): FaultControl {
  let faults = new Map<string, Faults>();
  return {
    get: (carrierId) => faults.get(carrierId) ?? {},
    set(carrierId, next) {
      faults.set(carrierId, { ...next });
      return faults.get(carrierId)!;
    },
    shouldFail(carrierId, random = Math.random) {
      const current = faults.get(carrierId);
      if (!current) return false;
      if (current.failNext && current.failNext > 0) {
        current.failNext -= 1;
        return true;
      }
      return current.errorRate !== undefined && current.errorRate > 0 && random() < current.errorRate;
    },
    clear(carrierId) {
      if (carrierId) faults.delete(carrierId);
      else faults = new Map();
    },
  };
}
