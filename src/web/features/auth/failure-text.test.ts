import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/request';
import { failureText, OFFLINE_TEXT } from './failure-text';

const fallback = 'Please check your credentials and try again.';

describe('failureText', () => {
  it("uses the server's message", () => {
    const error = new ApiError('Invalid username or password', 401, {
      message: 'Invalid username or password',
    });
    expect(failureText(error, fallback)).toBe('Invalid username or password');
  });

  it('falls back when the reply carried no message (e.g. an HTML error page)', () => {
    expect(failureText(new ApiError('502: <html>', 502, '<html>'), fallback)).toBe(fallback);
    expect(failureText(new ApiError('400: {}', 400, { message: '' }), fallback)).toBe(fallback);
  });

  it('says the connection failed when fetch itself threw', () => {
    expect(failureText(new TypeError('Failed to fetch'), fallback)).toBe(OFFLINE_TEXT);
  });

  it('falls back for anything else', () => {
    expect(failureText(new Error('boom'), fallback)).toBe(fallback);
    expect(failureText('odd', fallback)).toBe(fallback);
  });
});
