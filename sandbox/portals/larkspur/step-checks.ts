// Larkspur Quote Studio's own messages for a step saved (steps.ts holds the steps): each field required
// unless optional, money, counts, ZIP codes, years and dates in the portal's ranges, choices among those
// offered, and a class rated on an exposure of more than $0.
import { GL_CLASSES } from './rating.ts';
import { type Line, parseMoney, type Step } from './steps.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The portal's own messages, by field name; empty when the step may be saved. */
export function validateStep(
  step: Step,
  body: Record<string, string>,
  now: Date,
  line: Line,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const year = now.getUTCFullYear();
  for (const field of step.fields) {
    const value = (body[field.name] ?? '').trim();
    if (!value) {
      if (field.optional) continue;
      errors[field.name] =
        field.kind === 'select'
          ? `Choose the ${field.label.toLowerCase()}.`
          : field.kind === 'radio'
            ? `Answer “${field.label}”.`
            : `${field.label} is required.`;
      continue;
    }
    if (field.kind === 'money' && parseMoney(value) === undefined)
      errors[field.name] = `${field.label}: enter whole dollars, for example 250,000.`;
    if (field.kind === 'count' && !/^\d{1,3}$/.test(value))
      errors[field.name] = `${field.label}: enter a whole number.`;
    if (field.kind === 'zip' && !/^\d{5}$/.test(value)) errors[field.name] = 'ZIP code must be 5 digits.';
    if (field.kind === 'year') {
      const min = field.name === 'year_built' ? 1800 : 1850;
      if (!/^\d{4}$/.test(value) || Number(value) < min || Number(value) > year)
        errors[field.name] = `${field.label}: enter a four-digit year between ${min} and ${year}.`;
    }
    if (field.kind === 'date') {
      const today = isoDay(now);
      const last = isoDay(new Date(now.getTime() + 60 * 86_400_000));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        errors[field.name] = 'Coverage start date: enter a valid date.';
      else if (value < today || value > last)
        errors[field.name] = 'Coverage can start today or within the next 60 days.';
    }
    if ((field.kind === 'select' || field.kind === 'radio') && !field.options?.some((o) => o.value === value))
      errors[field.name] = `Choose one of the ${field.label.toLowerCase()} offered.`;
  }
  if (step.slug === 'liability' && !errors.gl_class && !errors.gross_sales && !errors.payroll) {
    const klass = GL_CLASSES.find((c) => c.code === body.gl_class);
    const amount = parseMoney(klass?.basis === 'sales' ? body.gross_sales! : body.payroll!) ?? 0;
    if (klass && amount === 0)
      errors[klass.basis === 'sales' ? 'gross_sales' : 'payroll'] =
        `Class ${klass.code} is rated on ${klass.basis === 'sales' ? 'gross sales' : 'payroll'}: enter more than $0.`;
  }
  if (step.slug === 'property' && line === 'bop' && !errors.building_limit && !errors.contents_limit) {
    if ((parseMoney(body.building_limit!) ?? 0) + (parseMoney(body.contents_limit!) ?? 0) === 0)
      errors.contents_limit = 'Enter a building limit, a business personal property limit, or both.';
  }
  return errors;
}
