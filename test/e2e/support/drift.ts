// What each playbook does on portals it has not seen: every sandbox portal drifted from a seed
// (SANDBOX_DRIFT, sandbox/core/drift*.ts), one line per carrier quoted for the same client as on the
// undrifted portal, and each outcome judged against that baseline. Allowed: the same quote (the same
// premium), a pause for a person (`missing_information`), or `portal_changed` with its evidence. Anything
// else, above all another premium or a quote where the baseline had none, is a violation. Shared by the
// drift test (test/e2e/playbooks/drift.test.ts) and `npm run bench -- drift`.
import type { Browser } from 'playwright-core';
import type { DriftKind } from '../../../sandbox/core/drift.ts';
import { type Sandbox, startSandbox } from '../../../sandbox/server.ts';
import { playbookFor } from '../../../src/agents/carriers/index.ts';
import { AgentError } from '../../../src/agents/errors.ts';
import { confirms } from '../../../src/agents/kit/place-by-value.ts';
import { ourFieldOf } from '../../../src/agents/our-fields.ts';
import type {
  Answer,
  LearnedMapping,
  PlaybookOutcome,
  UnderwritingQuestion,
} from '../../../src/agents/playbook.ts';
import { runPlaybookDirectly } from '../../../src/agents/testing.ts';
import { builtInCarrier } from '../../../src/carrier-definitions/built-in.ts';
import type { Line } from '../../../src/domain/lines.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';
import { cyberOnlyBody, illinoisStore, texasOffice, washingtonOffice } from '../../fixtures/quote-request.ts';

export interface DriftCase {
  carrierId: string;
  line: Line;
  submission: Submission;
}

/** One line per carrier, for a client each portal quotes when undrifted. */
export const DRIFT_CASES: DriftCase[] = [
  { carrierId: 'summit-mutual', line: 'bop', submission: texasOffice('Drift Summit CPA LLC', 'DRIFT-1') },
  { carrierId: 'harborline', line: 'wc', submission: texasOffice('Drift Harbor CPA LLC', 'DRIFT-2') },
  {
    carrierId: 'pioneer-casualty',
    line: 'bop',
    submission: illinoisStore('Drift Pioneer Hardware LLC', 'DRIFT-3'),
  },
  {
    carrierId: 'ironclad-specialty',
    line: 'cyber',
    submission: cyberOnlyBody({ externalReference: 'DRIFT-4' }),
  },
  { carrierId: 'bluebonnet', line: 'bop', submission: texasOffice('Drift Bluebonnet CPA LLC', 'DRIFT-5') },
  {
    carrierId: 'cascade-commercial',
    line: 'gl',
    submission: washingtonOffice('Drift Cascade Advisory LLC', 'DRIFT-6'),
  },
];

/** The newest one-time code the sandbox sent a login: by SMS (its phone inbox), else by e-mail (its mailbox). */
async function sentCode(sandbox: Sandbox, carrierId: string, username: string): Promise<string> {
  const query = `carrierId=${carrierId}&username=${encodeURIComponent(username)}`;
  const texts = (await (await fetch(`${sandbox.url}/_sandbox/mfa-codes?${query}`)).json()) as {
    code: string;
  }[];
  if (texts[0]) return texts[0].code;
  const mail = (await (await fetch(`${sandbox.url}/_sandbox/mail?${query}`)).json()) as {
    messages: { subject: string }[];
  };
  return /\b\d{4,10}\b/.exec(mail.messages[0]?.subject ?? '')?.[0] ?? '';
}

/** What one run came to, before judging. */
export type Observed =
  | { kind: 'outcome'; outcome: PlaybookOutcome }
  | { kind: 'paused'; labels: string[] }
  | { kind: 'error'; errorType: string; message: string };

export type Verdict =
  | { kind: 'quoted'; premium: number }
  | { kind: 'same-outcome'; outcome: string }
  | { kind: 'paused'; labels: string[] }
  | { kind: 'changed'; evidence: string }
  | { kind: 'violation'; what: string };

/** A person who answers underwriting questions the same way whatever their wording, and is not asked more. */
class PausedForPerson extends Error {
  readonly labels: string[];
  constructor(labels: string[]) {
    super('paused for a person');
    this.labels = labels;
  }
}

/**
 * What a person who knows the client types for a control the agent could not place: the drifted label's
 * original (the sandbox's plan says which), the submission's field that original shows (our-fields.ts),
 * its value as the submission holds it. Undefined for a question drift added, or a field the submission
 * does not hold.
 */
