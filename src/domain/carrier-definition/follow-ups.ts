// Follow-up questions (`follows:` of a screen's question, decision 0034): a question the portal opens
// only after another is answered so. Pure, for the interpreter (src/agents/definition/questions.ts) and
// for what a definition asks without a browser (asks.ts): a follow-up of a question the submission
// answers otherwise is not asked and not filled; of a question a person answers, it is asked with the
// runtime's `when` (only if that answer opens it) and filled only if it did.

interface Follows {
  question: string;
  answer?: boolean;
}

export interface Applicable<Q> {
  q: Q;
  /** The submission's answer, when it has one. */
  known: string | undefined;
  /** Asked only when the person answers question `questionId` with `answer`. */
  when?: { questionId: string; answer: boolean };
}

/** Yes / No of an answer or a known value (`true`, `Yes`, `y`), undefined for anything else. */
export function isYes(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  if (/^(y|yes|true)$/i.test(value.trim())) return true;
  if (/^(n|no|false)$/i.test(value.trim())) return false;
  return undefined;
}

/** The questions that apply, in order, each follow-up kept only where its question may open it. */
export function applicable<Q extends { id: string; follows?: Follows }>(
  questions: readonly { q: Q; known: string | undefined }[],
): Applicable<Q>[] {
  const seen = new Map<string, Applicable<Q>>();
  const kept: Applicable<Q>[] = [];
  for (const item of questions) {
    const follows = item.q.follows;
    let when: Applicable<Q>['when'];
    if (follows) {
      const parent = seen.get(follows.question);
      const want = follows.answer ?? true;
      if (!parent) continue;
      if (parent.known !== undefined) {
        if (isYes(parent.known) !== want) continue;
      } else when = { questionId: parent.q.id, answer: want };
    }
    const applies: Applicable<Q> = { ...item, ...(when ? { when } : {}) };
    seen.set(item.q.id, applies);
    kept.push(applies);
  }
  return kept;
}

/** Those to fill once the person has answered: a follow-up whose question was not answered so is left out. */
export function opened<Q extends { id: string }>(
  questions: readonly Applicable<Q>[],
  answers: Readonly<Record<string, unknown>>,
): Applicable<Q>[] {
  const filled = new Set<string>();
  return questions.filter(({ q, when }) => {
    if (when && (!filled.has(when.questionId) || isYes(answers[when.questionId]) !== when.answer))
      return false;
    filled.add(q.id);
    return true;
  });
}
