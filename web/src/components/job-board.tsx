// The request at a glance: a board of the carriers (by their names) × the lines requested, each cell the
// job's state, its premium once quoted, and what it waits for when paused (a link to the job), or why
// the line was skipped for that carrier.
import { label, lineNames, money, statusNames } from '../format.ts';
import { Link } from '../router.tsx';
import type { Job, QuoteRequest } from '../types.ts';

const pauses: Record<string, string> = {
  mfa: 'needs a sign-in code',
  underwriting_question: 'needs answers',
  missing_information: 'needs missing information',
  takeover: 'needs a take-over',
};

export function JobBoard({ request, nameOf }: { request: QuoteRequest; nameOf: (id: string) => string }) {
  const skipOf = (carrierId: string, line: string) =>
    [
      ...(request.skippedCarriers.find((s) => s.carrierId === carrierId)?.reasons ?? []),
      ...(request.partialSkips.find((s) => s.carrierId === carrierId)?.skippedLines ?? []),
    ].find((r) => r.line === line)?.reason;
  return (
    // Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
    <section className="table-wrap" tabIndex={0} aria-label="The board of carriers and lines">
      <table className="board" aria-label="Carriers and lines">
        <thead>
          <tr>
            <th scope="col">Carrier</th>
            {request.linesRequested.map((line) => (
              <th key={line} scope="col">
                {label(lineNames, line)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {request.carrierIds.map((carrierId) => (
            <tr key={carrierId}>
              <th scope="row">{nameOf(carrierId)}</th>
              {request.linesRequested.map((line) => {
                const job = request.jobs.find((j) => j.carrierId === carrierId && j.lineOfBusiness === line);
                return (
                  <td key={line} data-testid={`cell-${carrierId}-${line}`}>
                    {job ? (
                      <Cell request={request} job={job} />
                    ) : (
                      <Skipped reason={skipOf(carrierId, line)} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ request, job }: { request: QuoteRequest; job: Job }) {
  const result = request.results.find((r) => r.jobId === job.jobId);
  const pause = job.actionRequired ? pauses[job.actionRequired.type] : undefined;
  return (
    <>
      <span className={`status status-${job.status}`}>{label(statusNames, job.status)}</span>
      {result ? <strong className="premium"> {money(result.annualPremium)}</strong> : null}
      {pause ? (
        <>
          {' '}
          <Link href={`/app/quotes/${request.quoteRequestId}/jobs/${job.jobId}`}>{pause}</Link>
        </>
      ) : null}
      {job.errorType ? <span className="meta"> {label({}, job.errorType)}</span> : null}
    </>
  );
}

function Skipped({ reason }: { reason: string | undefined }) {
  return <span className="meta">{reason ? `Skipped: ${reason}` : 'Not sent'}</span>;
}
