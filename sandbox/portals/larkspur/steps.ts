// Larkspur Quote Studio's wizard, as data: the steps of each line and their fields (the portal's own
// validation messages: step-checks.ts). Every step is one server page; what it saves is kept on the submission itself
// (never in the session), so several tabs of one session can fill several quotes at once.
import { driftAsks, type PortalDrift } from '../../core/drift.ts';
import { BOP_CLASSES, GL_CLASSES, STATE_NAMES, STATES } from './rating.ts';

export type Line = 'gl' | 'bop';

export interface Option {
  value: string;
  label: string;
}

export interface Field {
  name: string;
  label: string;
  kind: 'text' | 'money' | 'date' | 'year' | 'count' | 'zip' | 'select' | 'radio' | 'checkbox';
  options?: Option[];
  hint?: string;
  optional?: boolean;
}

export interface Step {
  slug: string;
  title: string;
  intro: string;
  fields: Field[];
}

const YES_NO: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const LIMIT_OPTIONS: Option[] = [
  { value: '500000/1000000', label: '$500,000 / $1,000,000' },
  { value: '1000000/2000000', label: '$1,000,000 / $2,000,000' },
  { value: '2000000/4000000', label: '$2,000,000 / $4,000,000' },
];

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export const GL_DEDUCTIBLES = [0, 500, 1000, 2500];
export const BOP_DEDUCTIBLES = [500, 1000, 2500, 5000];

const business: Step = {
  slug: 'business',
  title: 'About the business',
  intro: 'Tell us who we are insuring and when coverage should start.',
  fields: [
    { name: 'insured_name', label: 'Named insured', kind: 'text', hint: 'The legal name on the policy' },
    { name: 'dba', label: 'Doing business as', kind: 'text', optional: true, hint: 'Optional' },
    {
      name: 'entity',
      label: 'Type of business entity',
      kind: 'select',
      options: [
        { value: 'llc', label: 'Limited liability company' },
        { value: 'corporation', label: 'Corporation' },
        { value: 'partnership', label: 'Partnership' },
        { value: 'sole', label: 'Sole proprietor' },
        { value: 'nonprofit', label: 'Non-profit organization' },
      ],
    },
    {
      name: 'year_started',
      label: 'Year the business started',
      kind: 'year',
      hint: 'Four digits, e.g. 2016',
    },
    {
      name: 'effective_date',
      label: 'Coverage start date',
      kind: 'date',
      hint: 'Within the next 60 days',
    },
  ],
};

const location: Step = {
  slug: 'location',
  title: 'Where the business operates',
  intro: 'The main premises. Larkspur Mutual writes Colorado, Utah, Idaho, Montana, Wyoming and Nevada.',
  fields: [
    { name: 'street', label: 'Street address', kind: 'text' },
    { name: 'city', label: 'City', kind: 'text' },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      options: STATES.map((s) => ({ value: s, label: STATE_NAMES[s]! })),
    },
    { name: 'zip', label: 'ZIP code', kind: 'zip', hint: '5 digits' },
  ],
};

const glExposure: Step = {
  slug: 'liability',
  title: 'Liability exposure',
  intro: 'Larkspur rates each class on gross sales or on payroll (shown after the class).',
  fields: [
    {
      name: 'gl_class',
      label: 'Business classification',
      kind: 'select',
      options: GL_CLASSES.map((c) => ({
        value: c.code,
        label: `${c.code} ${c.description} (per $1,000 of ${c.basis === 'sales' ? 'gross sales' : 'payroll'})`,
      })),
    },
    { name: 'gross_sales', label: 'Annual gross sales', kind: 'money', hint: 'Whole dollars' },
    { name: 'payroll', label: 'Annual payroll', kind: 'money', hint: 'Whole dollars' },
    {
      name: 'gl_limits',
      label: 'Limits (each occurrence / aggregate)',
      kind: 'radio',
      options: LIMIT_OPTIONS,
    },
    {
      name: 'gl_deductible',
      label: 'Deductible per claim',
      kind: 'select',
      options: GL_DEDUCTIBLES.map((d) => ({ value: String(d), label: d === 0 ? 'None' : money(d) })),
    },
  ],
};

