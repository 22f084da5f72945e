// How long a person has left to step in: a client-side mm:ss timer to the end of the job's waiting window
// (`actionRequired.expiresAt`). The timer itself is never announced; screen readers hear the minutes
// left when the minute changes, and that the window has ended.
import { useEffect, useState } from 'react';
import { minutesLeft, mmss } from '../format.ts';

export function Countdown({
  expiresAt,
  what,
  waitsFor,
  onEnded,
}: {
  expiresAt: string | undefined;
  /** What the time is for, e.g. "to send the code". */
  what: string;
  /** What the job stops waiting for at the end, e.g. "a code". */
  waitsFor: string;
  onEnded?: (ended: boolean) => void;
}) {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(end) ? undefined : Math.max(0, end - now);
  const ended = left === 0;
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  useEffect(() => onEnded?.(ended), [ended, onEnded]);
  if (left === undefined) return null;
  if (ended) {
    return (
      <p className="countdown ended" role="status" data-testid="countdown">
        The waiting window has ended: the job no longer waits for {waitsFor}.
      </p>
    );
  }
  return (
    <p className="countdown">
      <span role="timer" aria-label={`Time left ${what}`} data-testid="countdown">
        {mmss(left)}
      </span>{' '}
      <span aria-hidden="true">left {what}</span>
      <span className="visually-hidden" aria-live="polite">
        {minutesLeft(left)} {what}
      </span>
    </p>
  );
}
