// The playbook of a carrier: the one its definition's flow gives (src/agents/definition/, decision
// 0034), or, for a carrier with no flow yet, the one that learns it from a quote done by hand (decision
// 0037). Every sandbox carrier runs from its definition; no carrier has code of its own. Adding a
// carrier: a definition file (docs/adding-a-carrier.md); no code.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { definedPlaybook } from '../definition/playbook.ts';
import type { Playbook } from '../playbook.ts';
import { teachPlaybook } from '../teach/playbook.ts';

/**
 * The playbook built from the flow of `carrier`, the catalog entry the job took (so a job runs the
 * definition whose hash it records, whatever the file says meanwhile).
 */
export function playbookFor(
  carrierId: string,
  carrier?: Pick<Carrier, 'id' | 'flow' | 'unflowed'>,
): Playbook | undefined {
  if (carrier?.id !== carrierId) return undefined;
  if (carrier.flow) return definedPlaybook(carrier.flow);
  return carrier.unflowed ? teachPlaybook(carrier.unflowed) : undefined;
}