const bopProperty: Step = {
  slug: 'property',
  title: 'Building and contents',
  intro: 'Enter $0 for the building when the applicant rents its premises.',
  fields: [
    {
      name: 'building_limit',
      label: 'Building limit',
      kind: 'money',
      hint: 'Replacement cost, whole dollars',
    },
    {
      name: 'contents_limit',
      label: 'Business personal property limit',
      kind: 'money',
      hint: 'Whole dollars',
    },
    {
      name: 'construction',
      label: 'Construction type',
      kind: 'radio',
      options: [
        { value: 'frame', label: 'Frame' },
        { value: 'joisted_masonry', label: 'Joisted masonry' },
        { value: 'masonry_noncombustible', label: 'Masonry non-combustible' },
        { value: 'fire_resistive', label: 'Fire resistive' },
      ],
    },
    { name: 'year_built', label: 'Year built', kind: 'year', hint: 'Four digits' },
    { name: 'sprinklered', label: 'The building is fully sprinklered', kind: 'checkbox', optional: true },
  ],
};

const bopLiability: Step = {
  slug: 'coverage',
  title: 'Liability and deductible',
  intro: 'Business liability is rated on gross sales.',
  fields: [
    {
      name: 'bop_class',
      label: 'Type of business',
      kind: 'select',
      options: BOP_CLASSES.map((c) => ({ value: c.code, label: `${c.description} (${c.code})` })),
    },
    { name: 'gross_sales', label: 'Annual gross sales', kind: 'money', hint: 'Whole dollars' },
    { name: 'bop_limits', label: 'Business liability limits', kind: 'radio', options: LIMIT_OPTIONS },
    {
      name: 'property_deductible',
      label: 'Property deductible',
      kind: 'select',
      options: BOP_DEDUCTIBLES.map((d) => ({ value: String(d), label: money(d) })),
    },
  ],
};

/** The eligibility step; under the `newRequirements` fault it asks two more. */
export function eligibility(newRequirements: boolean): Step {
  const fields: Field[] = [
    {
      name: 'loss_count',
      label: 'Number of losses in the past 3 years',
      kind: 'count',
      hint: 'Enter 0 if none',
    },
    {
      name: 'prior_cancel',
      label: 'Has any insurer cancelled or refused to renew this business in the past 3 years?',
      kind: 'radio',
      options: YES_NO,
    },
  ];
  if (newRequirements)
    fields.push(
      {
        name: 'industry_years',
        label: 'Years of experience in this industry (owner or manager)',
        kind: 'count',
        hint: 'Whole years',
      },
      {
        name: 'safety_program',
        label: 'Does the applicant have a written safety program?',
        kind: 'radio',
        options: YES_NO,
      },
    );
  return { slug: 'eligibility', title: 'Eligibility questions', intro: 'Answer every question.', fields };
}

/**
 * A line's steps as the portal shows them today. Under layout drift (SANDBOX_DRIFT) the moved field
 * (Doing business as) leaves About the business for Eligibility questions, where drift's new questions
 * go too; the answers are one flat map, so a moved field is kept and rated as before.
 */
export function stepsFor(line: Line, newRequirements: boolean, drift?: PortalDrift): Step[] {
  const middle = line === 'gl' ? [glExposure] : [bopProperty, bopLiability];
  const steps = [business, location, ...middle, eligibility(newRequirements)];
  if (!drift) return steps;
  const moved = drift.move?.key;
  const asks = driftAsks(drift).map(
    (ask): Field => ({
      name: ask.key,
      label: ask.text,
      kind: ask.kind === 'yesno' ? 'radio' : 'text',
      ...(ask.kind === 'yesno' ? { options: YES_NO } : {}),
      optional: !ask.required,
    }),
  );
  return steps.map((step) =>
    step.slug === 'eligibility'
      ? { ...step, fields: [...step.fields, ...asks] }
      : { ...step, fields: step.fields.filter((f) => f.name !== moved) },
  );
}

export const LINE_NAMES: Record<Line, string> = { gl: 'General liability', bop: 'Businessowners' };

export const parseMoney = (value: string): number | undefined => {
  const cleaned = value.replace(/[$,\s]/g, '');
  return /^\d{1,12}$/.test(cleaned) ? Number(cleaned) : undefined;
};
