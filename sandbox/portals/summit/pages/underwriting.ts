// Underwriting Questions (Underwriting.aspx): the questions a canonical submission cannot answer.
// BOP and CGL: liquor, loss count, prior cancellation (answers can refer or decline at rating);
// Umbrella: vehicles and Summit-written underlying policies (rating factors only).
import type { FastifyInstance } from 'fastify';
import { driftAsks, type PortalDrift } from '../../../core/drift.ts';
import type { SummitApp } from '../app.ts';
import { type Option, radioListRow, readForm, selectRow, textAreaRow, textRow, YES_NO } from '../html.ts';
import { LOSS_OPTIONS } from '../reference.ts';
import { registerStepPage, type StepPage } from '../step-page.ts';
import type { FieldError, FormValues, Lob, UnderwritingData } from '../types.ts';
import { NEW_QUESTIONS } from './new-requirements.ts';

export interface Question {
  id: string;
  text: string;
  lines: Lob[];
  kind: 'yesno' | 'select' | 'text' | 'number';
  options?: Option[];
  required?: boolean;
  hint?: string;
}

export const QUESTIONS: Question[] = [
  {
    id: 'rblAlcohol',
    text: 'Does the applicant sell, serve or furnish alcoholic beverages?',
    lines: ['bop', 'gl'],
    kind: 'yesno',
    required: true,
  },
  {
    id: 'ddlLosses',
    text: 'Number of losses in the past 3 years',
    lines: ['bop', 'gl'],
    kind: 'select',
    options: LOSS_OPTIONS,
    required: true,
  },
  {
    id: 'rblCancelled',
    text: 'Has any insurer cancelled, declined or non-renewed this applicant in the past 3 years?',
    lines: ['bop', 'gl'],
    kind: 'yesno',
    required: true,
  },
  { id: 'txtCancelExplain', text: 'If yes, please explain', lines: ['bop', 'gl'], kind: 'text' },
  {
    id: 'rblOtherTenants',
    text: 'Are any portions of the building occupied by other tenants?',
    lines: ['bop'],
    kind: 'yesno',
    required: true,
  },
  {
    id: 'rblSubcontractors',
    text: 'Does the applicant use subcontractors?',
    lines: ['gl'],
    kind: 'yesno',
    required: true,
  },
  {
    id: 'rblVehicles',
    text: 'Does the applicant own, lease or operate any vehicles?',
    lines: ['umbrella'],
    kind: 'yesno',
    required: true,
  },
  {
    id: 'rblSummitUnderlying',
    text: 'Are any of the underlying policies written by Summit Mutual?',
    lines: ['umbrella'],
    kind: 'yesno',
    required: true,
  },
  {
    id: 'txtAircraft',
    text: 'Describe any aircraft or watercraft exposure (leave blank if none)',
    lines: ['umbrella'],
    kind: 'text',
  },
  {
    id: 'txtRemarks',
    text: 'Additional Underwriting Remarks',
    lines: ['bop', 'gl', 'umbrella'],
    kind: 'text',
  },
];

/** Layout drift's additions: the moved field and new questions, asked on every line (none is rated). */
const driftQuestions = (drift: PortalDrift | undefined): Question[] =>
  driftAsks(drift).map((ask) => ({
    id: ask.key,
    text: ask.text,
    lines: ['bop', 'gl', 'umbrella'],
    kind: ask.kind,
    required: ask.required,
  }));

const questionsFor = (lob: Lob, newRequirements = false, drift?: PortalDrift) =>
  [...QUESTIONS, ...(newRequirements ? NEW_QUESTIONS : []), ...driftQuestions(drift)].filter((q) =>
    q.lines.includes(lob),
  );
const yn = (value: boolean | undefined) => (value === undefined ? '' : value ? 'Y' : 'N');

