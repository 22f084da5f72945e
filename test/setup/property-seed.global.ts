// Chooses the one seed every fast-check property in this run uses, and prints it. Fixed by default,
// so `npm test` and CI are deterministic; `FC_SEED=<n>` replays a run, `FC_SEED=random` (what
// `npm run test:property` sets) draws a new one.
import type { TestProject } from 'vitest/node';

export const defaultPropertySeed = 20_261_123;

export function propertySeed(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultPropertySeed;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", got "${raw}"`);
  return seed;
}

declare module 'vitest' {
  export interface ProvidedContext {
    propertySeed: number;
  }
}

export default function setup(project: TestProject) {
  const seed = propertySeed(process.env.FC_SEED);
  project.provide('propertySeed', seed);
  console.log(`property tests: seed ${seed} (replay with FC_SEED=${seed})`);
}
