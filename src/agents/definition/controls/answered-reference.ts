// Kit control: the portal's reference read from the API answer that creates the submission
// (`submission.reference.answer { method, path, status, field }`), recorded the moment it arrives rather
// than once a page's path carries it: a worker that dies in between leaves it to the job's retry, which
// continues that submission instead of filing anew (the kit's watchReference).
import type { SubmissionDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { watchReference } from '../../kit/reference.ts';
import type { PlaybookContext } from '../../playbook.ts';

interface Watch {
  settled(): Promise<void>;
  stop(): void;
}

/** Watches for the answer the definition names; a no-op where it names none. */
export function watchAnsweredReference(ctx: PlaybookContext, submission: SubmissionDefinition): Watch {
  const answer = submission.reference.answer;
  if (!answer) return { settled: async () => undefined, stop: () => undefined };
  const watch = watchReference(ctx, (response) => {
    const request = response.request();
    if (request.method() !== answer.method || new URL(response.url()).pathname !== answer.path)
      return undefined;
    if (response.status() !== answer.status) return undefined;
    return response
      .json()
      .then((body: Record<string, unknown>) => {
        const value = body?.[answer.field];
        return typeof value === 'string' ? value : undefined;
      })
      .catch(() => undefined);
  });
  return {
    settled: watch.settled,
    stop: () => {
      watch.stop();
    },
  };
}
