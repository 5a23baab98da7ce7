import { describe, expect, it } from 'vitest';
import { challengeOf, solutionHeaders, solvingTimeMs, workOf } from './challenge';
import { ApiError } from './request';

const challenge = { parameters: { algorithm: 'SHA-256' }, signature: 'abc' };

describe('the device check a failed call asks for', () => {
  it('is the challenge of a 428 CHALLENGE_REQUIRED reply', () => {
    const error = new ApiError('Too many attempts', 428, { code: 'CHALLENGE_REQUIRED', challenge });
    expect(challengeOf(error)).toEqual(challenge);
  });

  it('is nothing for any other failure', () => {
    expect(challengeOf(new ApiError('Invalid', 404, { code: 'NOT_FOUND' }))).toBeNull();
    expect(challengeOf(new ApiError('Slow down', 429, { code: 'CHALLENGE_REQUIRED', challenge }))).toBeNull();
    expect(challengeOf(new ApiError('Odd', 428, { code: 'CHALLENGE_REQUIRED' }))).toBeNull();
    expect(challengeOf(new Error('offline'))).toBeNull();
  });

  it('says how many times the usual work it asks for, 1 when it does not say', () => {
    expect(workOf({ parameters: { data: { work: 16 } } })).toBe(16);
    expect(workOf(challenge)).toBe(1);
    expect(workOf({ parameters: { data: { work: 'lots' } } })).toBe(1);
  });

  it('may be solved until it expires, however long a dear one takes', () => {
    const now = 1_800_000_000_000;
    expect(solvingTimeMs({ parameters: { expiresAt: now / 1_000 + 600 } }, now)).toBe(600_000);
    expect(solvingTimeMs({ parameters: { expiresAt: now / 1_000 - 5 } }, now)).toBe(1_000);
    expect(solvingTimeMs(challenge, now)).toBe(90_000);
  });

  it('travels in X-Altcha, only when there is one', () => {
    expect(solutionHeaders('cGF5bG9hZA==')).toEqual({ 'X-Altcha': 'cGF5bG9hZA==' });
    expect(solutionHeaders(null)).toEqual({});
  });
});
