// `npm run cli -- carrier learned CARRIER_ID [--agency ID]`: what people taught the agent on a carrier's
// portal (learned mappings: one-click confirmations, accepted take-over proposals), written into the
// carrier's definition file as a unified diff for review (src/domain/carrier-definition/learned-overlay.ts).
// Carrier-wide mappings always; an agency's own with --agency. Nothing is written: the operator applies
// the diff (`git apply`, `patch`) and the service reloads the file. The mappings stay in force as an
// overlay either way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { builtInCarriersDir } from '../carrier-definitions/built-in.ts';
import { applyLearned } from '../domain/carrier-definition/learned-overlay.ts';
import type { Queryable } from '../store/db.ts';
import { listCarrierMappings } from '../store/learned-mappings.ts';

export interface LearnedDiff {
  file: string;
  patch: string;
  applied: string[];
  skipped: string[];
}

export async function learnedDiff(
  db: Queryable,
  options: { carrierId: string; agencyId?: string; carriersDir?: string },
): Promise<LearnedDiff> {
  const file = path.join(options.carriersDir ?? builtInCarriersDir, `${options.carrierId}.yaml`);
  if (!existsSync(file)) throw new Error(`no definition file ${file}`);
  const text = readFileSync(file, 'utf8');
  const mappings = (await listCarrierMappings(db, options.carrierId))
    .filter((m) => m.state === 'active' && !m.withdrawnAt)
    .filter((m) => m.agencyId === null || m.agencyId === options.agencyId)
    // Oldest first: a later correction is written over an earlier mapping.
    .reverse();
  const result = applyLearned(text, mappings);
  const name = path.basename(file);
  const patch = createTwoFilesPatch(`a/${name}`, `b/${name}`, text, result.text, '', '', { context: 3 });
  return { file, patch, applied: result.applied, skipped: result.skipped };
}
