import { describe, expect, it } from 'vitest';
import { failureOf, failureText, fieldErrors, OFFLINE_TEXT, refusalText } from './failure';
import { ApiError } from './request';

const fallback = 'Failed to update client. Please try again.';
const refused = (status: number, body: unknown) =>
  new ApiError(
    typeof body === 'object' && body && 'message' in body ? String(body.message) : 'x',
    status,
    body,
  );

describe('failureOf', () => {
  it('reads { message, code, field } from the reply', () => {
    const error = refused(409, {
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    expect(failureOf(error)).toEqual({
      status: 409,
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    expect(failureOf(refused(502, '<html>'))).toEqual({
      status: 502,
      message: null,
      code: null,
      field: null,
    });
    expect(failureOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('failureText', () => {
  it("shows the server's message for a refusal (4xx)", () => {
    expect(
      failureText(refused(400, { message: 'Name is required', code: 'VALIDATION_FAILED' }), fallback),
    ).toBe('Name is required');
  });

  it("keeps the spec's fallback for a server fault, a reply without a message, or no answer", () => {
    const crash = refused(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    expect(failureText(crash, fallback)).toBe(fallback);
    expect(failureText(refused(502, '<html>'), fallback)).toBe(fallback);
    expect(failureText(refused(400, { message: '' }), fallback)).toBe(fallback);
    expect(failureText(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });

  it("shows a 401's message only where asked (sign-in, grants, dockets)", () => {
    const wrong = refused(401, { message: 'Invalid username or password', code: 'UNAUTHORIZED' });
    expect(failureText(wrong, fallback)).toBe(fallback);
    expect(failureText(wrong, fallback, { unauthorized: true })).toBe('Invalid username or password');
    expect(refusalText(wrong, { unauthorized: true })).toBe('Invalid username or password');
    expect(refusalText(wrong)).toBeUndefined();
  });

  it('says the connection failed when the screen gives an offline text', () => {
    expect(failureText(new TypeError('Failed to fetch'), fallback, { offline: OFFLINE_TEXT })).toBe(
      OFFLINE_TEXT,
    );
  });

  it("shows a 5xx's message only where asked", () => {
    const crash = refused(503, {
      message: 'The server is starting. Try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(failureText(crash, fallback, { serverErrors: true })).toBe(
      'The server is starting. Try again in a moment.',
    );
  });
});

describe('fieldErrors', () => {
  const FIELDS = ['username', 'email', 'projectCode'] as const;

  it("puts a refusal under the field the reply names, never guessing from the message's words", () => {
    const taken = refused(409, {
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    expect(fieldErrors(taken, FIELDS)).toEqual([
      { field: 'username', message: 'This username is already taken' },
    ]);
    expect(fieldErrors(refused(409, { message: 'This username is already taken' }), FIELDS)).toEqual([]);
  });

  it("maps a nested path to the form's field and adds a validation reply's other errors", () => {
    const body = {
      message: 'Too short',
      code: 'VALIDATION_FAILED',
      field: 'user.username',
      errors: [
        { path: 'user.username', message: 'Too short' },
        { path: 'user.email', message: 'Valid email is required' },
        { path: 'x', message: 'y' },
      ],
    };
    expect(fieldErrors(refused(400, body), FIELDS)).toEqual([
      { field: 'username', message: 'Too short' },
      { field: 'email', message: 'Valid email is required' },
    ]);
  });

  it('ignores a field the form does not have, a server fault and a call that got no answer', () => {
    expect(
      fieldErrors(refused(400, { message: 'Bad', code: 'BAD_REQUEST', field: 'companyName' }), FIELDS),
    ).toEqual([]);
    expect(fieldErrors(refused(500, { message: 'x', code: 'INTERNAL', field: 'email' }), FIELDS)).toEqual([]);
    expect(fieldErrors(new TypeError('Failed to fetch'), FIELDS)).toEqual([]);
  });
});
