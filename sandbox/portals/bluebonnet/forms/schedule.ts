// Repeating schedules (vehicles, drivers, additional premises): rows live in flat fields `veh_0_vin`, `drv_1_dob`, … with a
// hidden row count; "Add" and "Remove" post the whole form and the page comes back with the rows changed.
import { escapeHtml } from '../html.ts';
import type { FormErrors, FormValues, Option } from './types.ts';

export interface Schedule {
  prefix: 'veh' | 'drv' | 'prem';
  countField: string;
  sectionId: string;
  columns: string[];
  max: number;
  noun: string;
  /** The noun for many, when not `noun` + s. */
  plural?: string;
}

export function rowCount(values: FormValues, schedule: Schedule): number {
  const n = Number(values[schedule.countField]);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, schedule.max) : 1;
}

export const cell = (schedule: Schedule, row: number, column: string) =>
  `${schedule.prefix}_${row}_${column}`;

/** Appends an empty row; answers an error message when the schedule is full. */
export function addRow(values: FormValues, schedule: Schedule): string | undefined {
  const count = rowCount(values, schedule);
  if (count >= schedule.max)
    return `AgentDesk accepts up to ${schedule.max} ${schedule.plural ?? `${schedule.noun}s`} per application.`;
  values[schedule.countField] = String(count + 1);
  return undefined;
}

export function removeRow(values: FormValues, schedule: Schedule, row: number): void {
  const count = rowCount(values, schedule);
  if (count <= 1 || row < 0 || row >= count) return;
  for (let r = row; r < count - 1; r += 1) {
    for (const column of schedule.columns)
      values[cell(schedule, r, column)] = values[cell(schedule, r + 1, column)] ?? '';
  }
  for (const column of schedule.columns) delete values[cell(schedule, count - 1, column)];
  values[schedule.countField] = String(count - 1);
}

/**
 * One table cell: a visually hidden label naming the row ("Vehicle 2 Make"), the control, its error
 * (with `apart`, the error is left for the caller to show elsewhere, still tied to the control).
 */
export function tableCell(
  name: string,
  label: string,
  values: FormValues,
  errors: FormErrors,
  options?: Option[],
  apart = false,
): string {
  const value = values[name] ?? '';
  const error = errors[name];
  const aria = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const control = options
    ? `<select id="${name}" name="${name}"${aria}>${[{ value: '', label: '--' }, ...options]
        .map(
          (o) =>
            `<option value="${escapeHtml(o.value)}"${o.value === value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`,
        )
        .join('')}</select>`
    : `<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}"${aria}>`;
  const err =
    error && !apart ? `<span class="field-error" id="${name}-error">${escapeHtml(error)}</span>` : '';
  return `<td${error ? ' class="has-error"' : ''}><label class="sr-only" for="${name}">${escapeHtml(label)}</label>${control}${err}</td>`;
}

export function removeButton(schedule: Schedule, row: number, count: number): string {
  if (count <= 1) return '';
  return `<button type="submit" class="link-button" name="action" value="remove_${schedule.noun}_${row}" aria-label="Remove ${schedule.noun} ${row + 1}">Remove</button>`;
}

export function addButton(schedule: Schedule): string {
  return `<div class="schedule-actions"><button type="submit" class="secondary" name="action" value="add_${schedule.noun}">Add ${schedule.noun}</button></div>`;
}
