import { describe, expect, it } from 'vitest';
import { attemptFor, newIdempotencyKey } from './idempotency';

describe('attemptFor', () => {
  let n = 0;
  const makeKey = () => `key-${++n}`;
  const body = { date: '2026-03-02', status: 'approved', lineItems: [{ startTime: '07:00' }] };

  it('reuses the key when the same body is sent again (a retry)', () => {
    const first = attemptFor(null, body, makeKey);
    expect(attemptFor(first, { ...body }, makeKey)).toBe(first);
  });

  it('takes a new key when the body changed (a new submission)', () => {
    const first = attemptFor(null, body, makeKey);
    const second = attemptFor(first, { ...body, status: 'draft' }, makeKey);
    expect(second.key).not.toBe(first.key);
    expect(second.body).toBe(JSON.stringify({ ...body, status: 'draft' }));
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct keys', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
