// The chaos run's nodes (chaos.ts): one API node and two workers started from `node src/main.ts`, each
// slot's process now and whether it is up, killed and started again by the run; a node that exits
// without being killed is noted with its last output. And the runs it files.
import type { ChildProcess } from 'node:child_process';
import { cyberOnlyBody } from '../../fixtures/quote-request.ts';
import { type ServiceProcess, startService, waitForHttp, waitForOutput } from './processes.ts';

export type Slot = 'api' | 'worker-1' | 'worker-2';

/** Portals whose cyber line quotes with no code to type: the runs are about faults, not people. */
export const CARRIERS = ['ironclad-specialty', 'bluebonnet'] as const;

/** Two variants of one clothing store's data, each filed by half the runs under a name of its own. */
export function planRuns(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const variant = i % 2 === 0 ? 'A' : 'B';
    const applicantName = `Chaos ${i + 1} Outfitters LLC`;
    const body = cyberOnlyBody({
      externalReference: `CHAOS-${i + 1}`,
      carrierIds: [...CARRIERS],
      input: { businessName: applicantName, annualRevenue: variant === 'A' ? 1_200_000 : 3_600_000 },
    });
    return { variant, applicantName, body };
  });
}

/** The nodes of one chaos run, on `env`, the API answering at `api`. */
export function chaosNodes(env: Record<string, string>, api: string) {
  const nodes = new Map<Slot, { process: ServiceProcess; up: boolean }>();
  const killedByUs = new WeakSet<ChildProcess>();
  const exitedOnTheirOwn: string[] = [];
  let starts = 0;
  const everyNode: ServiceProcess[] = [];
  const start = (slot: Slot) => {
    const name = `${slot}#${++starts}`;
    const node = startService({ ...env, ROLE: slot === 'api' ? 'api' : 'worker' }, name);
    everyNode.push(node);
    const entry = { process: node, up: false };
    nodes.set(slot, entry);
    node.child.on('exit', (code, signal) => {
      if (!killedByUs.has(node.child))
        exitedOnTheirOwn.push(`${name} exited (${code ?? signal}):\n${node.output().slice(-3000)}`);
    });
    const ready =
      slot === 'api'
        ? waitForHttp(`${api}/readyz`, undefined, node)
        : waitForOutput(node, /Workers\s+\d+ concurrent/);
    return ready.then(() => {
      entry.up = true;
    });
  };
  const kill = async (slot: Slot) => {
    const entry = nodes.get(slot)!;
    killedByUs.add(entry.process.child);
    await entry.process.kill('SIGKILL');
  };
  return { nodes, everyNode, exitedOnTheirOwn, start, kill };
}
