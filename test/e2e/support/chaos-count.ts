// What the chaos run counts at the end, at the sandbox and through the API: requests not terminal, jobs
// without an outcome (or with one other than a quote), submissions beyond one per job, and premiums that
// differ between runs of the same data (or between the API's answer and the portal's quote).

export interface ChaosRun {
  id: string;
  /** The rating data the run files: runs of one variant must be quoted the same premium. */
  variant: string;
  applicantName: string;
}

export interface RunView {
  status: string;
  jobs: {
    jobId: string;
    carrierId: string;
    status: string;
    errorType?: string;
    errorMessage?: string;
  }[];
  results: { jobId: string; annualPremium: number }[];
}

export interface SandboxSubmission {
  id: string;
  carrierId: string;
  applicantName: string;
  status: string;
  createdAt: string;
  quote?: { annualPremium: number };
}

export interface ChaosCounts {
  runs: number;
  jobs: number;
  /** Requests not terminal. */
  stuck: string[];
  /** Jobs without an outcome: id, carrier, the status it was left in. */
  lost: string[];
  /** Jobs that ended other than quoted, with why. */
  failed: string[];
  /** Submissions at the portals beyond one per job. */
  duplicateSubmissions: number;
  /** Each job with more than one submission: the job, then each submission's id, status and time. */
  duplicated: string[];
  /** Carrier and variant whose premiums differ (between runs, or between the API and the portal). */
  differingPremiums: string[];
}

const TERMINAL_REQUESTS = new Set(['completed', 'partial', 'failed', 'cancelled']);
const TERMINAL_JOBS = new Set(['success', 'failed', 'cancelled']);

export function countChaos(
  runs: readonly ChaosRun[],
  views: ReadonlyMap<string, RunView>,
  submissions: readonly SandboxSubmission[],
): ChaosCounts {
  const counts: ChaosCounts = {
    runs: runs.length,
    jobs: 0,
    stuck: [],
    lost: [],
    failed: [],
    duplicateSubmissions: 0,
    duplicated: [],
    differingPremiums: [],
  };
  const premiums = new Map<string, Set<number>>();
  const filed = (carrierId: string, name: string) =>
    submissions.filter((s) => s.carrierId === carrierId && s.applicantName === name);
  for (const run of runs) {
    const view = views.get(run.id);
    if (!view || !TERMINAL_REQUESTS.has(view.status)) counts.stuck.push(run.id);
    for (const job of view?.jobs ?? []) {
      counts.jobs += 1;
      if (!TERMINAL_JOBS.has(job.status)) counts.lost.push(`${job.jobId} ${job.carrierId} ${job.status}`);
      else if (job.status !== 'success')
        counts.failed.push(`${job.jobId} ${job.carrierId} ${job.errorType}: ${job.errorMessage}`);
      const atPortal = filed(job.carrierId, run.applicantName);
      counts.duplicateSubmissions += Math.max(0, atPortal.length - 1);
      if (atPortal.length > 1)
        counts.duplicated.push(
          `${job.jobId} ${job.carrierId} ${run.applicantName}: ${atPortal.map((x) => `${x.id} ${x.status} ${x.createdAt}`).join(', ')}`,
        );
      const key = `${job.carrierId} ${run.variant}`;
      const seen = premiums.get(key) ?? new Set();
      premiums.set(key, seen);
      const result = view?.results.find((r) => r.jobId === job.jobId);
      if (result) seen.add(result.annualPremium);
      for (const submission of atPortal) if (submission.quote) seen.add(submission.quote.annualPremium);
    }
  }
  for (const [key, seen] of premiums)
    if (seen.size > 1) counts.differingPremiums.push(`${key}: ${[...seen]}`);
  return counts;
}
