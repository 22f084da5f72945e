// An answer checked against its question's type, and tidied into the one form every playbook reads:
// years, counts and amounts as plain digit strings ("1998", "4200", "250000"), a choice as the
// question's own spelling, yes/no as a boolean (from true/false, yes/no or y/n in any case), text
// trimmed. Used by the resolve operation (a clear 400 naming the question) and when a remembered
// answer is reused.
import type { AnswerType } from './vocabulary.ts';

export type Answer = string | boolean;

export interface TypedQuestion {
  type: AnswerType;
  choices?: readonly string[];
}

export type AnswerCheck = { ok: true; answer: Answer } | { ok: false; message: string };

const MAX_TEXT = 2000;
const wholeNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
};

// The spellings a form, a spreadsheet or a person uses for yes/no, compared trimmed and in any case.
const yesNoSpellings = new Map([
  ['true', true],
  ['yes', true],
  ['y', true],
  ['false', false],
  ['no', false],
  ['n', false],
]);

function yesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' ? yesNoSpellings.get(value.trim().toLowerCase()) : undefined;
}

export function checkAnswer(question: TypedQuestion, value: unknown, now: Date = new Date()): AnswerCheck {
  const fail = (message: string): AnswerCheck => ({ ok: false, message });
  switch (question.type) {
    case 'yes_no': {
      const answer = yesNo(value);
      return answer !== undefined
        ? { ok: true, answer }
        : fail('must be yes or no: true/false, "yes"/"no" or "y"/"n", in any case');
    }
    case 'choice': {
      const choices = question.choices ?? [];
      const wanted = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
      const choice = choices.find((c) => c.toLowerCase() === wanted);
      return choice ? { ok: true, answer: choice } : fail(`must be one of: ${choices.join(', ')}`);
    }
    case 'year': {
      const year = wholeNumber(value);
      const latest = now.getUTCFullYear() + 1;
      return year !== undefined && year >= 1800 && year <= latest
        ? { ok: true, answer: String(year) }
        : fail(`must be a year from 1800 to ${latest}`);
    }
    case 'integer': {
      const count = wholeNumber(value);
      return count !== undefined ? { ok: true, answer: String(count) } : fail('must be a whole number');
    }
    case 'money': {
      const amount = wholeNumber(value);
      return amount !== undefined
        ? { ok: true, answer: String(amount) }
        : fail('must be an amount in whole dollars (e.g. 250000)');
    }
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text.length > 0 && text.length <= MAX_TEXT
        ? { ok: true, answer: text }
        : fail(`must be a non-empty text of at most ${MAX_TEXT} characters`);
    }
  }
}
