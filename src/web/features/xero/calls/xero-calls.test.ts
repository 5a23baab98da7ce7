import { describe, expect, it } from 'vitest';
import { ageText, callerText, durationText, durationVariant, methodVariant, statusText } from './xero-calls';

describe('Xero call texts', () => {
  it('format durations as 002 §9 says and colour them by 002 §2', () => {
    expect(durationText(999)).toBe('999ms');
    expect(durationText(1000)).toBe('1.0s');
    expect(durationText(59_949)).toBe('59.9s');
    expect(durationText(90_000)).toBe('1.5m');
    expect([2000, 2001, 5000, 5001].map(durationVariant)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('name the caller, the status and the verb colour', () => {
    expect(callerText({ userId: 7, userName: 'Sam Lee' })).toBe('Sam Lee');
    expect(callerText({ userId: 7, userName: null })).toBe('User 7');
    expect(callerText({ userId: null, userName: null })).toBe('System');
    expect(statusText({ statusCode: 401, statusText: 'Unauthorized' })).toBe('401 Unauthorized');
    expect(statusText({ statusCode: null, statusText: null })).toBe('No response');
    expect(methodVariant('get')).toBe('blue');
    expect(methodVariant('DELETE')).toBe('red');
    expect(methodVariant('OPTIONS')).toBe('neutral');
  });

  it('say how long ago a call was', () => {
    const now = new Date('2026-11-24T03:00:00Z');
    expect(ageText('2026-11-24T02:59:58Z', now)).toBe('2 seconds ago');
    expect(ageText('2026-11-24T02:55:00Z', now)).toBe('5 minutes ago');
    expect(ageText('2026-11-24T01:00:00Z', now)).toBe('2 hours ago');
    expect(ageText('2026-11-23T03:00:00Z', now)).toBe('yesterday');
    expect(ageText(now, now)).toBe('now');
  });
});