function knownValue(sandbox: Sandbox, c: DriftCase, q: UnderwritingQuestion): Answer | undefined {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const portal = sandbox.drift?.portals.find((p) => p.carrierId === c.carrierId);
  const original = portal?.labels.find((l) => norm(l.to) === norm(q.text))?.from;
  const field = original && ourFieldOf(original);
  if (!field?.startsWith('input.')) return undefined;
  const value = (c.submission.input as Record<string, unknown>)[field.slice('input.'.length)];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const answerOf = (q: UnderwritingQuestion): Answer =>
  q.type === 'yes_no'
    ? false
    : q.type === 'choice'
      ? (q.choices?.find((c) => /^(none|no|0)\b/i.test(c)) ?? q.choices?.[0] ?? '')
      : q.type === 'text'
        ? // Long enough for a portal that wants a description (Ironclad asks for 20 characters or more).
          'Nightly encrypted backups kept offsite; a restore is tested every quarter.'
        : '0';

/**
 * A person who confirms what the agent proposes and answers what it asks, once: each confirmed
 * proposal becomes a learned mapping and each other answer is remembered, as the service does for the
 * agency and the client; a run given `learned` and `remembered` asks that person nothing it answered.
 * Where nothing is proposed, or the proposal is not what the client's submission holds for the control
 * (knownValue), the person types that value; else a plain answer.
 */
export interface ConfirmingPerson {
  learned: LearnedMapping[];
  remembered: Record<string, Answer>;
  /** Answers (and learns) when true; when false, only what is learned or remembered is known. */
  answers: boolean;
}

export async function runCase(
  sandbox: Sandbox,
  browser: Browser,
  c: DriftCase,
  log?: (message: string, fields?: Record<string, unknown>) => void,
  person?: ConfirmingPerson,
): Promise<Observed> {
  const playbook = playbookFor(c.carrierId, builtInCarrier(c.carrierId));
  if (!playbook) throw new Error(`no playbook for ${c.carrierId}`);
  const account = sandbox.portals.find((p) => p.id === c.carrierId)!.accounts[0]!;
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const run = await runPlaybookDirectly({
      playbook,
      page: await context.newPage(),
      line: c.line,
      submission: c.submission,
      portalUrl: sandbox.origin(c.carrierId),
      credential: account,
      log,
      learned: person?.learned,
      mfaCode: () => sentCode(sandbox, c.carrierId, account.username),
      answers: async (questions, reason) => {
        if (reason !== 'missing_information')
          return Object.fromEntries(questions.map((q) => [q.id, answerOf(q)]));
        const known = person?.remembered ?? {};
        // Asked again with a proposal the person has not confirmed yet: this person confirms it.
        const open = questions.filter(
          (q) =>
            !(q.id in known) || (person?.answers === true && q.proposal && known[q.id] !== q.proposal.value),
        );
        if (open.length > 0 && !person?.answers)
          throw new PausedForPerson(
            open.map((q) => (q.proposal ? `${q.text} (${q.proposal.field}: ${q.proposal.value}?)` : q.text)),
          );
        for (const q of open) {
          // A proposal the person knows is wrong is corrected, and teaches nothing.
          const truth = knownValue(sandbox, c, q);
          const proposal = q.proposal && (truth === undefined || confirms(q.proposal.value, String(truth)));
          known[q.id] = (proposal ? q.proposal?.value : undefined) ?? truth ?? answerOf(q);
          if (proposal && q.proposal)
            person!.learned.push({
              kind: 'field',
              id: `lm_${person!.learned.length + 1}`,
              screen: q.proposal.screen,
              label: q.text,
              field: q.proposal.field,
            });
        }
        return Object.fromEntries(questions.map((q) => [q.id, known[q.id]!]));
      },
    });
    return { kind: 'outcome', outcome: run.outcome };
  } catch (error) {
    if (error instanceof PausedForPerson) return { kind: 'paused', labels: error.labels };
    if (error instanceof AgentError)
      return { kind: 'error', errorType: error.errorType, message: error.message };
    return { kind: 'error', errorType: 'internal_error', message: (error as Error).message };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Judges a drifted run against the undrifted one (see the file comment). */
export function judge(baseline: Observed, seen: Observed): Verdict {
  if (seen.kind === 'paused') return { kind: 'paused', labels: seen.labels };
  if (seen.kind === 'error') {
    if (seen.errorType === 'portal_changed') return { kind: 'changed', evidence: seen.message };
    return { kind: 'violation', what: `failed ${seen.errorType}: ${seen.message}` };
  }
  if (baseline.kind !== 'outcome')
    return { kind: 'violation', what: `the baseline did not end: ${describe(baseline)}` };
  const before = baseline.outcome;
  const after = seen.outcome;
  if (after.kind === 'quoted') {
    if (before.kind !== 'quoted')
      return { kind: 'violation', what: `quoted where the baseline was ${before.kind}` };
    if (after.quote.annualPremium !== before.quote.annualPremium)
      return {
        kind: 'violation',
        what: `premium ${after.quote.annualPremium} where the undrifted portal quoted ${before.quote.annualPremium}`,
      };
    return { kind: 'quoted', premium: after.quote.annualPremium };
  }
  if (after.kind !== before.kind)
    return {
      kind: 'violation',
      what: `${after.kind} where the baseline was ${before.kind}${'message' in after ? `: ${after.message}` : ''}`,
    };
  return { kind: 'same-outcome', outcome: after.kind };
}

const describe = (o: Observed) =>
  o.kind === 'outcome' ? o.outcome.kind : o.kind === 'paused' ? 'paused' : `${o.errorType}: ${o.message}`;

export interface DriftResult {
  seed: number;
  carrierId: string;
  verdict: Verdict;
  /** A paused pair run again after a person confirmed its proposals once (`confirm`). */
  afterConfirming?: Verdict;
}

export interface DriftRunOptions {
  seeds: readonly number[];
  cases?: readonly DriftCase[];
  browser: Browser;
  /** Cases run at once on one drifted sandbox. */
  concurrency?: number;
  onResult?: (result: DriftResult) => void;
  /** Form kinds the seeds' plans leave out (sandbox `driftWithout`). */
  without?: DriftKind[];
  /** Run each paused pair again after a person confirmed its proposals once (`afterConfirming`). */
  confirm?: boolean;
}

async function inTurns<T, R>(items: readonly T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
  return results;
}

/** The baseline on an undrifted sandbox, then every case on each seed's drifted sandbox. */
export async function driftRun(
  options: DriftRunOptions,
): Promise<{ baseline: Map<string, Observed>; results: DriftResult[] }> {
  const cases = options.cases ?? DRIFT_CASES;
  const width = options.concurrency ?? 3;
  const plain = await startSandbox({ port: 0, profile: 'fast' });
  const baseline = new Map<string, Observed>();
  try {
    const seen = await inTurns(cases, width, (c) => runCase(plain, options.browser, c));
    for (const [i, c] of cases.entries()) baseline.set(c.carrierId, seen[i]!);
  } finally {
    await plain.close();
  }
  const results: DriftResult[] = [];
  for (const seed of options.seeds) {
    const sandbox = await startSandbox({
      port: 0,
      profile: 'fast',
      drift: seed,
      driftWithout: options.without,
    });
    try {
      const seen = await inTurns(cases, width, (c) => runCase(sandbox, options.browser, c));
      const judged = cases.map((c, i) => ({
        seed,
        carrierId: c.carrierId,
        verdict: judge(baseline.get(c.carrierId)!, seen[i]!),
      }));
      // A person confirms the proposals (and answers the rest) once; the pair is then run again.
      if (options.confirm)
        await inTurns(judged, width, async (result: DriftResult) => {
          if (result.verdict.kind !== 'paused') return;
          const c = cases.find((x) => x.carrierId === result.carrierId)!;
          const person: ConfirmingPerson = { learned: [], remembered: {}, answers: true };
          await runCase(sandbox, options.browser, c, undefined, person);
          const again = await runCase(sandbox, options.browser, c, undefined, { ...person, answers: false });
          result.afterConfirming = judge(baseline.get(c.carrierId)!, again);
        });
      for (const result of judged) {
        results.push(result);
        options.onResult?.(result);
      }
    } finally {
      await sandbox.close();
    }
  }
  return { baseline, results };
}

/** The counts the bench prints and the test asserts. */
export function tally(results: readonly DriftResult[]) {
  const count = (kind: Verdict['kind']) => results.filter((r) => r.verdict.kind === kind).length;
  const quotedNoPerson = count('quoted') + count('same-outcome');
  return {
    pairs: results.length,
    quotedNoPerson,
    paused: count('paused'),
    changed: count('changed'),
    violations: results.filter(
      (r) => r.verdict.kind === 'violation' || r.afterConfirming?.kind === 'violation',
    ),
    /** Paused pairs that quoted with no person once a person had confirmed their proposals. */
    quotedAfterConfirming: results.filter(
      (r) => r.afterConfirming?.kind === 'quoted' || r.afterConfirming?.kind === 'same-outcome',
    ).length,
    share: results.length === 0 ? 0 : quotedNoPerson / results.length,
  };
}
