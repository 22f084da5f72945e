// Service processes for multi-process tests: `node src/main.ts` with a role (or the sandbox alone,
// `node sandbox/main.ts`), killed and restarted at will.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { carrierCatalog } from '../../../src/carrier-definitions/built-in.ts';

export interface ServiceProcess {
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startService(env: Record<string, string>, name: string): ServiceProcess {
  // No inbound SMTP unless a test asks for it (SMTP_PORT): several services start at once.
  return startNode('src/main.ts', { LOG_LEVEL: 'warn', SMTP_PORT: '0', ...env }, name);
}

/** `node <script>` with the environment given on top of this process's, its output kept. */
export function startNode(script: string, env: Record<string, string>, name: string): ServiceProcess {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return {
    child,
    output: () => `[${name}]\n${out}`,
    kill(signal = 'SIGKILL') {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}

/** CARRIER_PORTAL_URLS for the sandbox on `port`: every catalog carrier, configured like real origins. */
export const sandboxPortalUrls = (port: number) =>
  carrierCatalog((host) => `http://${host}.localhost:${port}`)
    .map((c) => `${c.id}=${c.portalUrl}`)
    .join(',');

/**
 * How long a spawned service may take to answer /readyz or print its banner. About 9 s on an idle
 * machine of this kind; under the whole suite's load on the slowest machines of the kind (2026-11-28,
 * docs/performance.md "What a page fault costs"), starts took over 90 s. A bound for a start that
 * hangs, not a speed check: tests that wait for starts allow for it in their own timeouts.
 */
export const SERVICE_START_MS = 240_000;

export async function waitForHttp(
  url: string,
  timeoutMs = SERVICE_START_MS,
  service?: ServiceProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      last = (error as Error).message; // not listening yet
    }
    // The service's own words, when it ended or never got ready: a start that fails says why.
    if (service && service.child.exitCode !== null)
      throw new Error(
        `${url}: the service exited (${service.child.exitCode}): ${service.output().slice(-4000)}`,
      );
    if (Date.now() > deadline)
      throw new Error(
        `${url} did not answer in ${timeoutMs} ms (last: ${last})${service ? `: ${service.output().slice(-4000)}` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until `output()` matches, e.g. the start banner of a worker. */
export async function waitForOutput(
  p: ServiceProcess,
  pattern: RegExp,
  timeoutMs = SERVICE_START_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(p.output())) {
    if (p.child.exitCode !== null) throw new Error(`process exited: ${p.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} in time: ${p.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A loopback port free right now (for a service, SMTP or the app's server to listen on). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
