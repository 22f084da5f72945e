// Quote Studio's schedules (docs/sandbox-carriers/larkspur.md, "Locations and buildings"): the other
// premises of the location step, the other buildings of the property step (BOP) and the other
// exposures of the liability step (GL). Rows are kept on the submission's flat answers as
// `<prefix>_count` and `<prefix>_<i>_<column>`; a row left wholly empty is no row. Location 1 is the
// main premises of the location step; other premises are locations 2, 3, … in their order.
import type { OtherBuilding, OtherExposure } from './rating.ts';
import { GL_CLASSES, STATE_NAMES, STATES } from './rating.ts';
import { type Line, type Option, parseMoney } from './steps.ts';

export interface Column {
  key: string;
  /** The cell's label after "<noun> <n>: ". */
  label: string;
  kind: 'text' | 'money' | 'year' | 'zip' | 'select' | 'premises';
  options?: Option[];
  optional?: boolean;
}

export interface Schedule {
  prefix: 'loc' | 'bldg' | 'exp';
  /** The step that shows it. */
  step: 'location' | 'property' | 'liability';
  line?: Line;
  /** "Other premises": a cell is labelled "Other premises 2: city". */
  noun: string;
  title: string;
  hint: string;
  add: string;
  max: number;
  columns: Column[];
}

const YES_NO: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const CONSTRUCTIONS: Option[] = [
  { value: 'frame', label: 'Frame' },
  { value: 'joisted_masonry', label: 'Joisted masonry' },
  { value: 'masonry_noncombustible', label: 'Masonry non-combustible' },
  { value: 'fire_resistive', label: 'Fire resistive' },
];

export const SCHEDULES: Schedule[] = [
  {
    prefix: 'loc',
    step: 'location',
    noun: 'Other premises',
    title: 'Other premises',
    hint: 'Every other place the business operates (location 2, 3, …). Leave the row empty when there is none.',
    add: 'Add another location',
    max: 9,
    columns: [
      { key: 'street', label: 'street', kind: 'text' },
      { key: 'city', label: 'city', kind: 'text' },
      {
        key: 'state',
        label: 'state',
        kind: 'select',
        options: STATES.map((s) => ({ value: s, label: STATE_NAMES[s]! })),
      },
      { key: 'zip', label: 'ZIP', kind: 'zip' },
    ],
  },
  {
    prefix: 'bldg',
    step: 'property',
    line: 'bop',
    noun: 'Other building',
    title: 'Other buildings',
    hint: 'Each further building: a second one at the main premises, and every building at the other premises. $0 building value when the applicant rents it.',
    add: 'Add another building',
    max: 9,
    columns: [
      { key: 'premises', label: 'premises', kind: 'premises' },
      { key: 'building_limit', label: 'building value', kind: 'money' },
      { key: 'contents_limit', label: 'personal property', kind: 'money' },
      { key: 'construction', label: 'construction', kind: 'select', options: CONSTRUCTIONS },
      { key: 'year_built', label: 'year of construction', kind: 'year' },
      { key: 'sprinklered', label: 'fully sprinklered', kind: 'select', options: YES_NO },
    ],
  },
  {
    prefix: 'exp',
    step: 'liability',
    line: 'gl',
    noun: 'Other exposure',
    title: 'Other exposures',
    hint: 'Each further class or premises: its classification and the gross sales or payroll there (the one its class is rated on).',
    add: 'Add another exposure',
    max: 9,
    columns: [
      { key: 'premises', label: 'premises', kind: 'premises' },
      {
        key: 'class',
        label: 'class',
        kind: 'select',
        options: GL_CLASSES.map((c) => ({ value: c.code, label: `${c.code} ${c.description}` })),
      },
      { key: 'sales', label: 'gross sales', kind: 'money', optional: true },
      { key: 'payroll', label: 'payroll', kind: 'money', optional: true },
    ],
  },
];

export const scheduleOf = (slug: string, line: Line) =>
  SCHEDULES.find((s) => s.step === slug && (!s.line || s.line === line));

