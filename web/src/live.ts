// One EventSource per open app on /app/api/events (server-sent events fed by the store's notifications).
// It comes back by itself: the browser reconnects a dropped stream, and when it gives up (an answer that
// is not a stream, such as a 503 while the database is away) it is opened again with back-off. After
// any drop, and on the server's `resync`, every listener is called with `undefined`: changes may have
// gone unannounced, so pages read what they show again.
import { useEffect, useState } from 'react';

export type JobChange = { quoteRequestId: string; jobId: string };
type LoginChange = { carrierId: string };
/** `undefined`: anything may have changed. */
type Listener<T> = (change: T | undefined) => void;
const jobListeners = new Set<Listener<JobChange>>();
const loginListeners = new Set<Listener<LoginChange>>();
const waitingListeners = new Set<(waiting: number) => void>();
let source: EventSource | undefined;
let lastWaiting = 0;
let wanted = false;
let dropped = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1000;

function resync() {
  for (const l of jobListeners) l(undefined);
  for (const l of loginListeners) l(undefined);
}

function open() {
  const stream = new EventSource('/app/api/events');
  source = stream;
  stream.addEventListener('open', () => {
    retryMs = 1000;
    if (dropped) {
      dropped = false;
      resync();
    }
  });
  stream.addEventListener('error', () => {
    dropped = true;
    if (stream.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
    stream.close();
    if (source === stream) source = undefined;
    if (!wanted) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (wanted && !source) open();
    }, retryMs);
    retryMs = Math.min(30_000, retryMs * 2);
  });
  stream.addEventListener('resync', resync);
  stream.addEventListener('job', (event) => {
    const change = JSON.parse((event as MessageEvent).data) as JobChange;
    for (const l of jobListeners) l(change);
  });
  stream.addEventListener('login', (event) => {
    const change = JSON.parse((event as MessageEvent).data) as LoginChange;
    for (const l of loginListeners) l(change);
  });
  stream.addEventListener('waiting', (event) => {
    const { waiting, increased } = JSON.parse((event as MessageEvent).data);
    lastWaiting = waiting;
    for (const l of waitingListeners) l(waiting);
    if (increased && 'Notification' in window && Notification.permission === 'granted') {
      new Notification('A job needs you', { body: `${waiting} waiting for a code or answers` });
    }
  });
}

export function connectLive() {
  wanted = true;
  if (!source && !retryTimer) open();
}

export function disconnectLive() {
  wanted = false;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = undefined;
}

export function useJobChanges(handler: Listener<JobChange>) {
  useEffect(() => {
    jobListeners.add(handler);
    return () => {
      jobListeners.delete(handler);
    };
  }, [handler]);
}

/** A carrier login or its test changed (saved, removed, refused or locked out by a job, tested); `undefined`: any may have. */
export function useLoginChanges(handler: Listener<LoginChange>) {
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
