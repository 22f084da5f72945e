// One EventSource per open app on /app/api/events (server-sent events fed by the store's notifications).
import { useEffect, useState } from 'react';

type JobChange = { quoteRequestId: string; jobId: string };
type LoginChange = { carrierId: string };
const jobListeners = new Set<(change: JobChange) => void>();
const loginListeners = new Set<(change: LoginChange) => void>();
const waitingListeners = new Set<(waiting: number) => void>();
let source: EventSource | undefined;
let lastWaiting = 0;

export function connectLive() {
  if (source) return;
  source = new EventSource('/app/api/events');
  source.addEventListener('job', (event) => {
    const change = JSON.parse((event as MessageEvent).data) as JobChange;
    for (const l of jobListeners) l(change);
  });
  source.addEventListener('login', (event) => {
    const change = JSON.parse((event as MessageEvent).data) as LoginChange;
    for (const l of loginListeners) l(change);
  });
  source.addEventListener('waiting', (event) => {
    const { waiting, increased } = JSON.parse((event as MessageEvent).data);
    lastWaiting = waiting;
    for (const l of waitingListeners) l(waiting);
    if (increased && 'Notification' in window && Notification.permission === 'granted') {
      new Notification('A job needs you', { body: `${waiting} waiting for a code or answers` });
    }
  });
}

export function disconnectLive() {
  source?.close();
  source = undefined;
}

export function useJobChanges(handler: (change: JobChange) => void) {
  useEffect(() => {
    jobListeners.add(handler);
    return () => {
      jobListeners.delete(handler);
    };
  }, [handler]);
}

/** A carrier login or its test changed (saved, removed, refused or locked out by a job, tested). */
export function useLoginChanges(handler: (change: LoginChange) => void) {
  useEffect(() => {
    loginListeners.add(handler);
    return () => {
      loginListeners.delete(handler);
    };
  }, [handler]);
}

export function useWaitingCount(): number {
  const [waiting, setWaiting] = useState(lastWaiting);
  useEffect(() => {
    waitingListeners.add(setWaiting);
    return () => {
      waitingListeners.delete(setWaiting);
    };
  }, []);
  return waiting;
}
