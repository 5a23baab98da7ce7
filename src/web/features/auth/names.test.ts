import { describe, expect, it } from 'vitest';
import { fullName } from './names';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Jake', lastName: 'Thompson' })).toBe('Jake Thompson');
  });

  it('shows a reused single name once, and copes with an empty part', () => {
    expect(fullName({ firstName: 'Sam', lastName: 'Sam' })).toBe('Sam');
    expect(fullName({ firstName: 'Priya Nair', lastName: '' })).toBe('Priya Nair');
    expect(fullName({ firstName: '', lastName: 'Nguyen' })).toBe('Nguyen');
  });
});
