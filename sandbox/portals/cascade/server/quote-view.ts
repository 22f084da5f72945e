// What the SPA gets for a submission: its sections, the step it resumes at, the loss-runs request and
// the quote with its terms (limits, deductibles) and premium breakdown. Under the `quotePage` fault the
// quote is misreported here; what is stored stays right.
import { shownBreakdown, shownInsured, shownLimit, showsBindable } from '../../../core/misreport.ts';
import type { Submission, SubmissionStatus } from '../../../core/submissions.ts';
import type { SandboxContext } from '../../../core/types.ts';
import { type CascadeData, type Coverage, nextStep } from '../model.ts';
import {
  BASIS_UNITS,
  type CascadeLine,
  CYBER_LIMITS,
  CYBER_RETENTIONS,
  classLabel,
  findClass,
  GL_DEDUCTIBLES,
  LIABILITY_LIMITS,
  LINE_NAMES,
  type Option,
  PROPERTY_DEDUCTIBLES,
} from '../reference.ts';
import { LOSS_RUNS_THRESHOLD } from '../underwriting.ts';
import { usDate } from '../validate.ts';
import { classItem } from './lookups.ts';

const classItemOf = (code: string) => {
  const found = findClass(code);
  return found ? classItem(found) : null;
};

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  quoted: 'Quoted',
  indicated: 'Indication',
  referred: 'Referred',
  declined: 'Declined',
};

export interface Term {
  label: string;
  value: string;
  /** A limit: doubled under the `other-limits` fault. */
  limit?: boolean;
}

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const labelOf = (options: readonly Option[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export function coverageTerms(coverage: Coverage): Term[] {
  const cls = findClass(coverage.classCode);
  const classTerm = { label: 'Class code', value: cls ? classLabel(cls) : coverage.classCode };
  if (coverage.line === 'gl') {
    const basis = cls ? BASIS_UNITS[cls.basis] : undefined;
    const exposure =
      cls && (cls.basis === 'payroll' || cls.basis === 'sales')
        ? money(coverage.exposure)
        : coverage.exposure.toLocaleString('en-US');
    return [
      {
        label: 'Each occurrence / general aggregate',
        value: labelOf(LIABILITY_LIMITS.gl, coverage.limits),
        limit: true,
      },
      { label: 'Property damage deductible', value: labelOf(GL_DEDUCTIBLES, coverage.deductible) },
      classTerm,
      { label: 'Premium basis', value: `${basis?.label ?? ''}: ${exposure}` },
    ];
  }
  if (coverage.line === 'bop') {
    return [
      {
        label: 'Liability limits (each occurrence / aggregate)',
        value: labelOf(LIABILITY_LIMITS.bop, coverage.liabilityLimits),
        limit: true,
      },
      {
        label: 'Business personal property limit',
        value: money(coverage.personalPropertyLimit),
        limit: true,
      },
      { label: 'Property deductible', value: labelOf(PROPERTY_DEDUCTIBLES, coverage.propertyDeductible) },
      classTerm,
    ];
  }
  return [
    { label: 'Aggregate limit', value: labelOf(CYBER_LIMITS, coverage.aggregateLimit), limit: true },
    { label: 'Retention', value: labelOf(CYBER_RETENTIONS, coverage.retention) },
    classTerm,
  ];
}

/** "07/01/2026 to 07/01/2027": a one-year term. */
function policyPeriod(effectiveIso: string): string {
  const [y, m, d] = effectiveIso.split('-').map(Number) as [number, number, number];
  const expiration = new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
  return `${usDate(effectiveIso)} to ${usDate(expiration)}`;
}

export function quoteView(s: Submission, ctx: SandboxContext) {
  const data = s.data as CascadeData;
  const faults = ctx.faults.get(ctx.carrierId);
  const fault = s.quote ? faults.quotePage : undefined;
  const terms = data.coverage ? coverageTerms(data.coverage) : [];
  return {
    ref: s.id,
    line: s.line as CascadeLine,
    lineName: LINE_NAMES[s.line as CascadeLine],
    status: s.status,
    statusLabel: STATUS_LABELS[s.status],
    insured: shownInsured(s.applicantName, fault),
    effectiveDate: s.effectiveDate ? usDate(s.effectiveDate) : '',
    data: {
      business: data.business ?? null,
      coverage: data.coverage
        ? { ...data.coverage, effectiveDate: usDate(data.coverage.effectiveDate) }
        : null,
      lossHistory: data.lossHistory ?? null,
      lossRuns: data.lossRuns ?? null,
    },
    classItem: data.coverage ? classItemOf(data.coverage.classCode) : null,
    nextStep: nextStep(data),
    awaitingLossRuns: data.awaitingLossRuns
      ? { ...data.awaitingLossRuns, threshold: LOSS_RUNS_THRESHOLD }
      : null,
    message: s.message ?? null,
    quote: s.quote
      ? {
          ...s.quote,
          expiresAt: usDate(s.quote.expiresAt),
          policyPeriod: data.coverage ? policyPeriod(data.coverage.effectiveDate) : '',
          breakdown: shownBreakdown(s.quote.breakdown ?? [], fault),
          terms: terms.map((t) => ({
            label: t.label,
            value: t.limit ? shownLimit(t.value, fault) : t.value,
          })),
          bindable: s.quote.quoteType === 'bindable' && showsBindable(fault),
        }
      : null,
    layout: faults.layoutVersion === 2 ? 2 : 1,
    updatedAt: s.updatedAt,
  };
}

export type QuoteView = ReturnType<typeof quoteView>;
