// Every playbook the engine knows, by carrier id. Adding a carrier: a folder here and one line below.
import type { Playbook } from '../playbook.ts';
import { bluebonnetPlaybook } from './bluebonnet/index.ts';
import { cascadeCommercialPlaybook } from './cascade-commercial/index.ts';
import { harborlinePlaybook } from './harborline/index.ts';
import { ironcladPlaybook } from './ironclad-specialty/index.ts';
import { pioneerCasualtyPlaybook } from './pioneer-casualty/index.ts';
import { summitMutualPlaybook } from './summit-mutual/index.ts';

export const playbooks: Playbook[] = [
  summitMutualPlaybook,
  harborlinePlaybook,
  pioneerCasualtyPlaybook,
  ironcladPlaybook,
  bluebonnetPlaybook,
  cascadeCommercialPlaybook,
];

export function playbookFor(carrierId: string): Playbook | undefined {
  return playbooks.find((p) => p.carrierId === carrierId);
}