export const underwritingPage: StepPage<UnderwritingData> = {
  key: 'underwriting',
  read: (body, { drift }) =>
    readForm(
      body,
      [...QUESTIONS, ...NEW_QUESTIONS, ...driftQuestions(drift)].map((q) => q.id),
    ),
  toForm({ underwriting: u, applicant }): FormValues {
    if (!u) return { txtDBA: applicant?.dba ?? '' };
    return {
      ...u.drift,
      txtDBA: applicant?.dba ?? '',
      rblAlcohol: yn(u.alcohol),
      ddlLosses: u.losses === undefined ? '' : String(u.losses),
      rblCancelled: yn(u.cancelled),
      txtCancelExplain: u.cancelExplanation ?? '',
      rblOtherTenants: yn(u.otherTenants),
      rblSubcontractors: yn(u.subcontractors),
      rblVehicles: yn(u.vehicles),
      rblSummitUnderlying: yn(u.summitUnderlying),
      txtAircraft: u.aircraftWatercraft ?? '',
      txtRemarks: u.remarks,
    };
  },
  parse(form, { draft, newRequirements, drift }) {
    const errors: FieldError[] = [];
    const asked = questionsFor(draft.lob, newRequirements, drift);
    const v = (id: string) => (form[id] ?? '').trim();
    for (const q of asked) {
      const value = v(q.id);
      const valid =
        q.kind === 'yesno'
          ? ['Y', 'N'].includes(value)
          : q.kind === 'select'
            ? q.options!.some((o) => o.value === value)
            : q.kind === 'number'
              ? /^\d{1,2}$/.test(value)
              : value !== '';
      if (q.required && !valid) errors.push({ field: q.id, message: `Answer the question: "${q.text}".` });
      if (q.kind === 'text' && value.length > 1000)
        errors.push({ field: q.id, message: `"${q.text}" cannot exceed 1,000 characters.` });
    }
    if (draft.lob !== 'umbrella' && v('rblCancelled') === 'Y' && !v('txtCancelExplain'))
      errors.push({
        field: 'txtCancelExplain',
        message: 'Explain the cancellation, declination or non-renewal.',
      });
    if (errors.length) return { errors };
    const bool = (id: string) => (asked.some((q) => q.id === id) ? v(id) === 'Y' : undefined);
    return {
      errors,
      data: {
        alcohol: bool('rblAlcohol'),
        losses: draft.lob === 'umbrella' ? undefined : Number(v('ddlLosses')),
        cancelled: bool('rblCancelled'),
        cancelExplanation: draft.lob === 'umbrella' ? undefined : v('txtCancelExplain'),
        otherTenants: bool('rblOtherTenants'),
        subcontractors: bool('rblSubcontractors'),
        vehicles: bool('rblVehicles'),
        summitUnderlying: bool('rblSummitUnderlying'),
        aircraftWatercraft: draft.lob === 'umbrella' ? v('txtAircraft') : undefined,
        remarks: v('txtRemarks'),
        drift: drift ? Object.fromEntries(driftQuestions(drift).map((q) => [q.id, v(q.id)])) : undefined,
      },
    };
  },
  save: (draft, data) => {
    draft.underwriting = data;
    // A field drift moved here from Applicant Information is kept where that page keeps it.
    if (data.drift?.txtDBA !== undefined && draft.applicant) draft.applicant.dba = data.drift.txtDBA;
  },
  render(form: FormValues, errors, { draft, newRequirements, drift }) {
    const rows = questionsFor(draft.lob, newRequirements, drift)
      .map((q) => {
        const options = { errors, required: q.required, ...(q.hint ? { hint: q.hint } : {}) };
        if (q.kind === 'number') return textRow(q.text, q.id, form, { ...options, size: 4 });
        if (q.kind === 'yesno') return radioListRow(q.text, q.id, YES_NO, form, options);
        if (q.kind === 'select') return selectRow(q.text, q.id, q.options!, form, options);
        return textAreaRow(q.text, q.id, form, options);
      })
      .join('\n');
    return `<p>Answer every question. Misrepresentation of material facts may void coverage.</p>
<table class="form uw">${rows}</table>`;
  },
};

export function registerUnderwritingPage(fastify: FastifyInstance, app: SummitApp) {
  registerStepPage(fastify, app, underwritingPage);
}
