// The pg-boss queue of login checks ("Test login"): one message per check, never retried by the queue.
// Each sign-in with a bad password counts towards the portal's lock-out, so a check that did not finish
// is reported as such and a person decides whether to try again.
import type { PgBoss } from 'pg-boss';

export const LOGIN_CHECK_QUEUE = 'login-check';

export interface LoginCheckMessage {
  checkId: string;
}

export async function ensureLoginCheckQueue(boss: PgBoss): Promise<void> {
  if (await boss.getQueue(LOGIN_CHECK_QUEUE)) return;
  await boss.createQueue(LOGIN_CHECK_QUEUE, {
    policy: 'standard',
    retryLimit: 0,
    // a check waits at most a minute for its login and signs in within a minute or two
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 3600,
  });
}

export async function sendLoginCheck(boss: PgBoss, checkId: string): Promise<void> {
  await boss.send(LOGIN_CHECK_QUEUE, { checkId } satisfies LoginCheckMessage);
}
