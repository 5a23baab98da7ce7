import { describe, expect, it } from 'vitest';
import type { CompanyPerson } from '../types';
import { recordsDockets } from './use-week-selection';

const person = (over: Partial<CompanyPerson>): CompanyPerson => ({
  id: 1,
  firstName: 'Jake',
  lastName: 'Thompson',
  username: 'jake',
  role: 'worker',
  isActive: true,
  ...over,
});

describe('the week view worker choice', () => {
  it('offers active people who record dockets, never office or a deactivated person', () => {
    expect(recordsDockets(person({}))).toBe(true);
    expect(recordsDockets(person({ role: 'foreman' }))).toBe(true);
    expect(recordsDockets(person({ role: 'office' }))).toBe(false);
    expect(recordsDockets(person({ isActive: false }))).toBe(false);
  });
});
