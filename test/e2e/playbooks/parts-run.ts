// A carrier's playbook run on the sandbox harness for the full-submission (parts) tests: a page of its
// own, the texted code read from the sandbox where the portal sends one, and the questions answered by
// id from `known`, else by their text from `byText`; any other question fails the test by name.
import { expect } from 'vitest';
import type { PortalHarness } from '../../../sandbox/testing.ts';
import type { Answer, Playbook, PortalCredential } from '../../../src/agents/playbook.ts';
import { runPlaybookDirectly } from '../../../src/agents/testing.ts';
import type { Submission } from '../../../src/domain/quote-request/model/submission.ts';

export interface PartsRun {
  harness: PortalHarness;
  playbook: Playbook;
  credential: PortalCredential;
  /** Answers by question id, for every run of the file. */
  known: Record<string, Answer>;
  /** Whether the portal texts a code at sign-in (read from the sandbox's record of codes). */
  texted?: boolean;
}

export async function runParts(
  { harness, playbook, credential, known, texted }: PartsRun,
  line: string,
  submission: Submission,
  byText: Record<string, Answer> = {},
) {
  const carrierId = playbook.carrierId;
  const { page } = await harness.newPage();
  page.setDefaultTimeout(15_000);
  return runPlaybookDirectly({
    playbook,
    page,
    line: line as Parameters<typeof runPlaybookDirectly>[0]['line'],
    submission,
    portalUrl: harness.sandbox.origin(carrierId),
    credential,
    ...(texted
      ? {
          mfaCode: async () => {
            const url = `${harness.sandbox.url}/_sandbox/mfa-codes?carrierId=${carrierId}&username=${credential.username}`;
            return ((await (await fetch(url)).json()) as { code: string }[])[0]!.code;
          },
        }
      : {}),
    answers: async (questions) =>
      Object.fromEntries(
        questions.map((q) => {
          const answer = known[q.id] ?? byText[q.text];
          if (answer === undefined) throw new Error(`unexpected question ${q.id}: ${q.text}`);
          return [q.id, answer];
        }),
      ),
  });
}

/**
 * That the run paused once for `text` alone, as missing information (what a part's row lacks, asked by
 * its control's words).
 */
export function expectAskedAlone(
  result: { asked: { text: string }[][]; reasons: string[] },
  text: string,
): void {
  const pause = result.asked.findIndex((call) => call.some((q) => q.text === text));
  expect(pause, `no pause asked "${text}"`).toBeGreaterThanOrEqual(0);
  expect(result.asked[pause]!.map((q) => q.text)).toEqual([text]);
  expect(result.reasons[pause]).toBe('missing_information');
}
