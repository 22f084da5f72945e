// What the jobs a create would dispatch will need (POST /v1/quotes/requirements, decision 0038), from the
// rules the create and the runs use: the create's validation (fields it requires), the appetite check
// (appetite.ts, on the facts the body gives), each carrier line's requirements (required and asked
// fields, the create's `warnings`), and a definition's flow (its screens' fields and questions, with
// their conditions). Pure: no browser, no job, nothing stored.

import type { FieldErrors } from '../../errors.ts';
import { type CredentialStatus, lineSkipReason, type Risk } from '../carriers/appetite.ts';
import { carrierWarnings } from '../carriers/carrier-warnings.ts';
import type { Carrier } from '../carriers/catalog.ts';
import type { Line } from '../lines.ts';
import { usToday } from '../quote-request/dates.ts';
import { withDerivedFields } from '../quote-request/derive-flat-fields.ts';
import type { Submission } from '../quote-request/model/submission.ts';
import { createNeeds, fieldLabel } from './create-needs.ts';
import { flowNeeds } from './flow-needs.ts';
import { lineFieldNeeds } from './line-needs.ts';
import { inSections } from './sections.ts';
import type { FieldNeed, JobOutcome, QuestionNeed, QuoteRequirements } from './types.ts';

export interface RequirementsInput {
  /** The carriers the service knows (the body's ids are looked up in them). */
  carriers: readonly Carrier[];
  /** The partial create body, its types checked (`linesRequested` and `carrierIds` present). */
  body: Readonly<Record<string, unknown>> & { linesRequested: Line[]; carrierIds: string[] };
  credential: (carrierId: string) => CredentialStatus;
  now: Date;
}

const riskFacts = ['state', 'industryCode', 'annualRevenue', 'numberOfEmployees'] as const;

export function quoteRequirements({
  carriers,
  body,
  credential,
  now,
}: RequirementsInput): { ok: true; value: QuoteRequirements } | { ok: false; fieldErrors: FieldErrors } {
  const lines = body.linesRequested;
  const create = createNeeds(body, lines, now);
  if (Object.keys(create.problems).length > 0) return { ok: false, fieldErrors: create.problems };
  const today = usToday(now);
  const input = (body.input ?? {}) as Partial<Risk> & Record<string, unknown>;
  const filed = withDerivedFields({ ...body, input } as unknown as Submission, today);
  const undecided = riskFacts.filter((k) => input[k] === undefined).map((k) => `input.${k}`);
  const fields = new Map<string, FieldNeed>();
  const field = (path: string, label: string) => {
    let found = fields.get(path);
    if (!found) {
      found = { field: path, label, given: true, createRequires: false, needed: false, jobs: [] };
      fields.set(path, found);
    }
    return found;
  };
  for (const path of create.missing)
    Object.assign(field(path, fieldLabel(path)), { given: false, createRequires: true, needed: true });
  const questions = new Map<string, QuestionNeed>();
  const jobs: JobOutcome[] = [];
  for (const carrier of body.carrierIds.flatMap((id) => carriers.filter((c) => c.id === id))) {
    for (const line of lines) {
      const reason = lineSkipReason(carrier, line, input, credential(carrier.id));
      if (reason) {
        jobs.push({ carrierId: carrier.id, line, dispatched: false, reason });
        continue;
      }
      const pair = { carrierId: carrier.id, line };
      const needs = lineFieldNeeds(
        carrier,
        line,
        filed,
        (d) => withDerivedFields(d as unknown as Submission, today) as unknown as Record<string, unknown>,
      );
      for (const need of needs) {
        const found = field(need.field, fieldLabel(need.field));
        found.given &&= need.given;
        found.needed ||= need.applies;
        found.jobs.push({ ...pair, ...need.job });
      }
      const flow = carrier.flow
        ? flowNeeds(carrier.flow, line, filed as never, now.toISOString().slice(0, 10))
        : undefined;
      // A screen's field is told when the body leaves it empty: then a person is asked for it.
      for (const f of flow?.fields.filter((f) => !f.given) ?? []) {
        const found = field(f.field, fieldLabel(f.field));
        found.given = false;
        found.needed ||= f.applies;
        const job = { ...pair, need: 'asked' as const, label: f.label, ...(f.when ? { when: f.when } : {}) };
        if (!found.jobs.some((j) => sameJob(j, job))) found.jobs.push(job);
      }
      for (const q of flow?.questions ?? []) {
        let found = questions.get(q.id);
        if (!found) {
          const { label: _label, when: _when, given: _given, applies: _applies, ...rest } = q;
          found = { ...rest, given: true, needed: false, jobs: [] };
          questions.set(q.id, found);
        }
        found.given &&= q.given;
        found.needed ||= q.applies;
        found.jobs.push({ ...pair, label: q.label, ...(q.when ? { when: q.when } : {}) });
      }
      // The required and asked fields are told above; the rest of the create's warnings stay warnings.
      const told = new Set(needs.filter((n) => !n.given).map((n) => n.field));
      // Judged, as at create, on a body the create takes: its rules read whole parts (a policy's limits).
      const warnings = (create.missing.length ? [] : carrierWarnings(carrier, line, filed, today))
        .filter((w) => !told.has(w.field))
        .map(({ field: f, message }) => ({ field: f, message }));
      jobs.push({
        ...pair,
        dispatched: true,
        ...(undecided.length ? { appetiteUndecided: undecided } : {}),
        questionsListed: carrier.flow !== undefined,
        ...(warnings.length ? { warnings } : {}),
      });
    }
  }
  const allFields = [...fields.values()];
  const allQuestions = [...questions.values()];
  const complete =
    allFields.every((f) => f.given || !f.needed) &&
    allQuestions.every((q) => q.given || !q.needed) &&
    jobs.every((j) => !j.appetiteUndecided);
  return { ok: true, value: { jobs, sections: inSections(allFields, allQuestions), complete } };
}

const sameJob = (a: FieldNeed['jobs'][number], b: FieldNeed['jobs'][number]) =>
  a.carrierId === b.carrierId &&
  a.line === b.line &&
  a.need === b.need &&
  JSON.stringify(a.when ?? []) === JSON.stringify(b.when ?? []);
