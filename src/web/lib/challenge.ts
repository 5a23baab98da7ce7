import { ErrorCode } from '../../shared/api/error-codes';
import { ApiError } from './request';

/** A proof-of-work challenge the server sent with 428 CHALLENGE_REQUIRED (ALTCHA's format). */
export type Challenge = { parameters: Record<string, unknown>; signature?: string };

/** The header a retried call carries its solved challenge in. */
export const SOLUTION_HEADER = 'X-Altcha';

/** The challenge a failed call asks to solve before the next try, if it asks for one. */
export function challengeOf(error: unknown): Challenge | null {
  if (!(error instanceof ApiError) || error.status !== 428 || error.code !== ErrorCode.CHALLENGE_REQUIRED)
    return null;
  const challenge = (error.body as { challenge?: unknown }).challenge;
  return challenge && typeof challenge === 'object' && 'parameters' in challenge
    ? (challenge as Challenge)
    : null;
}

/**
 * How many times the usual work a challenge asks for (the server raises it while many wrong codes
 * or passwords are being tried: 1 at rest, up to 64); the box then warns that it takes longer.
 */
export function workOf(challenge: Challenge): number {
  const data = challenge.parameters.data as { work?: unknown } | undefined;
  return typeof data?.work === 'number' && data.work > 1 ? data.work : 1;
}

/** How long the widget may solve: until the challenge expires (ALTCHA's own 90 s when it does not say). */
export function solvingTimeMs(challenge: Challenge, now = Date.now()): number {
  const expiresAt = challenge.parameters.expiresAt;
  return typeof expiresAt === 'number' ? Math.max(1_000, expiresAt * 1_000 - now) : 90_000;
}

/** Headers for a call: the solution when there is one. */
export const solutionHeaders = (solution: string | null | undefined): Record<string, string> =>
  solution ? { [SOLUTION_HEADER]: solution } : {};
