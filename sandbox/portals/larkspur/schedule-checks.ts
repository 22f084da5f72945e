// Quote Studio's own messages for a schedule's rows (schedules.ts), by cell name: every cell of a row
// that is not wholly empty must be answered (a money cell may be $0), a premises must be one the
// location step lists, and the exposure's class basis must be above $0. A step's whole check is its
// fields' (steps.ts) and its schedule's.
import { GL_CLASSES } from './rating.ts';
import { cellLabel, cellName, premisesOf, rowsShown, type Schedule, scheduleOf } from './schedules.ts';
import { validateStep } from './step-checks.ts';
import { type Line, parseMoney, type Step } from './steps.ts';

export function validateSchedule(
  s: Schedule,
  values: Record<string, string>,
  premises: number,
  now: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const year = now.getUTCFullYear();
  for (let i = 1; i <= rowsShown(s, values); i++) {
    const cell = (key: string) => (values[cellName(s, i, key)] ?? '').trim();
    if (s.columns.every((c) => cell(c.key) === '')) continue;
    for (const c of s.columns) {
      const name = cellName(s, i, c.key);
      const label = cellLabel(s, i, c);
      const value = cell(c.key);
      if (!value) {
        if (!c.optional) errors[name] = `${label} is required.`;
        continue;
      }
      if (c.kind === 'money' && parseMoney(value) === undefined)
        errors[name] = `${label}: enter whole dollars, for example 250,000.`;
      if (c.kind === 'zip' && !/^\d{5}$/.test(value)) errors[name] = `${label} must be 5 digits.`;
      if (c.kind === 'year' && (!/^\d{4}$/.test(value) || Number(value) < 1800 || Number(value) > year))
        errors[name] = `${label}: enter a four-digit year between 1800 and ${year}.`;
      if (c.kind === 'select' && !c.options?.some((o) => o.value === value))
        errors[name] = `${label}: choose one of the options offered.`;
      if (c.kind === 'premises' && !(Number(value) >= 1 && Number(value) <= premises))
        errors[name] = `${label}: choose one of the premises on “Where the business operates”.`;
    }
    if (s.prefix === 'bldg' && !errors[cellName(s, i, 'contents_limit')]) {
      const total = (parseMoney(cell('building_limit')) ?? 0) + (parseMoney(cell('contents_limit')) ?? 0);
      if (total === 0)
        errors[cellName(s, i, 'contents_limit')] =
          `${s.noun} ${i}: enter a building value, a personal property value, or both.`;
    }
    if (s.prefix === 'exp') {
      const klass = GL_CLASSES.find((c) => c.code === cell('class'));
      const key = klass?.basis === 'sales' ? 'sales' : 'payroll';
      if (klass && !errors[cellName(s, i, key)] && !((parseMoney(cell(key)) ?? 0) > 0))
        errors[cellName(s, i, key)] =
          `${s.noun} ${i}: class ${klass.code} is rated on ${klass.basis === 'sales' ? 'gross sales' : 'payroll'}: enter more than $0.`;
    }
  }
  return errors;
}

/** A step's messages: its fields', then its schedule's rows' (the premises read from `data`). */
export function validateWhole(
  step: Step,
  values: Record<string, string>,
  data: Record<string, string>,
  now: Date,
  line: Line,
): Record<string, string> {
  const errors = validateStep(step, values, now, line);
  const schedule = scheduleOf(step.slug, line);
  if (!schedule) return errors;
  const premises = premisesOf(step.slug === 'location' ? values : data).length;
  return { ...errors, ...validateSchedule(schedule, values, premises, now) };
}
