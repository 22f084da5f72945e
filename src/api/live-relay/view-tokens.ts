// The app's live view token (docs/decisions/0031-live-view-across-nodes.md): scoped to one job and one
// person, valid LIVE_TOKEN_TTL_SECONDS, fetched by the app with its session (and CSRF) and refreshed
// before it expires. Opening the live stream (`?token=`) and every take, input and hand-back
// (`x-live-token`) need the session and a valid token of that job and that person.
import { AppError } from '../../errors.ts';
import type { TokenSigner } from './tokens.ts';

export type ViewClaims = { jobId: string; userId: string };

export interface ViewTokens {
  signer: TokenSigner<ViewClaims>;
  ttlMs: number;
}

export const VIEW_TOKEN_HEADER = 'x-live-token';

/** Throws 401 for a missing, forged or expired token, 403 for one of another job or person. */
export function requireViewToken(tokens: ViewTokens, token: unknown, jobId: string, userId: string): void {
  if (typeof token !== 'string' || token === '')
    throw new AppError(
      'UNAUTHORIZED',
      `A live view token is needed (${VIEW_TOKEN_HEADER} or ?token=): POST …/jobs/${jobId}/live/token`,
    );
  const checked = tokens.signer.check(token);
  if (!checked.ok)
    throw new AppError(
      'UNAUTHORIZED',
      checked.reason === 'expired'
        ? 'The live view token expired: fetch a new one (POST …/live/token)'
        : 'The live view token is not valid: fetch a new one (POST …/live/token)',
    );
  if (checked.claims.jobId !== jobId)
    throw new AppError('FORBIDDEN', 'This live view token is for another job');
  if (checked.claims.userId !== userId)
    throw new AppError('FORBIDDEN', 'This live view token is for another person');
}
