// The portal's reference of a new submission, recorded the moment the portal's answer names it (a
// redirect's Location, an API's JSON), not once the next page has rendered: a worker that dies in
// between leaves it to the job's retry, which continues that submission instead of filing anew.
import type { Response } from 'playwright-core';
import type { PlaybookContext } from '../playbook.ts';

/**
 * Watches the page's responses: `read` names the reference in one (or a promise of it), undefined for
 * any other response. The first reference found is recorded; `settled` waits for that recording.
 */
export function watchReference(
  ctx: PlaybookContext,
  read: (response: Response) => Promise<string | undefined> | string | undefined,
) {
  let recording: Promise<void> | undefined;
  const onResponse = (response: Response) => {
    if (ctx.portalReference || recording) return;
    const found = read(response);
    if (found === undefined) return;
    recording = Promise.resolve(found).then((reference) =>
      reference ? ctx.recordPortalReference(reference) : undefined,
    );
    // Awaited after the step; until then a failure is held, not unhandled.
    recording.catch(() => undefined);
  };
  ctx.page.on('response', onResponse);
  return {
    settled: async () => {
      await recording;
    },
    stop: () => ctx.page.off('response', onResponse),
  };
}
