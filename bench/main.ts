// `npm run bench -- <name> [options]`: runs one benchmark by name. Figures go to docs/performance.md.
import { machineLine } from './machine.ts';

const benches: Record<string, () => Promise<{ run(args: string[]): Promise<void> }>> = {
  agents: () => import('./agents.ts'),
  api: () => import('./api.ts'),
  capacity: () => import('./capacity.ts'),
  chaos: () => import('./chaos.ts'),
  drift: () => import('./drift.ts'),
  edge: () => import('./edge.ts'),
  evidence: () => import('./evidence.ts'),
  live: () => import('./live.ts'),
  'live-relay': () => import('./live-relay.ts'),
  runs: () => import('./runs.ts'),
  webhooks: () => import('./webhooks.ts'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? benches[name] : undefined;
if (!load) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}> [options]`);
  process.exit(2);
}
console.log(`${machineLine()}\n`);
await (await load()).run(args);
