// A playbook's sign-in-only entry point in one place: the login page objects throw `loginFailed` or
// `loginLocked` with the portal's words; a check wants those as its outcome, and everything else
// (portal down, changed markup) still thrown.
import { AgentError, LoginLockedError } from '../errors.ts';
import type { SignInOutcome } from '../playbook.ts';

export async function signInOutcome(signIn: () => Promise<unknown>): Promise<SignInOutcome> {
  try {
    await signIn();
    return 'accepted';
  } catch (error) {
    if (error instanceof LoginLockedError) return { locked: error.message };
    if (error instanceof AgentError && error.errorType === 'login_failed') return { rejected: error.message };
    throw error;
  }
}
