// A new quote request, typed in the app: the business, lines and carriers (with what the service says of
// each as fields are filled), the line data, locations and buildings, losses, prior insurance, owners and
// officers, additional interests, schedules from CSV, and the questions the chosen carriers will ask
// (POST /v1/quotes/requirements), answered into the body's `answers`. Kept as a draft in this browser while typed;
// "Start" creates the request with `POST /v1/quotes` and starts it with `POST /v1/quotes/:id/start`, the
// operations a partner calls, then opens its page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { CarrierQuestions } from '../components/new-request/carrier-questions.tsx';
import { LinesAndCarriers } from '../components/new-request/lines-carriers.tsx';
import { ScheduleImport } from '../components/new-request/schedule-import.tsx';
import { Field, Fields, type FormState, List } from '../components/new-request/schema-fields.tsx';
import { StartPanel } from '../components/new-request/start-panel.tsx';
import { label, lineNames } from '../format.ts';
import type { CarrierChoice, DraftCheck } from '../new-request/check.ts';
import {
  bodyOf,
  clearDraft,
  type Draft,
  emptyDraft,
  loadDraft,
  saveDraft,
  setAt,
} from '../new-request/draft.ts';
import { withAnswer } from '../new-request/requirements.ts';
import { type JsonSchema, lineObjects } from '../new-request/schema.ts';
import { useRequirements } from '../new-request/use-requirements.ts';
import { navigate } from '../router.tsx';
import type { Session } from '../types.ts';

/** The body create gets: the line objects of the lines chosen only. */
export function bodyFor(draft: Draft): Draft {
  const lines = (draft.linesRequested as string[] | undefined) ?? [];
  const out = { ...draft };
  for (const [line, key] of Object.entries(lineObjects)) if (!lines.includes(line)) delete out[key];
  return bodyOf(out);
}

export function NewRequestPage({ session }: { session: Session }) {
  const agencyId = session.agency.id;
  const email = session.user.email;
  const [schema, setSchema] = useState<JsonSchema>();
  const [carriers, setCarriers] = useState<CarrierChoice[]>();
  const [draft, setDraft] = useState<Draft>(() => loadDraft(agencyId, email));
  const [check, setCheck] = useState<DraftCheck>();
  // What create answered when "Start" was refused, until a check of a changed draft; from then every
  // error shows. A check of the very draft refused (its answer late) leaves the refusal shown.
  const [refused, setRefused] = useState<Record<string, string[]>>();
  const refusedDraft = useRef<Draft | undefined>(undefined);
  const [showAll, setShowAll] = useState(false);
  const [error, setError] = useState('');
  const asked = useRef(0);

  useEffect(() => {
    void (async () => {
      try {
        setSchema(await api<JsonSchema>('GET', '/app/api/quotes/form'));
        setCarriers((await api<{ carriers: CarrierChoice[] }>('GET', '/v1/carriers')).carriers);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    })();
  }, []);

  // Saved as typed, and judged by the service a moment after the typing stops.
  useEffect(() => {
    saveDraft(agencyId, email, draft);
    const timer = setTimeout(async () => {
      const ask = ++asked.current;
      try {
        const answer = await api<DraftCheck>('POST', '/app/api/quotes/check', bodyFor(draft));
        // An answer to an older draft that arrives late is not shown over a newer one.
        if (ask !== asked.current) return;
        setCheck(answer);
        if (refusedDraft.current !== draft) setRefused(undefined);
      } catch {
        // The next change asks again; Start tells what is wrong either way.
      }
    }, 350);
    return () => clearTimeout(timer);
  }, [draft, agencyId, email]);

  const change = useCallback((path: string, value: unknown) => setDraft((d) => setAt(d, path, value)), []);
  const answer = useCallback(
    (id: string, value: string | number | boolean | undefined) => setDraft((d) => withAnswer(d, id, value)),
    [],
  );
  const { requirements, stale } = useRequirements(bodyFor(draft));
  const form: FormState = {
    draft,
    change,
    errors: refused ?? check?.fieldErrors ?? {},
    showAll,
  };

  async function start() {
    setError('');
    let created: { quoteRequestId: string };
    try {
      created = await api<{ quoteRequestId: string }>('POST', '/v1/quotes', bodyFor(draft));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        refusedDraft.current = draft;
        setRefused(e.fieldErrors);
        setShowAll(true);
      }
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    // Created: the draft is done. Should the start fail, the request page offers "Start quoting" again.
    clearDraft(agencyId, email);
    await api('POST', `/v1/quotes/${created.quoteRequestId}/start`).catch(() => undefined);
    navigate(`/app/quotes/${created.quoteRequestId}`);
  }

  if (!schema)
    return error ? (
      <p role="alert" className="error">
        Could not load the form: {error}
      </p>
    ) : (
      <p aria-busy="true">Loading…</p>
    );
  const props = schema.properties ?? {};
  const lines = (draft.linesRequested as string[] | undefined) ?? [];
  const part = (key: string) => <List name={key} schema={props[key] ?? {}} path={key} form={form} />;
  return (
    <section className="new-request" aria-labelledby="new-title">
      <h1 id="new-title">New quote request</h1>
      <p className="meta">
        Kept as a draft in this browser as you type. Start creates the request and starts quoting on the
        carriers chosen.{' '}
        <button
          type="button"
          className="link"
          onClick={() => {
            setDraft(emptyDraft());
            setRefused(undefined);
            setShowAll(false);
          }}
        >
          Clear the draft
        </button>
      </p>
      <Section id="business" title="The business">
        <Field
          name="externalReference"
          schema={props.externalReference ?? {}}
          path="externalReference"
          required
          form={form}
        />
        <Fields schema={props.input ?? {}} path="input" form={form} />
      </Section>
      <Section id="lines" title="Lines and carriers">
        <LinesAndCarriers
          lines={(props.linesRequested?.items?.enum ?? []).map(String)}
          carriers={carriers}
          check={check}
          form={form}
        />
      </Section>
      {lines.length > 0 ? (
        <Section id="line-data" title="Line data">
          {lines.map((line) => {
            const key = lineObjects[line]!;
            return (
              <fieldset key={line}>
                <legend>{label(lineNames, line)}</legend>
                <Fields schema={props[key] ?? {}} path={key} form={form} />
              </fieldset>
            );
          })}
        </Section>
      ) : null}
      <Section id="schedules" title="Schedules from CSV">
        <ScheduleImport onImported={(apply) => setDraft((d) => apply(d))} />
      </Section>
      <Section id="locations" title="Locations and buildings">
        {part('locations')}
      </Section>
      <Section id="losses" title="Losses">
        {part('lossHistory')}
        <fieldset>
          <legend>No losses in the last years, per line</legend>
          <Fields schema={props.lossFreeYears ?? {}} path="lossFreeYears" form={form} />
        </fieldset>
      </Section>
      <Section id="prior" title="Prior insurance">
        {part('priorInsurance')}
      </Section>
      <Section id="owners" title="Owners and officers">
        {part('ownersOfficers')}
      </Section>
      <Section id="interests" title="Additional interests">
        {part('additionalInterests')}
      </Section>
      <Section id="requirements" title="Questions the carriers will ask">
        <CarrierQuestions
          requirements={requirements}
          stale={stale}
          schema={schema}
          form={form}
          answer={answer}
          carrierName={(id) => carriers?.find((c) => c.carrierId === id)?.name ?? id}
        />
      </Section>
      <StartPanel check={check} refused={refused} error={error} onStart={start} />
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="card form-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
