import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullName, fullNameOnce } from './people';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Jake', lastName: 'Thompson' })).toBe('Jake Thompson');
    expect(fullName({ firstName: 'Sam', lastName: 'Sam' })).toBe('Sam Sam');
  });

  it('leaves no stray space when a part is missing or empty', () => {
    expect(fullName({ firstName: 'Priya Nair', lastName: '' })).toBe('Priya Nair');
    expect(fullName({ firstName: 'Priya' })).toBe('Priya');
    expect(fullName({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(fullName({ firstName: '', lastName: 'Nguyen' })).toBe('Nguyen');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });

  it('is the two names joined by a space, trimmed, for any names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (firstName, lastName) => {
        expect(fullName({ firstName, lastName })).toBe(`${firstName} ${lastName}`.trim());
      }),
    );
  });
});

describe('fullNameOnce', () => {
  it('joins first and last name', () => {
    expect(fullNameOnce({ firstName: 'Jake', lastName: 'Thompson' })).toBe('Jake Thompson');
  });

  it('shows a reused single name once, and copes with an empty part', () => {
    expect(fullNameOnce({ firstName: 'Sam', lastName: 'Sam' })).toBe('Sam');
    expect(fullNameOnce({ firstName: 'Priya Nair', lastName: '' })).toBe('Priya Nair');
    expect(fullNameOnce({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(fullNameOnce({ firstName: '', lastName: 'Nguyen' })).toBe('Nguyen');
  });
});
