// Every submission a portal receives, kept so agents can search for an earlier one (as real portals
// allow, by applicant name and effective date) and tests can count them per carrier.

export type SubmissionStatus = 'draft' | 'quoted' | 'indicated' | 'referred' | 'declined';

export interface Submission {
  /** The portal's own reference (its format is the carrier's). */
  id: string;
  carrierId: string;
  line: string;
  username: string;
  applicantName: string;
  /** ISO date (YYYY-MM-DD), whatever format the portal shows. */
  effectiveDate: string;
  status: SubmissionStatus;
  createdAt: string;
  updatedAt: string;
  /** What the portal collected, in its own field names. */
  data: Record<string, unknown>;
  quote?: {
    quoteNumber: string;
    annualPremium: number;
    quoteType: 'bindable' | 'indication';
    expiresAt: string;
    breakdown?: { label: string; amount: number }[];
  };
  message?: string;
}

export interface SubmissionStore {
  create(input: Omit<Submission, 'createdAt' | 'updatedAt'>, now: Date): Submission;
  update(id: string, patch: Partial<Omit<Submission, 'id' | 'carrierId'>>, now: Date): Submission;
  get(carrierId: string, id: string): Submission | undefined;
  /** Case-insensitive applicant name (contains) and exact effective date, newest first. */
  search(
    carrierId: string,
    query: { applicantName?: string; effectiveDate?: string; line?: string },
  ): Submission[];
  list(carrierId?: string): Submission[];
  /** Submissions per carrier (drafts included) for the control endpoint. */
  counts(): Record<string, number>;
  reset(): void;
}

export function createSubmissionStore(): SubmissionStore {
  let submissions: Submission[] = [];
  const store: SubmissionStore = {
    create(input, now) {
      const submission: Submission = { ...input, createdAt: now.toISOString(), updatedAt: now.toISOString() };
      submissions.push(submission);
      return submission;
    },
    update(id, patch, now) {
      const submission = submissions.find((s) => s.id === id);
      if (!submission) throw new Error(`submission ${id} not found`);
      Object.assign(submission, patch, { updatedAt: now.toISOString() });
      return submission;
    },
    get: (carrierId, id) => submissions.find((s) => s.carrierId === carrierId && s.id === id),
    search(carrierId, query) {
      const name = query.applicantName?.trim().toLowerCase();
      return submissions
        .filter(
          (s) =>
            s.carrierId === carrierId &&
            (!name || s.applicantName.toLowerCase().includes(name)) &&
            (!query.effectiveDate || s.effectiveDate === query.effectiveDate) &&
            (!query.line || s.line === query.line),
        )
        .reverse();
    },
    list: (carrierId) => submissions.filter((s) => !carrierId || s.carrierId === carrierId),
    counts() {
      const counts: Record<string, number> = {};
      for (const s of submissions) counts[s.carrierId] = (counts[s.carrierId] ?? 0) + 1;
      return counts;
    },
    reset() {
      submissions = [];
    },
  };
  return store;
}
