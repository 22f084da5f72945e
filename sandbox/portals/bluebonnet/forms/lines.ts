// The three lines AgentDesk quotes, by their URL id.
import { autoForm } from './auto.ts';
import { bopForm } from './bop.ts';
import { cyberForm } from './cyber.ts';
import type { LineForm } from './types.ts';

export const lineForms: Record<string, LineForm> = { bop: bopForm, auto: autoForm, cyber: cyberForm };

export function lineForm(line: string): LineForm | undefined {
  return Object.hasOwn(lineForms, line) ? lineForms[line] : undefined;
}
