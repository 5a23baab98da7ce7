import { failureText as textOf, OFFLINE_TEXT } from '../../lib/failure';

export { OFFLINE_TEXT };

/**
 * The sign-in screens' failure text (spec 000 §8), from the one helper in lib/failure.ts: the
 * server's message whenever it sent one (a 401's 'Invalid username or password' included), the
 * connection hint when the request never got an answer, otherwise the screen's own fallback.
 */
export const failureText = (error: unknown, fallback: string): string =>
  textOf(error, fallback, { offline: OFFLINE_TEXT, unauthorized: true, serverErrors: true });
