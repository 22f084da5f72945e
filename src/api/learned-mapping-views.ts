// A learned mapping as the API answers it (schemas/learned-mappings.ts).
import type { LearnedMappingRecord } from '../store/learned-mappings.ts';
import type { LearnedMappingViewT } from './schemas/learned-mappings.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export function learnedMappingView(m: LearnedMappingRecord): LearnedMappingViewT {
  const view: LearnedMappingViewT = {
    id: m.id,
    carrierId: m.carrierId,
    screen: m.screen,
    label: m.label,
    field: m.field,
    kind: m.kind,
    status: m.withdrawnAt ? 'withdrawn' : m.state,
    source: m.source,
    confirmedBy: { id: m.confirmedBy, ...(m.confirmedByName ? { name: m.confirmedByName } : {}) },
    confirmedAt: iso(m.confirmedAt),
  };
  if (m.jobId && m.proposedBy && m.proposedAt) {
    const observed = (m.observed ?? {}) as { value?: unknown; url?: unknown };
    view.proposal = {
      jobId: m.jobId,
      by: { id: m.proposedBy, ...(m.proposedByName ? { name: m.proposedByName } : {}) },
      at: iso(m.proposedAt),
      ...(typeof observed.value === 'string' ? { value: observed.value } : {}),
      ...(typeof observed.url === 'string' ? { url: observed.url } : {}),
    };
  }
  if (m.withdrawnAt) view.withdrawnAt = iso(m.withdrawnAt);
  if (m.withdrawnBy) view.withdrawnBy = { id: m.withdrawnBy };
  if (m.withdrawnReason) view.withdrawnReason = m.withdrawnReason;
  if (m.evidence) view.evidence = m.evidence as LearnedMappingViewT['evidence'];
  return view;
}
