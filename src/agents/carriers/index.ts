// Every playbook the engine knows, by carrier id. Adding a carrier: a folder here and one line below.
import type { Playbook } from '../playbook.ts';
import { harborlinePlaybook } from './harborline/index.ts';

export const playbooks: Playbook[] = [harborlinePlaybook];

export function playbookFor(carrierId: string): Playbook | undefined {
  return playbooks.find((p) => p.carrierId === carrierId);
}
