// The operator's commands on learned mappings: list a carrier's (every agency's and carrier-wide),
// promote an agency's to the carrier (every agency's jobs then apply it), withdraw one.
import { OPERATOR } from '../domain/learned-mappings.ts';
import type { Db } from '../store/db.ts';
import {
  findMapping,
  type LearnedMappingRecord,
  listCarrierMappings,
  promoteMapping,
  withdrawMapping,
} from '../store/learned-mappings.ts';

export const mappingSubcommands = ['list', 'promote', 'withdraw'] as const;
export type MappingSubcommand = (typeof mappingSubcommands)[number];

export class MappingCommandError extends Error {}

export async function runMappingCommand(
  db: Db,
  sub: MappingSubcommand,
  args: { carrierId: () => string; id: () => string },
  print: (line: string) => void,
): Promise<number> {
  if (sub === 'list') {
    for (const m of await listCarrierMappings(db, args.carrierId())) print(describe(m));
    return 0;
  }
  const id = args.id();
  const found = await findMapping(db, id);
  if (!found) throw new MappingCommandError(`no learned mapping ${id}`);
  if (sub === 'promote') {
    if (found.agencyId === null) throw new MappingCommandError(`${id} is already carrier-wide`);
    const promoted = await promoteMapping(db, id, OPERATOR);
    if (!promoted)
      throw new MappingCommandError(
        `${id} is withdrawn or only proposed; only an active field mapping is promoted`,
      );
    print(`promoted: ${describe(promoted)}`);
    return 0;
  }
  const withdrawn = await withdrawMapping(db, id, { actor: OPERATOR, reason: 'withdrawn' });
  if (!withdrawn) throw new MappingCommandError(`${id} is already withdrawn`);
  print(`withdrawn: ${describe(withdrawn)}`);
  return 0;
}

/** One line: id, whose, where, label → field, who confirmed and when, status. */
function describe(m: LearnedMappingRecord): string {
  const status = m.withdrawnAt
    ? `withdrawn (${m.withdrawnReason}${m.evidence ? `: ${JSON.stringify(m.evidence)}` : ''})`
    : m.state;
  return [
    m.id,
    m.agencyId ?? 'carrier-wide',
    `${m.carrierId} / ${m.screen}`,
    m.kind === 'continue' ? `continue "${m.label}"` : `"${m.label}" → ${m.field}`,
    `${m.confirmedByName ?? m.confirmedBy} ${new Date(m.confirmedAt).toISOString()}`,
    status,
  ].join('  ');
}