export const cellName = (s: Schedule, i: number, key: string) => `${s.prefix}_${i}_${key}`;
export const cellLabel = (s: Schedule, i: number, c: Column) => `${s.noun} ${i}: ${c.label}`;

/** Rows shown: the kept count, at least one (an empty row to fill). */
export const rowsShown = (s: Schedule, values: Record<string, string>) =>
  Math.min(Math.max(1, Number(values[`${s.prefix}_count`]) || 1), s.max);

/** The schedule's part of a posted form (or kept answers), rows as posted. */
export function readSchedule(s: Schedule, body: Record<string, string | undefined>): Record<string, string> {
  const count = rowsShown(s, body as Record<string, string>);
  const form: Record<string, string> = { [`${s.prefix}_count`]: String(count) };
  for (let i = 1; i <= count; i++)
    for (const c of s.columns) form[cellName(s, i, c.key)] = (body[cellName(s, i, c.key)] ?? '').trim();
  return form;
}

/** The rows that are not wholly empty, by column key. */
export function filledRows(s: Schedule, values: Record<string, string>): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (let i = 1; i <= rowsShown(s, values); i++) {
    const row = Object.fromEntries(s.columns.map((c) => [c.key, values[cellName(s, i, c.key)] ?? '']));
    if (Object.values(row).some((v) => v !== '')) rows.push(row);
  }
  return rows;
}

/** The kept form of the rows: empty ones dropped, renumbered from 1. */
export function compact(s: Schedule, values: Record<string, string>): Record<string, string> {
  const rows = filledRows(s, values);
  const kept: Record<string, string> = { [`${s.prefix}_count`]: String(rows.length) };
  rows.forEach((row, i) => {
    for (const c of s.columns) kept[cellName(s, i + 1, c.key)] = row[c.key] ?? '';
  });
  return kept;
}

/** Answers without any of the schedule's cells (before its compacted rows are put back). */
export function withoutSchedule(s: Schedule, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith(`${s.prefix}_`)));
}

export interface Premises {
  number: number;
  street: string;
  city: string;
  state: string;
}

/** Location 1 (the main premises) and the other premises of the location step. */
export function premisesOf(data: Record<string, string>): Premises[] {
  const loc = SCHEDULES[0]!;
  return [
    { number: 1, street: data.street ?? '', city: data.city ?? '', state: data.state ?? '' },
    ...filledRows(loc, data).map((r, i) => ({
      number: i + 2,
      street: r.street ?? '',
      city: r.city ?? '',
      state: r.state ?? '',
    })),
  ];
}

/** A premises drop-down's options: by number, shown as its street address. */
export const premisesOptions = (data: Record<string, string>): Option[] =>
  premisesOf(data).map((p) => ({ value: String(p.number), label: p.street }));

const money = (v: string | undefined) => parseMoney(v ?? '') ?? 0;

/** The property step's other buildings as rated, numbered within their premises. */
export function otherBuildings(data: Record<string, string>): OtherBuilding[] {
  const premises = premisesOf(data);
  const perPremises = new Map<number, number>([[1, 1]]);
  return filledRows(SCHEDULES[1]!, data).map((r) => {
    const location = Number(r.premises);
    const building = (perPremises.get(location) ?? 0) + 1;
    perPremises.set(location, building);
    return {
      location,
      building,
      state: premises.find((p) => p.number === location)?.state ?? '',
      buildingLimit: money(r.building_limit),
      contentsLimit: money(r.contents_limit),
      construction: r.construction ?? '',
      sprinklered: r.sprinklered === 'yes',
    };
  });
}

/** The liability step's other exposures as rated. */
export function otherExposures(data: Record<string, string>): OtherExposure[] {
  const premises = premisesOf(data);
  return filledRows(SCHEDULES[2]!, data).map((r) => ({
    location: Number(r.premises),
    state: premises.find((p) => p.number === Number(r.premises))?.state ?? '',
    classCode: r.class ?? '',
    grossSales: money(r.sales),
    payroll: money(r.payroll),
  }));
}

/** Each other building's year of construction (for the referral of an old building). */
export const otherYearsBuilt = (data: Record<string, string>) =>
  filledRows(SCHEDULES[1]!, data).map((r) => Number(r.year_built));
