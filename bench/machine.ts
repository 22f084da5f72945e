// What machine a bench ran on, printed first by every bench: figures from this machine kind differ by
// up to three times between machines (docs/performance.md, "What a page fault costs"), and part of the
// difference is what the machine charges for entering its kernel, page faults first. So the line names
// the CPU and measures that price: the time to touch fresh pages of a newly mapped buffer, one write each.
import { cpus } from 'node:os';

const PAGE = 4096;

/** Microseconds per first touch of a page (a minor page fault), and the faults counted for them. */
export function pageFaultCost(pages = 16_384): { micros: number; faults: number } {
  const size = pages * PAGE;
  // Large enough to be mapped for itself, so every page is fresh; a second pass over the same pages
  // takes no fault and gives the loop's own cost, which is taken off.
  const buffer = new Uint8Array(new ArrayBuffer(size));
  const faultsBefore = process.resourceUsage().minorPageFault;
  const first = process.hrtime.bigint();
  for (let i = 0; i < size; i += PAGE) buffer[i] = 1;
  const touched = process.hrtime.bigint();
  const faults = process.resourceUsage().minorPageFault - faultsBefore;
  for (let i = 0; i < size; i += PAGE) buffer[i] = 2;
  const again = process.hrtime.bigint();
  const loop = Number(again - touched);
  const micros = Math.max(0, Number(touched - first) - loop) / 1000 / pages;
  return { micros, faults };
}

export function machineLine(): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  // The median of three: one sample can land on a busy moment.
  const samples = [pageFaultCost(), pageFaultCost(), pageFaultCost()].sort((a, b) => a.micros - b.micros);
  const { micros, faults } = samples[1]!;
  return `Machine: ${model}, ${cpus().length} cores; a first touch of a page costs ${micros.toFixed(1)} µs (${faults} faults for 16384 pages)`;
}
