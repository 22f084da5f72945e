// Every playbook the engine knows, by carrier id: a hand-written one where a carrier has its folder
// here, else the one its definition's flow gives (src/agents/definition/, decision 0034). Adding a
// carrier: a definition file with its flow (docs/adding-a-carrier.md); no code.
import type { Carrier } from '../../domain/carriers/catalog.ts';
import { definedPlaybook } from '../definition/playbook.ts';
import type { Playbook } from '../playbook.ts';
import { teachPlaybook } from '../teach/playbook.ts';
import { cascadeCommercialPlaybook } from './cascade-commercial/index.ts';

export const playbooks: Playbook[] = [cascadeCommercialPlaybook];

/**
 * The carrier's playbook: its own, else one built from the flow of `carrier`, the catalog entry the job
 * took (so a job runs the definition whose hash it records, whatever the file says meanwhile).
 */
export function playbookFor(
  carrierId: string,
  carrier?: Pick<Carrier, 'id' | 'flow' | 'unflowed'>,
): Playbook | undefined {
  const own = playbooks.find((p) => p.carrierId === carrierId);
  if (own) return own;
  if (carrier?.id !== carrierId) return undefined;
  if (carrier.flow) return definedPlaybook(carrier.flow);
  // No flow yet: one quote done by hand teaches it (decision 0037).
  return carrier.unflowed ? teachPlaybook(carrier.unflowed) : undefined;
}
