// Lines and carriers on the new-request page: the lines to quote, then each carrier with what the
// service says of it for this draft: the lines its appetite skips (and why), and the warnings of the jobs
// it would run (what its portal will refuse or ask). Every word of it is the service's (POST
// /app/api/quotes/check), judged by the rules create applies.
import { label, lineNames } from '../../format.ts';
import type { CarrierChoice, DraftCheck } from '../../new-request/check.ts';
import { labelOf } from '../../new-request/schema.ts';
import { Errors, type FormState } from './schema-fields.tsx';

export function LinesAndCarriers({
  lines,
  carriers,
  check,
  form,
}: {
  lines: string[];
  carriers: CarrierChoice[] | undefined;
  check: DraftCheck | undefined;
  form: FormState;
}) {
  const chosenLines = (form.draft.linesRequested as string[] | undefined) ?? [];
  const chosen = (form.draft.carrierIds as string[] | undefined) ?? [];
  const toggle = (path: 'linesRequested' | 'carrierIds', list: string[], id: string, on: boolean) =>
    form.change(path, on ? [...list, id] : list.filter((x) => x !== id));
  const needs = check?.appetite ? [] : (check?.appetiteNeeds ?? []);
  return (
    <>
      <fieldset>
        <legend>Lines to quote</legend>
        {lines.map((line) => (
          <label key={line} className="inline">
            <input
              type="checkbox"
              checked={chosenLines.includes(line)}
              onChange={(e) => toggle('linesRequested', chosenLines, line, e.target.checked)}
            />
            {label(lineNames, line)}
          </label>
        ))}
        <Errors errors={form.showAll ? (form.errors.linesRequested ?? []) : []} />
      </fieldset>
      <fieldset>
        <legend>Carriers</legend>
        {!carriers ? <p aria-busy="true">Loading carriers…</p> : null}
        {needs.length > 0 ? (
          <p className="meta">
            Which lines each carrier skips shows once these are filled:{' '}
            {needs.map((n) => labelOf(n.replace('input.', ''))).join(', ')}.
          </p>
        ) : null}
        <ul className="carrier-choices">
          {carriers?.map((c) => (
            <li key={c.carrierId}>
              <label className="inline">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.carrierId)}
                  onChange={(e) => toggle('carrierIds', chosen, c.carrierId, e.target.checked)}
                />
                {c.name}
              </label>
              <span className="meta"> writes {c.lines.map((l) => label(lineNames, l)).join(', ')}</span>
              {chosen.includes(c.carrierId) ? (
                <CarrierVerdict carrierId={c.carrierId} name={c.name} check={check} />
              ) : null}
            </li>
          ))}
        </ul>
        <Errors errors={form.showAll ? (form.errors.carrierIds ?? []) : []} />
      </fieldset>
    </>
  );
}

function CarrierVerdict({
  carrierId,
  name,
  check,
}: {
  carrierId: string;
  name: string;
  check: DraftCheck | undefined;
}) {
  const appetite = check?.appetite;
  if (!appetite) return null;
  const skips = [
    ...(appetite.skippedCarriers.find((s) => s.carrierId === carrierId)?.reasons ?? []),
    ...(appetite.partialSkips.find((s) => s.carrierId === carrierId)?.skippedLines ?? []),
  ];
  const runs = appetite.dispatch.filter((d) => d.carrierId === carrierId);
  const warnings = check.warnings.filter((w) => w.carrierId === carrierId);
  return (
    <ul className="verdict" aria-label={`${name} for this request`}>
      {runs.length > 0 ? <li>Quotes {runs.map((r) => label(lineNames, r.line)).join(', ')}</li> : null}
      {skips.map((s) => (
        <li key={`s-${s.line}`} className="skip-reason">
          Skipped: {label(lineNames, s.line)}: {s.reason}
        </li>
      ))}
      {warnings.map((w) => (
        <li key={`w-${w.line}-${w.field}-${w.message}`} className="warning">
          Warning ({label(lineNames, w.line)}): {w.message}
        </li>
      ))}
    </ul>
  );
}
