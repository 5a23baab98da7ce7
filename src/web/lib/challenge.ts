import { ApiError } from './request';

/** A proof-of-work challenge the server sent with 428 CHALLENGE_REQUIRED (ALTCHA's format). */
export type Challenge = { parameters: Record<string, unknown>; signature?: string };

/** The header a retried call carries its solved challenge in. */
export const SOLUTION_HEADER = 'X-Altcha';

/** The challenge a failed call asks to solve before the next try, if it asks for one. */
export function challengeOf(error: unknown): Challenge | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  const body = error.body as { code?: unknown; challenge?: unknown } | null;
  const challenge = body?.code === 'CHALLENGE_REQUIRED' ? body.challenge : null;
  return challenge && typeof challenge === 'object' && 'parameters' in challenge
    ? (challenge as Challenge)
    : null;
}

/** Headers for a call: the solution when there is one. */
export const solutionHeaders = (solution: string | null | undefined): Record<string, string> =>
  solution ? { [SOLUTION_HEADER]: solution } : {};
