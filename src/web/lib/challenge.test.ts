import { describe, expect, it } from 'vitest';
import { challengeOf, solutionHeaders } from './challenge';
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

  it('travels in X-Altcha, only when there is one', () => {
    expect(solutionHeaders('cGF5bG9hZA==')).toEqual({ 'X-Altcha': 'cGF5bG9hZA==' });
    expect(solutionHeaders(null)).toEqual({});
  });
});
